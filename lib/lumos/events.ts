// The stream protocol of Lumos, written once and shared by the server (which validates what it sends) and the
// browser (which validates what it reads). Specification 000 §3 and §4: lines are `data: <json>`; partial events
// carry thinking steps, routing, the five search-trace steps, text and result rows; the complete event carries
// the final results message. Documented in docs/lumos.md.
import { z } from "zod";
import { AGGREGATES, GROUPINGS, METRICS, QUERY_TYPES } from "./query-schema";

export const ThinkingStepSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  status: z.enum(["active", "completed"]),
});
export type ThinkingStep = z.infer<typeof ThinkingStepSchema>;

export const RoutingSchema = z.object({
  selectedAgent: z.string().min(1),
  reasoning: z.string(),
  queryType: z.enum(QUERY_TYPES),
});
export type Routing = z.infer<typeof RoutingSchema>;

export const SEARCH_TRACE_STEPS = ["Parsed", "Filters", "Pipeline", "Ranking", "Found"] as const;
export const SearchTraceStepSchema = z.object({ step: z.enum(SEARCH_TRACE_STEPS), detail: z.string() });
export type SearchTraceStep = z.infer<typeof SearchTraceStepSchema>;

/** Specification 000 §3 "Search trace: parsed, filters, pipeline, ranking, found". */
export const SearchTraceSchema = z.object({
  parsed: z.string(),
  filters: z.string(),
  pipeline: z.string(),
  ranking: z.string(),
  found: z.string(),
});
export type SearchTrace = z.infer<typeof SearchTraceSchema>;

export const PLAYER_COUNT_STATUSES = ["increased", "decreased", "equal", "-"] as const;

/** Specification 000 §3 "Result game row". */
export const GameRowSchema = z.object({
  game_id: z.number().int(),
  gameName: z.string(),
  developers: z.array(z.object({ name: z.string() })),
  coverUrl: z.string(),
  box_art_url: z.string(),
  releasedDate: z.string().nullable(),
  descriptiveGenres: z.array(z.string()),
  /** Peak players in the last month; null for a game without player counts on record (no figure, shown as "-"). */
  player_count: z.number().nullable(),
  playerCountStatus: z.enum(PLAYER_COUNT_STATUSES),
  revenue: z.number().nullable(),
  platform: z.string(),
  arpu: z.number().nullable(),
  publisher: z.string(),
  /** Why the row is here: the filters it meets, or for a close match the one it misses and by how much. */
  match_reasoning: z.string(),
  /**
   * The figures the question filtered or ranked by that the table has no column for (revenue, copies sold…),
   * formatted, in the same order on every row: the results table shows each as a column.
   */
  figures: z.array(z.object({ metric: z.string(), label: z.string(), value: z.string() })).optional(),
});
export type GameRow = z.infer<typeof GameRowSchema>;

/** Specification 000 §3 "Result theme row". */
export const ThemeRowSchema = z.object({
  theme_id: z.number().int(),
  themeName: z.string(),
  player_count: z.number(),
  arpu: z.number().nullable(),
  platform: z.string(),
  publisher: z.string(),
  growth: z.number().nullable(),
  /** Share of the games in scope that carry the theme, in percent. */
  popularity: z.number(),
  /** The figure the ranking is by, when the row has no column for it ("revenue $2.1B"), over the theme's games. */
  figure: z.object({ label: z.string(), value: z.string() }).optional(),
  match_reasoning: z.string(),
});
export type ThemeRow = z.infer<typeof ThemeRowSchema>;

/** Specification 000 §3 "Result feature row". */
export const FeatureRowSchema = z.object({
  feature_id: z.number().int(),
  featureName: z.string(),
  player_count: z.number(),
  total_players: z.number(),
  arpu: z.number().nullable(),
  sentiment: z.number().nullable(),
  growth: z.number().nullable(),
  platform: z.string(),
  publisher: z.string(),
  /** As a theme row's. */
  figure: z.object({ label: z.string(), value: z.string() }).optional(),
  match_reasoning: z.string(),
});
export type FeatureRow = z.infer<typeof FeatureRowSchema>;

/** A publisher, developer or company of a ranking of companies: its games among those meeting the question's filters. */
export const CompanyRowSchema = z.object({
  company_id: z.number().int(),
  companyName: z.string(),
  /** How many of the games in scope it published or developed. */
  games: z.number().int().min(0),
  /** Summed over those games: peak players in the last month and lifetime revenue. */
  player_count: z.number(),
  revenue: z.number().nullable(),
  /** The figure the ranking is by, when it is neither games, players nor revenue ("ARPU $2.10", "sentiment 81.0%"). */
  figure: z.object({ label: z.string(), value: z.string() }).optional(),
  /** Its biggest game in scope by players. */
  topGame: z.string(),
  match_reasoning: z.string(),
});
export type CompanyRow = z.infer<typeof CompanyRowSchema>;

