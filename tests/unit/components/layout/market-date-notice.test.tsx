/** @jest-environment jsdom */
// The notice above the signed-in screens: shown only when the market data ends before yesterday, naming its day.
import { render, screen } from "@testing-library/react";
import { MarketDateNotice } from "@/components/layout/market-date-notice";
import { getMarketDate, type MarketDate } from "@/lib/data/market-date";

jest.mock("server-only", () => ({}));
jest.mock("@/lib/data/market-date", () => ({ getMarketDate: jest.fn() }));
const marketDate = getMarketDate as jest.MockedFunction<typeof getMarketDate>;

async function renderNotice(date: MarketDate | Error) {
  if (date instanceof Error) marketDate.mockRejectedValueOnce(date);
  else marketDate.mockResolvedValueOnce(date);
  const element = await MarketDateNotice();
  return render(<>{element}</>);
}

describe("MarketDateNotice", () => {
  it("says which day the figures are as of when the data ends before yesterday (an import as of Aug 15, 2023)", async () => {
    await renderNotice({ today: "2023-08-15", latestDay: "2023-08-14", stale: true, monthOfHistory: false, historyStart: "2023-08-14" });
    expect(screen.getByRole("status")).toHaveTextContent(
      'Market data as of Aug 14, 2023, the latest day in the data: "yesterday", "the last 30 days" and "upcoming" count from it.',
    );
  });

  it("shows nothing on current data, on an empty database, or when the date cannot be read", async () => {
    const { container: current } = await renderNotice({ today: "2026-11-25", latestDay: "2026-11-24", stale: false, monthOfHistory: true, historyStart: null });
    expect(current).toBeEmptyDOMElement();
    const { container: empty } = await renderNotice({ today: "2026-11-25", latestDay: null, stale: false, monthOfHistory: false, historyStart: null });
    expect(empty).toBeEmptyDOMElement();
    const { container: failed } = await renderNotice(new Error("the database went away"));
    expect(failed).toBeEmptyDOMElement();
  });
});
