/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ResultsBlock } from "@/components/chat/results";
import { axisFormat, statsCsv } from "@/components/chat/stats-results";
import { apiFetchResponse } from "@/lib/client/fetcher";
import type { ResultsContent } from "@/lib/chat/reducer";
import type { StatsGroup, StatsSummary } from "@/lib/lumos/events";
import { renderInChat } from "./chat-harness";

// Their game and feature links navigate through the app router.
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }) }));

jest.mock("next-auth/react", () => ({ useSession: () => ({ data: { user: { id: "user-1" } }, status: "authenticated" }) }));
jest.mock("@/lib/client/fetcher", () => ({
  ...jest.requireActual("@/lib/client/fetcher"),
  apiFetchResponse: jest.fn(() => new Promise(() => {})),
  apiGet: jest.fn(() => new Promise(() => {})),
}));
// jsdom draws no canvas: the charts keep their ChartPlaceholder wrapper and its text summary, which is what is checked here.
jest.mock("@/components/charts/line-chart-canvas", () => ({ __esModule: true, default: () => null }));
jest.mock("@/components/charts/bar-chart-canvas", () => ({ __esModule: true, default: () => null }));
const stream = apiFetchResponse as jest.MockedFunction<typeof apiFetchResponse>;

const summary = (extra: Partial<StatsSummary> = {}): StatsSummary => ({
  aggregate: "median",
  metric: "revenue",
  label: "Median revenue",
  value: 1_234_567,
  formatted: "$1.2M",
  unit: "usd",
  games: 13,
  missing: 0,
  groupBy: null,
  chart: null,
  filters: "Roguelike (genre) · released in 2023",
  marketResearchHref: "/market-research-page?datapoint=released&release=days_2023-01-01_2023-12-31",
  notCarried: ["Roguelike (genre)"],
  listQuestion: "roguelike games released in 2023",
  ...extra,
});
const all: StatsGroup = { key: "all", label: "All 13 games", games: 13, value: 1_234_567, formatted: "$1.2M", low: 310_000, high: 4_100_000 };
const content = (stats: StatsSummary, data: StatsGroup[]): Extract<ResultsContent, { type: "stats" }> => ({
  type: "stats",
  matchType: "perfect",
  matchCount: data.length,
  data,
  stats,
  header: "Here's what I found! ✨ (Market Figures) ✨",
  subtitle: "",
});

/** Renders the answer and lets the chart's lazily loaded canvas arrive. */
async function renderChartedAnswer(answer: Extract<ResultsContent, { type: "stats" }>) {
  renderAnswer(answer);
  await act(async () => {});
}
function renderAnswer(answer: Extract<ResultsContent, { type: "stats" }>, complete = true) {
  return renderInChat(
    <ResultsBlock messageId="m1" content={answer} complete={complete} closeOnly={false} question="median revenue of roguelikes released in 2023" />,
  );
}
/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const cells = (row: HTMLElement) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent?.trim());

beforeEach(() => stream.mockClear());

