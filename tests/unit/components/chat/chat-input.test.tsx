/** @jest-environment jsdom */
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ChatInput } from "@/components/chat/chat-input";
import { apiFetchResponse } from "@/lib/client/fetcher";
import { INPUT_MAX_HEIGHT } from "@/lib/chat/input";
import { renderInChat } from "./chat-harness";

jest.mock("next-auth/react", () => ({ useSession: () => ({ data: { user: { id: "user-1" } }, status: "authenticated" }) }));
jest.mock("@/lib/client/fetcher", () => ({
  ...jest.requireActual("@/lib/client/fetcher"),
  apiFetchResponse: jest.fn(),
  apiGet: jest.fn(() => new Promise(() => {})),
}));
const stream = apiFetchResponse as jest.MockedFunction<typeof apiFetchResponse>;

/** A question that stays unanswered until the test ends it: the chat is busy meanwhile. */
function holdTheAnswer() {
  stream.mockImplementation(
    (_path, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
  );
}

beforeEach(() => {
  stream.mockReset();
  holdTheAnswer();
});

const box = () => screen.getByRole("textbox", { name: "Message to Lumos" });

describe("ChatInput", () => {
  it("keeps Send disabled until something other than spaces is typed", async () => {
    const user = userEvent.setup();
    renderInChat(<ChatInput placeholder="Ask Lumos" />);
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    await user.type(box(), "   ");
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    await user.type(box(), "racing games");
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
  });

  it("sends on Enter, empties the box and offers Stop while the answer comes", async () => {
    const user = userEvent.setup();
    renderInChat(<ChatInput placeholder="Ask Lumos" />);
    await user.type(box(), "top horror games{Enter}");
    expect(stream).toHaveBeenCalledTimes(1);
    expect(stream.mock.calls[0][0]).toBe("/api/assistant/chat/stream");
    expect(stream.mock.calls[0][1]).toMatchObject({ method: "POST", json: { message: "top horror games", user_id: "user-1", conversation_id: null } });
    expect(box()).toHaveValue("");
    const stop = await screen.findByRole("button", { name: "Stop" });
    await user.click(stop);
    expect(await screen.findByRole("button", { name: "Send" })).toBeDisabled();
  });

  it("adds a line on Shift+Enter instead of sending", async () => {
    const user = userEvent.setup();
    renderInChat(<ChatInput placeholder="Ask Lumos" />);
    await user.type(box(), "first line{Shift>}{Enter}{/Shift}second line");
    expect(box()).toHaveValue("first line\nsecond line");
    expect(stream).not.toHaveBeenCalled();
  });

  it("does not send a second question while the first is being answered", async () => {
    const user = userEvent.setup();
    renderInChat(<ChatInput placeholder="Ask Lumos" />);
    await user.type(box(), "one{Enter}");
    await user.type(box(), "two{Enter}");
    expect(stream).toHaveBeenCalledTimes(1);
    expect(box()).toHaveValue("two");
  });

  it("grows with its text up to 80 px, then scrolls", async () => {
    const user = userEvent.setup();
    renderInChat(<ChatInput placeholder="Ask Lumos" />);
    expect(INPUT_MAX_HEIGHT).toBe(80);
    // jsdom lays nothing out: the text's height is given as a browser would measure it.
    let measured = 40;
    Object.defineProperty(box(), "scrollHeight", { configurable: true, get: () => measured });
    await user.type(box(), "a");
    expect(box().style.height).toBe("40px");
    measured = 200;
    await act(async () => {
      await user.type(box(), "b");
    });
    expect(box().style.height).toBe("80px");
    expect(box()).toHaveStyle({ maxHeight: "80px" });
  });
});
