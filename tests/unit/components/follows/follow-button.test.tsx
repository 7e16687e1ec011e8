/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { FollowButton } from "@/components/follows/follow-button";
import { apiFetch } from "@/lib/client/fetcher";

jest.mock("@/lib/client/fetcher", () => ({ apiFetch: jest.fn() }));
const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;

const button = () => screen.getByTestId("follow-button");
const error = () => screen.getByTestId("follow-error").textContent;

beforeEach(() => apiFetchMock.mockReset());

describe("FollowButton", () => {
  it("follows at once and stays followed when the server agrees", async () => {
    let settle!: () => void;
    apiFetchMock.mockImplementation(() => new Promise((resolve) => (settle = () => resolve({ following: true }))));
    const user = userEvent.setup();
    render(<FollowButton gameId={7} title="Star Rover" initialFollowing={false} />);
    expect(button()).toHaveAttribute("aria-pressed", "false");
    expect(button()).toHaveTextContent("Follow");

    await user.click(button());
    // Optimistic: pressed before the server answered.
    expect(button()).toHaveAttribute("aria-pressed", "true");
    expect(button()).toHaveTextContent("Following");
    expect(apiFetchMock).toHaveBeenCalledWith("/follows/7", { method: "PUT" });
    settle();
    await screen.findByText("Following", { exact: false });
    expect(button()).toHaveAttribute("aria-pressed", "true");
    expect(error()).toBe("");
  });

  it("goes back and says so when the server refuses", async () => {
    apiFetchMock.mockRejectedValue(new Error("500"));
    const user = userEvent.setup();
    render(<FollowButton gameId={7} title="Star Rover" initialFollowing={true} />);
    await user.click(button());
    expect(apiFetchMock).toHaveBeenCalledWith("/follows/7", { method: "DELETE" });
    expect(button()).toHaveAttribute("aria-pressed", "true");
    expect(error()).toBe("Could not stop following this game. Please try again.");

    apiFetchMock.mockResolvedValue({ following: false });
    await user.click(button());
    expect(button()).toHaveAttribute("aria-pressed", "false");
    expect(error()).toBe("");
  });

  it("names the game it follows for screen readers", () => {
    render(<FollowButton gameId={7} title="Star Rover" initialFollowing={false} />);
    expect(screen.getByRole("button", { name: /Follow\s+Star Rover/ })).toBe(button());
  });

  it("is disabled in the server-rendered page, so a click before hydration is not silently lost", () => {
    const html = renderToString(<FollowButton gameId={7} title="Star Rover" initialFollowing={false} />);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="follow-button"/);
    render(<FollowButton gameId={7} title="Star Rover" initialFollowing={false} />);
    expect(button()).toBeEnabled();
  });
});