/**
 * One group of a market-statistics answer: a release year or month, a platform, genre, theme or company, "Other" (the
 * counted games in none of the groups shown), or one of the two sets of a ratio; or the whole set when nothing is grouped.
 */
export const StatsGroupSchema = z.object({
  /** "2023", "2023-05", a platform / classification / company id, "other", "first" / "second", or "all". */
  key: z.string().min(1),
  label: z.string().min(1),
  /** Games counted in the group (those with a figure when one is taken). */
  games: z.number().int().min(0),
  /** The group's figure; null when none of its games has one. A year or month without games counts and sums to 0. */
  value: z.number().nullable(),
  /** The figure as the answer writes it ("$1.2M", "14", "23.5%"). */
  formatted: z.string(),
  /** For a median: the middle half of the group's figures runs from low to high. */
  low: z.number().optional(),
  high: z.number().optional(),
  /**
   * Figures set beside the group's own, the same ones in every group: two sets compared without a figure asked are
   * set side by side on total and median revenue, players and sentiment.
   */
  figures: z
    .array(z.object({ label: z.string().min(1), value: z.number().nullable(), formatted: z.string() }))
    .max(8)
    .optional(),
});
export type StatsGroup = z.infer<typeof StatsGroupSchema>;

/** The headline of a market-statistics answer: the figure, how it was taken, and which games were counted. */
export const StatsSummarySchema = z.object({
  aggregate: z.enum(AGGREGATES),
  metric: z.enum(METRICS).nullable(),
  percentile: z.number().optional(),
  /** How the figure reads as a column header ("Median revenue", "Games", "Share"). */
  label: z.string().min(1),
  value: z.number().nullable(),
  formatted: z.string(),
  /** How the figure is written, for chart axes and the CSV: a count, US dollars, a percentage or a plain number. */
  unit: z.enum(["count", "usd", "percent", "number"]),
  /** Games meeting the filters, and how many of them had no figure for the metric and were left out. */
  games: z.number().int().min(0),
  missing: z.number().int().min(0),
  groupBy: z.enum(GROUPINGS).nullable(),
  /** bar for named groups, line for years and months, null without groups. */
  chart: z.enum(["bar", "line"]).nullable(),
  /** The filters that chose the counted games, as the search trace writes them ("Roguelike (genre) · released in 2023"). */
  filters: z.string(),
  /** The market-research view with the filters it can show, and the filters it cannot (shown beside the link). */
  marketResearchHref: z.string(),
  notCarried: z.array(z.string()),
  /** The question that lists the counted games in the chat. */
  listQuestion: z.string(),
});
export type StatsSummary = z.infer<typeof StatsSummarySchema>;

export const RESULT_TYPES = ["games", "themes", "features", "companies", "stats"] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

/**
 * One filter of the question as the answer applied it, with the parts of the question it was read from: the chat
 * offers them as chips to switch off ("Pick criteria") and as fields to edit ("Fine-tune the search").
 */
export const CriterionSchema = z.object({
  label: z.string().min(1),
  spans: z.array(z.object({ start: z.number().int().min(0), end: z.number().int().min(0) })).min(1),
});
export type CriterionView = z.infer<typeof CriterionSchema>;

const resultsFields = {
  matchType: z.enum(["perfect", "close"]),
  matchCount: z.number().int().min(0),
  header: z.string(),
  subtitle: z.string(),
  criteriaText: z.string(),
  criteria: z.array(CriterionSchema).optional(),
};

/** Specification 000 §3 "Results message: type, data, matchType, matchCount, header, subtitle, criteriaText". */
export const ResultsMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("games"), data: z.array(GameRowSchema), ...resultsFields }),
  z.object({ type: z.literal("themes"), data: z.array(ThemeRowSchema), ...resultsFields }),
  z.object({ type: z.literal("features"), data: z.array(FeatureRowSchema), ...resultsFields }),
  z.object({ type: z.literal("companies"), data: z.array(CompanyRowSchema), ...resultsFields }),
  z.object({ type: z.literal("stats"), data: z.array(StatsGroupSchema), stats: StatsSummarySchema, ...resultsFields }),
]);
export type ResultsMessage = z.infer<typeof ResultsMessageSchema>;

