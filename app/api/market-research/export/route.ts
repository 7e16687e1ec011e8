import { withUser } from "@/lib/api/handler";
import { toCsv } from "@/lib/ui/csv";
import { getMarketResearchSelection } from "@/lib/data/market-research";
import { AppError } from "@/lib/server/errors";
import { MARKET_COLUMNS, MAX_EXPORT_ROWS, parseMarketResearchQuery } from "@/lib/market-research/market-research-query";
import { rowCells } from "@/lib/market-research/select-games";

export const dynamic = "force-dynamic";

/**
 * GET /api/market-research/export?<the page's query>: every game matching a market-research view (not only the page
 * shown) as CSV, in the view's sort order, with the view's columns and full-precision figures.
 */
export const GET = withUser("market-research", async (request) => {
  const { query, notes } = parseMarketResearchQuery(new URL(request.url).searchParams);
  if (notes.length > 0) throw new AppError("bad_request:market-research", notes[0].message, notes[0].param);
  const selection = await getMarketResearchSelection({ query });
  // Refused on the count, before the rows of a view of up to 100,000 games are listed.
  if (selection.matched > MAX_EXPORT_ROWS) {
    throw new AppError(
      "bad_request:market-research",
      `This view matches ${selection.matched} games; narrow the filters to export at most ${MAX_EXPORT_ROWS} rows at once.`,
      "filters",
    );
  }
  const labels = ["Title", ...query.columns.map((key) => MARKET_COLUMNS.find((column) => column.key === key)!.label)];
  const csv = toCsv(
    labels,
    selection.rows.map((row) => rowCells(row, query.columns)),
  );
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="market-research.csv"`,
      "cache-control": "no-store",
      "x-total-count": String(selection.matched),
    },
  });
});
