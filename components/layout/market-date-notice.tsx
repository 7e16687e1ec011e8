import { getMarketDate } from "@/lib/data/market-date";
import { formatDay } from "@/lib/ui/format";
import { texts } from "@/lib/ui/texts";

/**
 * Above every signed-in screen when the market data ends before yesterday (an import as of an earlier day): which
 * day the figures are as of, so a window counted back from it is not read as zeros of today.
 */
export async function MarketDateNotice() {
  const marketDate = await getMarketDate().catch(() => null);
  if (!marketDate?.stale || !marketDate.latestDay) return null;
  return (
    <p
      role="status"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      {texts.marketDate.notice(formatDay(marketDate.latestDay))}
    </p>
  );
}
