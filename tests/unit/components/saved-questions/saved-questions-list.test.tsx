/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SavedQuestionsList } from "@/components/saved-questions/saved-questions-list";
import { ApiError, apiFetch } from "@/lib/client/fetcher";

jest.mock("@/lib/client/fetcher", () => {
  const { ApiError } = jest.requireActual("@/lib/client/api-error");
  return { apiFetch: jest.fn(), ApiError };
});
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => "/user-dashboard-page",
  useSearchParams: () => new URLSearchParams(),
}));
const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;

const report = {
  total: 12,
  previous_total: 11,
  since: "2026-11-20T10:00:00.000Z",
  tracked: true,
  new_count: 2,
  left_count: 1,
  new_games: [
    { game_id: 5, title: "Sunken Isle", detail: "Reviews 1.5K (reviews over 1K)" },
    { game_id: 6, title: "Dune Riders", detail: "Reviews 1.1K (reviews over 1K)" },
  ],
  left_games: [{ game_id: 9, title: "Old Racer", detail: "Reviews 900, was 1.1K (reviews over 1K)" }],
  top: [{ game_id: 5, title: "Sunken Isle", figures: ["Reviews 1.5K"] }],
};
const item = {
  id: "0b6c7c1e-8f1b-4a53-9d45-6c1e0f2b9a10",
  name: "Well reviewed racers",
  question: "racing games with more than 1k reviews",
  digest: false,
  created_at: "2026-11-20T10:00:00.000Z",
  seen_at: "2026-11-20T10:00:00.000Z",
  report,
  problem: null,
};

beforeEach(() => apiFetchMock.mockReset());

describe("SavedQuestionsList", () => {
  it("shows what entered and left since the user last looked, and marking it seen shows the server's new report", async () => {
    apiFetchMock.mockResolvedValue({
      saved_question: {
        ...item,
        seen_at: "2026-11-25T10:00:00.000Z",
        report: { ...report, previous_total: 12, new_count: 0, left_count: 0, new_games: [], left_games: [] },
      },
    });
    render(<SavedQuestionsList initial={[item]} />);
    expect(screen.getByTestId("saved-question-changes")).toHaveTextContent("11 → 12 games · 2 new, 1 left");
    expect(
      within(screen.getByTestId("saved-question-new"))
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/game-breakdown-page?id=5", "/game-breakdown-page?id=6"]);
    expect(screen.getByTestId("saved-question-left")).toHaveTextContent("Old Racer · Reviews 900, was 1.1K (reviews over 1K)");
    await userEvent.setup().click(screen.getByTestId("saved-question-seen"));
    expect(apiFetchMock).toHaveBeenCalledWith(`/saved-questions/${item.id}/seen`, { method: "POST" });
    expect(await screen.findByTestId("saved-question-unchanged")).toHaveTextContent("No change since you last looked.");
    expect(screen.queryByTestId("saved-question-seen")).toBeNull();
  });

  it("ticks the daily digest at once and unticks it with the server's reason when refused", async () => {
    let refuse!: () => void;
    apiFetchMock.mockImplementation(
      () =>
        new Promise(
          (_, reject) =>
            (refuse = () =>
              reject(new ApiError("unavailable:saved-questions", "Lumos is temporarily unavailable. Please try again in a moment.", undefined, 503))),
        ),
    );
    render(<SavedQuestionsList initial={[item]} />);
    const box = screen.getByTestId("saved-question-digest") as HTMLInputElement;
    await userEvent.setup().click(box);
    expect(box.checked).toBe(true);
    expect(apiFetchMock).toHaveBeenCalledWith(`/saved-questions/${item.id}`, { method: "PATCH", json: { digest: true } });
    refuse();
    await screen.findByText("Lumos is temporarily unavailable. Please try again in a moment.");
    expect(box.checked).toBe(false);
  });

  it("renames from the server's answer, says why a name is refused, and deletes down to the empty state", async () => {
    const user = userEvent.setup();
    render(<SavedQuestionsList initial={[item]} />);
    apiFetchMock.mockRejectedValueOnce(new ApiError("bad_request:saved-questions", "name must not be empty", "name", 400));
    await user.click(screen.getByTestId("saved-question-rename"));
    await user.clear(screen.getByTestId("saved-question-name-input"));
    await user.type(screen.getByTestId("saved-question-name-input"), " ");
    await user.click(screen.getByTestId("saved-question-name-save"));
    expect(await screen.findByTestId("saved-question-error")).toHaveTextContent("name must not be empty");
    expect(screen.getByTestId("saved-question-name")).toHaveTextContent("Well reviewed racers");

    apiFetchMock.mockResolvedValueOnce({
      saved_question: { id: item.id, name: "Racers", question: item.question, digest: false, created_at: item.created_at, seen_at: item.seen_at },
    });
    await user.clear(screen.getByTestId("saved-question-name-input"));
    await user.type(screen.getByTestId("saved-question-name-input"), "Racers");
    await user.click(screen.getByTestId("saved-question-name-save"));
    expect(await screen.findByText("Racers")).toBeVisible();
    // The rename's answer carries no report: the one shown stays.
    expect(screen.getByTestId("saved-question-changes")).toBeVisible();

    jest.spyOn(window, "confirm").mockReturnValue(true);
    apiFetchMock.mockResolvedValueOnce({ id: item.id, deleted: true });
    await user.click(screen.getByTestId("saved-question-delete"));
    expect(window.confirm).toHaveBeenCalledWith('Delete the saved question "Racers"?');
    expect(await screen.findByTestId("saved-questions-empty")).toHaveTextContent("No saved questions yet");
  });
});
