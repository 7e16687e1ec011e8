/** @jest-environment jsdom */
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FloatingChatbox } from "@/components/chat/floating-chatbox";
import { CHATBOX_STORAGE_KEY } from "@/lib/chat/storage";
import { renderInChat } from "./chat-harness";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock("next-auth/react", () => ({ useSession: () => ({ data: { user: { id: "user-1" } }, status: "authenticated" }) }));
jest.mock("@/lib/client/fetcher", () => ({
  ...jest.requireActual("@/lib/client/fetcher"),
  apiGet: jest.fn(() => new Promise(() => {})),
  apiFetchResponse: jest.fn(),
}));

/** The window the chatbox lives in. */
function windowOf(width: number, height: number) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
}

const chatbox = () => screen.getByRole("dialog", { name: "Lumos chat" });
const placed = () => {
  const { left, top, width, height } = chatbox().style;
  return { x: parseFloat(left), y: parseFloat(top), width: parseFloat(width), height: parseFloat(height) };
};
const saved = () => JSON.parse(window.localStorage.getItem(CHATBOX_STORAGE_KEY) ?? "null");

beforeEach(() => {
  window.localStorage.clear();
  windowOf(1440, 900);
});

describe("FloatingChatbox", () => {
  it("opens 420 × 600 just above the collapsed bar, its right edge on the bar's, when nothing was saved", () => {
    renderInChat(<FloatingChatbox onModeChange={() => {}} />);
    // The bar sits 20 px from the bottom-right corner: 368 wide, 36 high; the chatbox 8 px above it.
    expect(placed()).toEqual({ x: 1440 - 20 - 420, y: 900 - 20 - 36 - 8 - 600, width: 420, height: 600 });
  });

  it("reopens where it was saved, kept inside a smaller window", () => {
    window.localStorage.setItem(CHATBOX_STORAGE_KEY, JSON.stringify({ x: 900, y: 300, width: 700, height: 650 }));
    windowOf(1000, 700);
    renderInChat(<FloatingChatbox onModeChange={() => {}} />);
    // At most 80% of the window (800 × 560), at least 20 px from every edge.
    expect(placed()).toEqual({ x: 1000 - 20 - 700, y: 700 - 20 - 560, width: 700, height: 560 });
  });

  it("moves and resizes with the arrow keys and saves its box half a second after the last change", async () => {
    // The clock is the test's: on a busy machine real time between two keys can pass the half second on its own.
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderInChat(<FloatingChatbox onModeChange={() => {}} />);
      const start = placed();
      screen.getByRole("button", { name: "Move the chat (arrow keys)" }).focus();
      await user.keyboard("{ArrowLeft}");
      await waitFor(() => expect(placed().x).toBe(start.x - 10));
      await act(async () => jest.advanceTimersByTime(400));
      expect(saved()).toBeNull();
      // Resizing from the top-left corner keeps the bottom-right corner where it is.
      screen.getByRole("button", { name: "Resize the chat (arrow keys)" }).focus();
      await user.keyboard("{ArrowUp}");
      await waitFor(() => expect(placed()).toEqual({ x: start.x - 10, y: start.y - 10, width: 420, height: 610 }));
      // 800 ms after the first change but 400 after the last: nothing saved yet.
      await act(async () => jest.advanceTimersByTime(400));
      expect(saved()).toBeNull();
      await act(async () => jest.advanceTimersByTime(100));
      expect(saved()).toEqual({ x: start.x - 10, y: start.y - 10, width: 420, height: 610 });
    } finally {
      jest.useRealTimers();
    }
  });

  it("closes on Escape", async () => {
    const onModeChange = jest.fn();
    const user = userEvent.setup();
    renderInChat(<FloatingChatbox onModeChange={onModeChange} />);
    screen.getByRole("button", { name: "Move the chat (arrow keys)" }).focus();
    await user.keyboard("{Escape}");
    expect(onModeChange).toHaveBeenCalledWith("collapsed");
  });
});