/** Specification 000 §3 "Metadata card: header, publisher, platform, players, arpu". */
export const MetadataCardSchema = z.object({
  header: z.string(),
  publisher: z.string(),
  platform: z.string(),
  /** null for a game without player counts on record. */
  players: z.number().nullable(),
  arpu: z.number().nullable(),
});
export type MetadataCard = z.infer<typeof MetadataCardSchema>;

const partial = <K extends string, S extends z.ZodRawShape>(kind: K, shape: S) => z.object({ type: z.literal("partial"), kind: z.literal(kind), ...shape });

export const PartialEventSchema = z.discriminatedUnion("kind", [
  /** The conversation the answer is stored in (sent once it exists, before any answer content). */
  partial("conversation", { conversation_id: z.string().uuid() }),
  partial("thinking", { step: ThinkingStepSchema }),
  partial("routing", { routing: RoutingSchema }),
  partial("search_trace", { trace: SearchTraceStepSchema }),
  /** The whole answer text so far: it replaces the previous text, so the browser keeps one text message. */
  partial("text", { text: z.string() }),
  partial("metadata", { card: MetadataCardSchema }),
  /** Game rows, to be merged into one results message by new game_id only; theme and feature rows likewise by id. */
  partial("games", { matchType: z.enum(["perfect", "close"]), rows: z.array(GameRowSchema) }),
  partial("themes", { matchType: z.enum(["perfect", "close"]), rows: z.array(ThemeRowSchema) }),
  partial("features", { matchType: z.enum(["perfect", "close"]), rows: z.array(FeatureRowSchema) }),
  partial("companies", { matchType: z.enum(["perfect", "close"]), rows: z.array(CompanyRowSchema) }),
  /** A market-statistics answer: its headline with the first groups, then further groups (merged by key). */
  partial("stats", { stats: StatsSummarySchema, rows: z.array(StatsGroupSchema) }),
]);
export type PartialEvent = z.infer<typeof PartialEventSchema>;

/** A question the answer offers to ask next, as a button: the same question with a name Lumos could place. */
export const FollowUpSchema = z.object({ label: z.string().min(1), question: z.string().min(1) });
export type FollowUp = z.infer<typeof FollowUpSchema>;

export const CompleteEventSchema = z.object({
  type: z.enum(["complete", "done"]),
  conversation_id: z.string().uuid().nullable(),
  message_id: z.string().uuid().nullable(),
  text: z.string(),
  /** The final results message: perfect matches when there are any, otherwise close matches; null without rows. */
  results: ResultsMessageSchema.nullable(),
  /** Close matches shown after fewer perfect matches than asked for; null otherwise. */
  closeResults: ResultsMessageSchema.nullable(),
  metadata: MetadataCardSchema.nullable(),
  /** Questions offered as buttons (the names an unplaced name may stand for); absent or empty for most answers. */
  followUps: z.array(FollowUpSchema).optional(),
  routing: RoutingSchema,
  searchTrace: SearchTraceSchema.nullable(),
  processing_time_ms: z.number().int().min(0),
});
export type CompleteEvent = z.infer<typeof CompleteEventSchema>;

export const ErrorEventSchema = z.object({
  type: z.literal("error"),
  /** A text of the specification's error catalogue ('Generation stopped by user.', 'Error while searching'). */
  message: z.string(),
  code: z.enum(["stopped", "failed"]),
  conversation_id: z.string().uuid().nullable(),
});
export type ErrorEvent = z.infer<typeof ErrorEventSchema>;

export const StreamEventSchema = z.union([PartialEventSchema, CompleteEventSchema, ErrorEventSchema]);
export type StreamEvent = z.infer<typeof StreamEventSchema>;

/** One event as a line of the stream. */
export function encodeEvent(event: StreamEvent): string {
  return `data: ${JSON.stringify(StreamEventSchema.parse(event))}\n\n`;
}

/**
 * Reads events out of a growing text buffer: returns the events of every complete line and the unfinished rest.
 * Lines that are not `data: <json>` of a known event are ignored (specification 000 §4).
 */
export function decodeEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const lines = buffer.split("\n");
  const rest = lines.pop() ?? "";
  const events: StreamEvent[] = [];
  for (const line of lines) {
    if (!line.startsWith("data: ")) continue;
    let json: unknown;
    try {
      json = JSON.parse(line.slice(6));
    } catch {
      continue;
    }
    const parsed = StreamEventSchema.safeParse(json);
    if (parsed.success) events.push(parsed.data);
  }
  return { events, rest };
}
