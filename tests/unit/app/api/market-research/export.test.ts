// GET /api/market-research/export refuses a view of more games than one export holds from the view's count, before
// the rows of up to 100,000 games are listed; a view within the limit answers every row.
import { GET } from "@/app/api/market-research/export/route";
import { getMarketResearchSelection } from "@/lib/data/market-research";
import { MAX_EXPORT_ROWS } from "@/lib/market-research/market-research-query";
import type { MarketResearchRow, MarketResearchSelection } from "@/lib/market-research/select-games";

jest.mock("server-only", () => ({}));
jest.mock("@/lib/auth/guard", () => ({
  assertSameOrigin: jest.fn(),
  requireUser: jest.fn(async () => ({ id: "00000000-0000-4000-8000-000000000001", role: "user" })),
  requireAdmin: jest.fn(),
}));
jest.mock("@/lib/data/market-research", () => ({ getMarketResearchSelection: jest.fn() }));
const selectionOf = getMarketResearchSelection as jest.MockedFunction<typeof getMarketResearchSelection>;

/** A selection of `matched` games whose rows, when read, are `rows` (or a failure, for a view too large to list). */
function selection(matched: number, rows: () => readonly MarketResearchRow[]): MarketResearchSelection {
  return {
    get rows() {
      return rows();
    },
    matched,
  } as unknown as MarketResearchSelection;
}

const call = (search: string) => GET(new Request(`http://127.0.0.1:3000/api/market-research/export${search}`));

describe("GET /api/market-research/export", () => {
  it("answers 400 naming the filters for a view of more games than one export holds, without listing its rows", async () => {
    selectionOf.mockResolvedValueOnce(
      selection(MAX_EXPORT_ROWS + 1, () => {
        throw new Error("the rows of a view too large to export were listed");
      }),
    );
    const response = await call("");
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.field).toBe("filters");
    expect(error.message).toBe(`This view matches ${MAX_EXPORT_ROWS + 1} games; narrow the filters to export at most ${MAX_EXPORT_ROWS} rows at once.`);
  });

  it("answers every row of a view within the limit, with its count", async () => {
    const rows = [
      { title: "Alpha", release_date: "2024-03-01" },
      { title: "Beta, the sequel", release_date: null },
    ] as unknown as MarketResearchRow[];
    selectionOf.mockResolvedValueOnce(selection(rows.length, () => rows));
    const response = await call("?cols=release_date");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-total-count")).toBe("2");
    expect((await response.text()).trimEnd().split("\r\n")).toEqual(["Title,Release date", "Alpha,2024-03-01", '"Beta, the sequel",']);
  });
});
