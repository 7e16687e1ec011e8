// Stage 3 of Lumos: a parsed query goes to one agent, with the reasoning the thinking panel shows
// ("Agent: ...", "Type: ...", specification 000 §4).
import { formatAnd } from "@/lib/ui/format";
import { GROUPING_LABELS, type ParsedQuery, type QueryType } from "./query-schema";

export const AGENTS: Record<QueryType, string> = {
  game_search: "Game Search Agent",
  game_profile: "Game Profile Agent",
  comparison: "Comparison Agent",
  similar_games: "Similar Games Agent",
  features_ranking: "Trends Agent",
  companies_ranking: "Companies Agent",
  market_stats: "Market Analysis Agent",
  upcoming_releases: "Upcoming Releases Agent",
  help: "Help Agent",
  out_of_scope: "Fallback Agent",
};

export interface RoutingDecision {
  selectedAgent: string;
  reasoning: string;
  queryType: QueryType;
}

export function routeQuery(parsed: ParsedQuery): RoutingDecision {
  const titles = [...parsed.entities.titles.include, ...parsed.eitherOr.filter((group) => group.role === "titles").flatMap((group) => group.options)].map(
    (ref) => ref.name,
  );
  const filters = countFilters(parsed);
  // "games like the top game of 2025": a search for the first game, then the games like it.
  const likeFirst = parsed.intent === "game_search" && parsed.issues.some((issue) => issue.code === "similar_to_ranked");
  let reasoning: string;
  switch (parsed.intent) {
    case "game_search":
      reasoning = likeFirst
        ? `The question asks for games like those leading ${filters > 0 ? `the games meeting ${filters} ${filters === 1 ? "filter" : "filters"}` : "every game"}.`
        : filters > 0
          ? `The question asks for games meeting ${filters} ${filters === 1 ? "filter" : "filters"}.`
          : "The question asks for games without a filter I could read; I list the most played.";
      break;
    case "game_profile":
      reasoning = `The question is about one game, ${titles[0]}${parsed.asks.length ? `, and asks for ${parsed.asks.map((ask) => ask.metric.replace(/_/g, " ")).join(", ")}` : ""}.`;
      break;
    case "comparison":
      reasoning = `The question compares ${titles.join(" and ")}.`;
      break;
    case "similar_games":
      reasoning = `The question asks for games like ${formatAnd(titles.slice(0, 5))}${titles.length > 1 ? " together" : ""}.`;
      break;
    case "features_ranking":
      reasoning = `The question ranks ${parsed.subject}${filters > 0 ? ` within games meeting ${filters} ${filters === 1 ? "filter" : "filters"}` : ""}.`;
      break;
    case "companies_ranking":
      reasoning = `The question ranks ${parsed.subject} by the games they ${parsed.subject === "publishers" ? "published" : parsed.subject === "developers" ? "developed" : "published or developed"}${filters > 0 ? ` among games meeting ${filters} ${filters === 1 ? "filter" : "filters"}` : ""}.`;
      break;
    case "market_stats": {
      const stats = parsed.stats;
      const how = !stats
        ? "a figure"
        : stats.aggregate === "count"
          ? "how many games"
          : stats.aggregate === "share"
            ? "a share"
            : stats.aggregate === "ratio"
              ? "two sets set against each other"
              : `the ${stats.aggregate === "percentile" ? `${stats.percentile ?? 50}th percentile` : stats.aggregate === "sum" ? "total" : stats.aggregate} ${stats.metric?.replace(/_/g, " ") ?? ""}`.trim();
      reasoning = `The question asks for ${how}${filters > 0 ? ` over the games meeting ${filters} ${filters === 1 ? "filter" : "filters"}` : " over every game"}${stats?.groupBy ? `, by ${GROUPING_LABELS[stats.groupBy]}` : ""}.`;
      break;
    }
    case "upcoming_releases":
      reasoning = "The question asks for games not released yet.";
      break;
    case "help":
      reasoning = "The question asks what Lumos can do.";
      break;
    default:
      reasoning = "Nothing in the question names a game, a company, a feature, a platform or a market figure.";
  }
  return { selectedAgent: AGENTS[likeFirst ? "similar_games" : parsed.intent], reasoning, queryType: parsed.intent };
}

/** Filters as the close-match rule counts them: one per entity, per "or" group, per number and the release window. */
export function countFilters(parsed: ParsedQuery): number {
  let count = parsed.filters.length + parsed.comparisons.length + parsed.eitherOr.length + (parsed.release ? 1 : 0);
  for (const [role, slot] of Object.entries(parsed.entities)) {
    if (role === "titles") continue;
    count += role === "gameTypes" && slot.include.length > 1 ? 1 : slot.include.length;
    count += slot.exclude.length;
  }
  return count;
}
