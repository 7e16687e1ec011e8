/** @jest-environment jsdom */
// Market research's table is drawn in the browser from compact rows ([id, title, ...values]): what a researcher sees
// must be what the server-rendered table showed, each value under its column, formatted as that column says.
import { render, screen, within } from "@testing-library/react";
import { ResultsTable, type ResultRow } from "@/components/market-research/results-table";
import { ViewNavigationProvider } from "@/components/market-research/view-navigation";
import { DEFAULT_QUERY, type MarketResearchQuery } from "@/lib/market-research/market-research-query";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }) }));

const query: MarketResearchQuery = { ...DEFAULT_QUERY, columns: ["genre", "peak_players", "revenue", "growth"], sort: "revenue", direction: "desc" };
const rows: ResultRow[] = [
  [1063, "Sunken Isle Survivors", "Action", 1_417_569, 1_488_797_290.17, 7],
  [42, "Quiet Orchard", null, null, 12_500, -12.5],
];

function renderTable(page = 2, lastPage = 3) {
  render(
    <ViewNavigationProvider>
      <ResultsTable query={{ ...query, page }} rows={rows} page={page} lastPage={lastPage} from={26} to={27} total={57} notes={<p>notes under the table</p>} />
    </ViewNavigationProvider>,
  );
}

describe("ResultsTable", () => {
  it("shows each game as a link to its breakdown, with its values under their columns", () => {
    renderTable();
    const [first, second] = screen.getAllByTestId("market-row");
    expect(first).toHaveAttribute("data-game-id", "1063");
    expect(within(first).getByRole("link", { name: "Sunken Isle Survivors" })).toHaveAttribute("href", "/game-breakdown-page?id=1063");
    expect([...first.querySelectorAll("td")].map((cell) => cell.textContent)).toEqual(["Sunken Isle Survivors", "Action", "1.4M", "$1.49B", "+7.0%"]);
    expect([...second.querySelectorAll("td")].map((cell) => cell.textContent)).toEqual(["Quiet Orchard", "-", "-", "$12.5K", "-12.5%"]);
    expect(screen.getByText("notes under the table")).toBeInTheDocument();
  });

  it("marks the sorted column, and its header link turns the order around", () => {
    renderTable();
    const revenue = screen.getByTestId("sort-revenue");
    expect(revenue.closest("th")).toHaveAttribute("aria-sort", "descending");
    expect(revenue).toHaveAttribute("href", expect.stringContaining("dir=asc"));
    expect(screen.getByTestId("sort-genre").closest("th")).not.toHaveAttribute("aria-sort");
  });

  it("says which games of how many it shows, and links to the pages around this one", () => {
    renderTable();
    expect(screen.getByText(/^26–27 of 57 games\./)).toBeInTheDocument();
    expect(screen.getByTestId("page-status")).toHaveTextContent("Page 2 of 3");
    expect(screen.getByTestId("page-prev")).toHaveAttribute("href", expect.not.stringContaining("page="));
    expect(screen.getByTestId("page-next")).toHaveAttribute("href", expect.stringContaining("page=3"));
    expect(screen.getByTestId("export-all")).toHaveTextContent("Export all 57 (CSV)");
  });
});
