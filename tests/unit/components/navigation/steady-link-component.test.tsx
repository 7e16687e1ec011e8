/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { ViewLink, ViewNavigationProvider } from "@/components/market-research/view-navigation";
import { SteadyLink, stopWatchingNavigation } from "@/components/navigation/steady-link";

const router = { push: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));

const link = (name: string) => screen.getByRole("link", { name });

beforeEach(() => {
  router.push.mockClear();
  router.prefetch.mockClear();
});
afterEach(() => stopWatchingNavigation());

describe("SteadyLink prefetching", () => {
  it("does not prefetch a link only because it is in view", () => {
    render(<SteadyLink href="/game-breakdown-page?id=1063">Sunken Isle</SteadyLink>);
    expect(link("Sunken Isle")).toHaveAttribute("href", "/game-breakdown-page?id=1063");
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it.each([
    ["the pointer enters it", (element: HTMLElement) => fireEvent.mouseEnter(element)],
    ["it takes the keyboard's focus", (element: HTMLElement) => fireEvent.focus(element)],
    ["a touch starts on it", (element: HTMLElement) => fireEvent.touchStart(element)],
  ])("prefetches its destination once %s, and still calls the caller's own handler", (_, intent) => {
    const handlers = { onMouseEnter: jest.fn(), onFocus: jest.fn(), onTouchStart: jest.fn() };
    render(
      <SteadyLink href="/game-breakdown-page?id=1063" {...handlers}>
        Sunken Isle
      </SteadyLink>,
    );
    intent(link("Sunken Isle"));
    intent(link("Sunken Isle"));
    expect(router.prefetch.mock.calls).toEqual([["/game-breakdown-page?id=1063"]]);
    expect(handlers.onMouseEnter.mock.calls.length + handlers.onFocus.mock.calls.length + handlers.onTouchStart.mock.calls.length).toBe(2);
  });

  it("keeps a link the caller asked not to prefetch unprefetched, whatever the user does", () => {
    render(
      <SteadyLink href="/admin-page" prefetch={false}>
        Admin
      </SteadyLink>,
    );
    fireEvent.mouseEnter(link("Admin"));
    fireEvent.focus(link("Admin"));
    expect(router.prefetch).not.toHaveBeenCalled();
  });
});

describe("SteadyLink navigation", () => {
  it("goes to its address in place on a plain click, to the top of the page unless told to keep the scroll", () => {
    render(
      <>
        <SteadyLink href="/game-breakdown-page?id=1063">Sunken Isle</SteadyLink>
        <SteadyLink href="/market-research-page?page=2" scroll={false}>
          Page 2
        </SteadyLink>
      </>,
    );
    expect(fireEvent.click(link("Sunken Isle"))).toBe(false);
    fireEvent.click(link("Page 2"));
    expect(router.push.mock.calls).toEqual([
      ["/game-breakdown-page?id=1063", { scroll: true }],
      ["/market-research-page?page=2", { scroll: false }],
    ]);
  });

  it.each([
    ["a modifier key (a new tab or window)", { ctrlKey: true }, {}],
    ["the middle button", { button: 1 }, {}],
    ["a link that opens in another tab", {}, { target: "_blank" }],
    ["a download", {}, { download: "games.csv" }],
  ])("leaves a click with %s to the browser", (_, click, attributes) => {
    const onClick = jest.fn();
    render(
      <SteadyLink href="/game-breakdown-page?id=1063" onClick={onClick} {...attributes}>
        Sunken Isle
      </SteadyLink>,
    );
    expect(fireEvent.click(link("Sunken Isle"), click)).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("leaves a link to another site to the browser", () => {
    render(<SteadyLink href="https://store.steampowered.com/app/1063">On Steam</SteadyLink>);
    expect(fireEvent.click(link("On Steam"))).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe("ViewLink", () => {
  it("never prefetches another view of the same screen, and replaces the view in place keeping the scroll", () => {
    render(
      <ViewNavigationProvider>
        <ViewLink href="/market-research-page?page=2">Next →</ViewLink>
      </ViewNavigationProvider>,
    );
    fireEvent.mouseEnter(link("Next →"));
    expect(router.prefetch).not.toHaveBeenCalled();
    expect(fireEvent.click(link("Next →"))).toBe(false);
    expect(router.push.mock.calls).toEqual([["/market-research-page?page=2", { scroll: false }]]);
  });

  it("leaves a click that opens a new tab to the browser", () => {
    render(<ViewLink href="/market-research-page?page=2">Next →</ViewLink>);
    expect(fireEvent.click(link("Next →"), { metaKey: true })).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });
});
