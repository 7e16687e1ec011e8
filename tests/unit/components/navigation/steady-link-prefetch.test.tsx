/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { ViewLink, ViewNavigationProvider } from "@/components/market-research/view-navigation";
import { SteadyLink } from "@/components/navigation/steady-link";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }) }));

// next/link stands in as a plain anchor that shows the prefetch setting it was given: whether Next prefetches a
// link in view is decided by that prop alone.
jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ prefetch, ...props }: ComponentProps<"a"> & { prefetch?: boolean | null | "auto" }) => (
    <a data-prefetch={prefetch === null ? "auto" : String(prefetch)} {...props} />
  ),
}));

const prefetchOf = (name: string) => screen.getByRole("link", { name }).getAttribute("data-prefetch");

describe("SteadyLink prefetching", () => {
  it("does not prefetch a link only because it is in view", () => {
    render(<SteadyLink href="/game-breakdown-page?id=1063">Sunken Isle</SteadyLink>);
    expect(prefetchOf("Sunken Isle")).toBe("false");
  });

  it.each([
    ["the pointer enters it", (link: HTMLElement) => fireEvent.mouseEnter(link)],
    ["it takes the keyboard's focus", (link: HTMLElement) => fireEvent.focus(link)],
    ["a touch starts on it", (link: HTMLElement) => fireEvent.touchStart(link)],
  ])("prefetches as Next does by default once %s, and still calls the caller's own handler", (_, intent) => {
    const handlers = { onMouseEnter: jest.fn(), onFocus: jest.fn(), onTouchStart: jest.fn() };
    render(
      <SteadyLink href="/game-breakdown-page?id=1063" {...handlers}>
        Sunken Isle
      </SteadyLink>,
    );
    intent(screen.getByRole("link", { name: "Sunken Isle" }));
    expect(prefetchOf("Sunken Isle")).toBe("auto");
    expect(handlers.onMouseEnter.mock.calls.length + handlers.onFocus.mock.calls.length + handlers.onTouchStart.mock.calls.length).toBe(1);
  });

  it("keeps a link the caller asked not to prefetch unprefetched, whatever the user does", () => {
    render(
      <SteadyLink href="/admin-page" prefetch={false}>
        Admin
      </SteadyLink>,
    );
    const link = screen.getByRole("link", { name: "Admin" });
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    expect(prefetchOf("Admin")).toBe("false");
  });

  it("passes a caller's explicit full prefetch on once the user shows intent", () => {
    render(
      <SteadyLink href="/lumos-page" prefetch>
        Lumos
      </SteadyLink>,
    );
    expect(prefetchOf("Lumos")).toBe("false");
    fireEvent.mouseEnter(screen.getByRole("link", { name: "Lumos" }));
    expect(prefetchOf("Lumos")).toBe("true");
  });
});

describe("ViewLink prefetching", () => {
  it("never prefetches another view of the same screen, which replaces the old one in place", () => {
    render(
      <ViewNavigationProvider>
        <ViewLink href="/market-research-page?page=2">Next →</ViewLink>
      </ViewNavigationProvider>,
    );
    fireEvent.mouseEnter(screen.getByRole("link", { name: "Next →" }));
    expect(prefetchOf("Next →")).toBe("false");
  });
});
