/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Recents } from "@/components/chat/recents";
import { ApiError, apiGet } from "@/lib/client/fetcher";
import { renderInChat } from "./chat-harness";

jest.mock("next-auth/react", () => ({ useSession: () => ({ data: { user: { id: "user-1" } }, status: "authenticated" }) }));
jest.mock("@/lib/client/fetcher", () => ({ ...jest.requireActual("@/lib/client/fetcher"), apiGet: jest.fn(), apiFetchResponse: jest.fn() }));
const get = apiGet as jest.MockedFunction<typeof apiGet>;

const LIST_PATH = "/api/assistant/users/user-1/conversations?limit=10&include_inactive=true";
const conversation = (id: string, title: string) => ({
  conversation_id: id,
  conversation_title: title,
  last_activity_at: "2026-11-20T10:00:00Z",
  message_count: 2,
});

beforeEach(() => get.mockReset());

describe("Recents", () => {
  it("says it is loading, then lists the user's ten latest conversations, long titles cut at 50 characters", async () => {
    const long = "Which roguelike deckbuilders released since 2020 earned more than $10M on Steam?";
    get.mockResolvedValue({ conversations: [conversation("c1", "racing games"), conversation("c2", long)] });
    renderInChat(<Recents />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading conversations…");
    const items = await screen.findAllByTestId("chat-recent");
    expect(items.map((item) => item.textContent)).toEqual(["racing games", `${long.slice(0, 47)}...`]);
    expect(get).toHaveBeenCalledWith(LIST_PATH);
  });

  it("says so when there is no conversation yet", async () => {
    get.mockResolvedValue({ conversations: [] });
    renderInChat(<Recents />);
    expect(await screen.findByText("No conversations yet.")).toBeInTheDocument();
  });

  it("says the list could not be loaded and reads it again on Retry", async () => {
    const user = userEvent.setup();
    get.mockRejectedValueOnce(new ApiError("unavailable:assistant", "down", undefined, 503));
    renderInChat(<Recents />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load your conversations.");
    get.mockResolvedValueOnce({ conversations: [conversation("c1", "racing games")] });
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByTestId("chat-recent")).toHaveTextContent("racing games");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("opens a conversation and moves it to the top", async () => {
    const user = userEvent.setup();
    get.mockImplementation(async (path: string) =>
      path === LIST_PATH ? { conversations: [conversation("c1", "first"), conversation("c2", "second")] } : { messages: [] },
    );
    renderInChat(<Recents />);
    await user.click(await screen.findByRole("button", { name: "second" }));
    await waitFor(() => expect(screen.getAllByTestId("chat-recent").map((item) => item.textContent)).toEqual(["second", "first"]));
    expect(screen.getByRole("button", { name: "second" })).toHaveAttribute("aria-current", "true");
    expect(get).toHaveBeenCalledWith("/api/assistant/conversations/c2/messages?limit=50&offset=0");
  });
});