describe("a market-statistics answer in the chat", () => {
  it("shows the figure first with its label and the games counted, then the group with its middle half", () => {
    renderAnswer(content(summary(), [all]));
    const figure = screen.getByTestId("chat-stats-figure");
    expect(within(figure).getByTestId("chat-stats-value")).toHaveTextContent("$1.2M");
    expect(figure).toHaveTextContent("Median revenue");
    expect(figure).toHaveTextContent("13 games counted");
    expect(screen.queryByTestId("chat-stats-missing")).toBeNull();
    expect(screen.getByTestId("chat-stats-filters")).toHaveTextContent("Filters: Roguelike (genre) · released in 2023");
    const table = screen.getByRole("table", { name: "Median revenue by group" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Group", "Games", "Median revenue"]);
    expect(cells(within(table).getAllByTestId("chat-stats-row")[0])).toEqual(["All 13 games", "13", "$1.2MMiddle half: $310K–$4.10M"]);
    expect(screen.getByText("The range under a median is the middle half of its games' figures.")).toBeInTheDocument();
  });

  it("says how many games were left out for having no figure", () => {
    renderAnswer(content(summary({ games: 13, missing: 2 }), [{ ...all, games: 11, label: "All 11 games" }]));
    expect(screen.getByTestId("chat-stats-figure")).toHaveTextContent("11 games counted · 2 left out: no figure");
  });

  it("draws a breakdown by year as a line, with its figures said for screen readers, and the years as rows in order", async () => {
    const years: StatsGroup[] = [
      { key: "2022", label: "2022", games: 40, value: 800_000, formatted: "$800K" },
      { key: "2023", label: "2023", games: 52, value: null, formatted: "-" },
      { key: "2024", label: "2024", games: 61, value: 2_500_000, formatted: "$2.5M" },
    ];
    await renderChartedAnswer(content(summary({ aggregate: "sum", label: "Revenue", groupBy: "year", chart: "line" }), years));
    expect(screen.getAllByTestId("chat-stats-row").map(cells)).toEqual([
      ["2022", "40", "$800K"],
      ["2023", "52", "-"],
      ["2024", "61", "$2.5M"],
    ]);
    expect(screen.getAllByRole("columnheader")[0]).toHaveTextContent("Year");
    expect(screen.getByTestId("chat-stats-chart")).toHaveAttribute("data-chart", "line");
    expect(screen.getByText("Revenue by year: 2022 $800K, 2023 -, 2024 $2.5M.")).toHaveClass("sr-only");
  });

  it("counts games by platform in one column, and draws the platforms as bars", async () => {
    const platforms: StatsGroup[] = [
      { key: "6", label: "Windows", games: 900, value: 900, formatted: "900" },
      { key: "48", label: "PlayStation 5", games: 120, value: 120, formatted: "120" },
      { key: "other", label: "Other", games: 30, value: 30, formatted: "30" },
    ];
    await renderChartedAnswer(
      content(summary({ aggregate: "count", metric: null, label: "Games", unit: "count", groupBy: "platform", chart: "bar", notCarried: [] }), platforms),
    );
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["Platform", "Games"]);
    expect(screen.getAllByTestId("chat-stats-row").map(cells)).toEqual([
      ["Windows", "900"],
      ["PlayStation 5", "120"],
      ["Other", "30"],
    ]);
    expect(screen.getByTestId("chat-stats-chart")).toHaveAttribute("data-chart", "bar");
    expect(screen.getByText("Games by platform: Windows 900, PlayStation 5 120, Other 30.")).toBeInTheDocument();
  });

  it("sets two sets compared without a figure side by side on the figures the answer gives, not their games twice", async () => {
    const beside = (revenue: number, sentiment: number) => [
      { label: "Total revenue", value: revenue, formatted: `$${revenue / 1e9}B` },
      { label: "Average sentiment", value: sentiment, formatted: `${sentiment.toFixed(1)}%` },
    ];
    const sets: StatsGroup[] = [
      { key: "first", label: "By Valve", games: 32, value: 32, formatted: "32", figures: beside(2.74e9, 90.6) },
      { key: "second", label: "By Ubisoft", games: 34, value: 34, formatted: "34", figures: beside(1.43e9, 82.2) },
    ];
    const ratio = summary({
      aggregate: "ratio",
      metric: null,
      label: "Number of games, first ÷ second",
      unit: "number",
      value: 32 / 34,
      formatted: "0.94×",
      chart: "bar",
    });
    await renderChartedAnswer(content(ratio, sets));
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["Group", "Games", "Total revenue", "Average sentiment"]);
    expect(screen.getAllByTestId("chat-stats-row").map(cells)).toEqual([
      ["By Valve", "32", "$2.74B", "90.6%"],
      ["By Ubisoft", "34", "$1.43B", "82.2%"],
    ]);
    expect(statsCsv(ratio, sets).csv).toBe("Group,Games,Total revenue,Average sentiment\r\nBy Valve,32,2740000000,90.6\r\nBy Ubisoft,34,1430000000,82.2\r\n");
  });

  it("links to market research, says the filters it cannot carry, and asks for the counted games as a list", async () => {
    renderAnswer(content(summary(), [all]));
    const link = screen.getByRole("link", { name: "Open in market research" });
    expect(link).toHaveAttribute("href", "/market-research-page?datapoint=released&release=days_2023-01-01_2023-12-31");
    expect(link).toHaveAccessibleDescription("Market research cannot filter by: Roguelike (genre)");
    const list = screen.getByRole("button", { name: "List these games" });
    fireEvent.click(list);
    await waitFor(() => expect(stream).toHaveBeenCalledTimes(1));
    expect(stream.mock.calls[0][1]).toMatchObject({ json: { message: "roguelike games released in 2023" } });
    expect(list).toBeDisabled();
  });

  it("says nothing about filters market research cannot carry when it carries them all", () => {
    renderAnswer(content(summary({ notCarried: [] }), [all]));
    expect(screen.queryByTestId("chat-stats-not-carried")).toBeNull();
    expect(screen.getByRole("link", { name: "Open in market research" })).not.toHaveAccessibleDescription();
  });

  it("shows the figure and the groups while they stream, the header and the download once complete", () => {
    const streaming = renderAnswer(content(summary(), [all]), false);
    expect(screen.getByTestId("chat-stats-value")).toHaveTextContent("$1.2M");
    expect(screen.getAllByTestId("chat-stats-row")).toHaveLength(1);
    expect(screen.queryByTestId("chat-results-header")).toBeNull();
    expect(screen.queryByRole("button", { name: "Download CSV" })).toBeNull();
    streaming.unmount();
    renderAnswer(content(summary(), [all]), true);
    expect(screen.getByTestId("chat-results-header")).toHaveTextContent("Here's what I found! ✨ (Market Figures) ✨");
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeInTheDocument();
  });

  it("downloads the groups as CSV named after the figure", async () => {
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), "blob:stats"), revokeObjectURL: () => {} });
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    renderAnswer(content(summary(), [all]));
    fireEvent.click(screen.getByRole("button", { name: "Download CSV" }));
    expect(downloads).toEqual(["median-revenue.csv"]);
    expect(await act(() => textOf(blobs[0]))).toBe("Group,Games,Median revenue (USD)\r\nAll 13 games,13,1234567\r\n");
    click.mockRestore();
  });
});

