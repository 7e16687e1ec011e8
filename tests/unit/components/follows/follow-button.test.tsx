/** @jest-environment jsdom */
import { act } from "react";
import { renderToString } from "react-dom/server";
import { FollowButton } from "@/components/follows/follow-button";
import { apiFetch } from "@/lib/client/fetcher";
import { domRootPerTest } from "../dom-root";

jest.mock("@/lib/client/fetcher", () => ({ apiFetch: jest.fn() }));
const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;

describe("FollowButton", () => {
  const dom = domRootPerTest();
  const button = () => dom.container.querySelector<HTMLButtonElement>('[data-testid="follow-button"]')!;
  const error = () => dom.container.querySelector('[data-testid="follow-error"]')!.textContent;

  beforeEach(async () => {
    apiFetchMock.mockReset();
  });

  it("follows at once and stays followed when the server agrees", async () => {
    let settle!: () => void;
    apiFetchMock.mockImplementation(() => new Promise((resolve) => (settle = () => resolve({ following: true }))));
    await act(async () => dom.root.render(<FollowButton gameId={7} title="Star Rover" initialFollowing={false} />));
    expect(button().getAttribute("aria-pressed")).toBe("false");
    expect(button().textContent).toContain("Follow");

    await act(async () => button().click());
    // Optimistic: pressed before the server answered.
    expect(button().getAttribute("aria-pressed")).toBe("true");
    expect(button().textContent).toContain("Following");
    expect(apiFetchMock).toHaveBeenCalledWith("/follows/7", { method: "PUT" });
    await act(async () => settle());
    expect(button().getAttribute("aria-pressed")).toBe("true");
    expect(error()).toBe("");
  });

  it("goes back and says so when the server refuses", async () => {
    apiFetchMock.mockRejectedValue(new Error("500"));
    await act(async () => dom.root.render(<FollowButton gameId={7} title="Star Rover" initialFollowing={true} />));
    await act(async () => button().click());
    expect(apiFetchMock).toHaveBeenCalledWith("/follows/7", { method: "DELETE" });
    expect(button().getAttribute("aria-pressed")).toBe("true");
    expect(error()).toBe("Could not stop following this game. Please try again.");

    apiFetchMock.mockResolvedValue({ following: false });
    await act(async () => button().click());
    expect(button().getAttribute("aria-pressed")).toBe("false");
    expect(error()).toBe("");
  });

  it("is disabled in the server-rendered page, so a click before hydration is not silently lost", async () => {
    const html = renderToString(<FollowButton gameId={7} title="Star Rover" initialFollowing={false} />);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="follow-button"/);
    await act(async () => dom.root.render(<FollowButton gameId={7} title="Star Rover" initialFollowing={false} />));
    expect(button().disabled).toBe(false);
  });
});
