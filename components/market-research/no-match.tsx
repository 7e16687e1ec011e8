import { MARKET_RESEARCH_PATH } from "@/lib/market-research/market-research-query";
import { ViewLink } from "./view-navigation";

/** The look of market research's text links. */
export const LINK = "rounded font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300";

export const NO_MATCH = "No game matches these filters.";

/** What a section says when the view matches no game, with the way back to every game. */
export function NoMatch() {
  return (
    <div className="py-6 text-center" data-testid="market-empty">
      <p className="text-sm text-slate-600 dark:text-slate-400">{NO_MATCH}</p>
      <ViewLink href={MARKET_RESEARCH_PATH} className={`mt-2 inline-block text-sm ${LINK}`}>
        Reset filters
      </ViewLink>
    </div>
  );
}