describe("the CSV of a market-statistics answer", () => {
  it("writes one line per group with the exact figures, the unit in the header, and quotes what needs quoting", () => {
    const groups: StatsGroup[] = [
      { key: "3", label: 'Sixfold "Big", Interactive', games: 12, value: 5_400_000.5, formatted: "$5.4M" },
      { key: "4", label: "=Lowtide", games: 3, value: null, formatted: "-" },
      { key: "other", label: "Other", games: 40, value: 810_000, formatted: "$810K" },
    ];
    const { csv, fileName } = statsCsv(summary({ aggregate: "sum", label: "Revenue", groupBy: "publisher", chart: "bar" }), groups);
    expect(csv).toBe(["Publisher,Games,Revenue (USD)", '"Sixfold ""Big"", Interactive",12,5400000.5', "'=Lowtide,3,", "Other,40,810000", ""].join("\r\n"));
    expect(fileName).toBe("revenue-by-publisher.csv");
  });

  it("names a breakdown by the months of the year in words, in its header and its file", () => {
    const { csv, fileName } = statsCsv(summary({ aggregate: "median", label: "Median revenue", groupBy: "monthOfYear", chart: "bar" }), [
      { key: "01", label: "January", games: 4, value: 120_000, formatted: "$120K" },
      { key: "02", label: "February", games: 0, value: null, formatted: "-" },
    ]);
    expect(csv).toBe("Month of the year,Games,Median revenue (USD)\r\nJanuary,4,120000\r\nFebruary,0,\r\n");
    expect(fileName).toBe("median-revenue-by-month-of-the-year.csv");
  });

  it("writes a share in percent, and a count as its games alone", () => {
    const share = statsCsv(summary({ aggregate: "share", metric: null, label: "Share", unit: "percent" }), [
      { key: "part", label: "Free to play", games: 235, value: 23.5, formatted: "23.5%" },
      { key: "rest", label: "Others", games: 765, value: 76.5, formatted: "76.5%" },
    ]);
    expect(share.csv).toBe("Group,Games,Share (%)\r\nFree to play,235,23.5\r\nOthers,765,76.5\r\n");
    const count = statsCsv(summary({ aggregate: "count", metric: null, label: "Games", unit: "count", groupBy: "platform" }), [
      { key: "6", label: "Windows", games: 900, value: 900, formatted: "900" },
    ]);
    expect(count.csv).toBe("Platform,Games\r\nWindows,900\r\n");
  });
});

describe("the chart axis of a market-statistics answer", () => {
  it.each([
    ["count", [3, 1200], "compact"],
    ["percent", [23.5, 76.5], "percent"],
    ["usd", [4.99, 19.99], "arpu"],
    ["usd", [1_500, 80_000], "usd"],
    ["usd", [250_000, 4_100_000], "revenue"],
    ["number", [2.5, 14.2], "score"],
    ["number", [1_200, 80_000], "compact"],
  ] as const)("writes %s figures like %j as %s", (unit, values, format) => {
    expect(axisFormat(unit, values)).toBe(format);
  });
});
