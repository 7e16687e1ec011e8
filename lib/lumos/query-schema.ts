// The structured query Lumos understands a question as. The built-in parser produces it, an optional hosted
// model proposes it through the same schema, and the engine executes it. Shape and semantics: docs/lumos.md.
import { z } from "zod";
import { chatTexts } from "@/lib/ui/texts/chat";

/** The query types of the issue's routing step ("Routing: selectedAgent, reasoning, queryType", section 3). */
export const QUERY_TYPES = [
  "game_search",
  "game_profile",
  "comparison",
  "similar_games",
  "features_ranking",
  "companies_ranking",
  "market_stats",
  "upcoming_releases",
  "help",
  "out_of_scope",
] as const;
export type QueryType = (typeof QUERY_TYPES)[number];

/** Figures a number can be compared with; each maps to one column or series of the data domain (docs/lumos.md). */
export const METRICS = [
  "peak_players",
  "total_players",
  "launch_peak_players",
  "arpu",
  "revenue",
  "copies_sold",
  "price",
  "sentiment",
  "growth",
  "wishlists",
  "followers",
  "reviews",
  "positive_reviews",
  "negative_reviews",
] as const;
export type Metric = (typeof METRICS)[number];

/** Sorting also knows the release date and, for themes and features, how many games carry them. */
export const SORT_METRICS = [...METRICS, "release_date", "game_count"] as const;
export type SortMetric = (typeof SORT_METRICS)[number];

export const COMPARISON_OPS = ["gt", "gte", "lt", "lte", "between"] as const;
export type ComparisonOp = (typeof COMPARISON_OPS)[number];

export const NUMBER_UNITS = ["usd", "eur", "gbp", "percent"] as const;

/**
 * "series": the games whose titles begin with the same words ("Total War games"); "titleWords": the games whose titles
 * hold the words anywhere ("games with 'simulator' in the title"). Neither is a lexicon entry of its own; both go in
 * the series role, their id the words' key.
 */
export const ENTRY_KINDS = [
  "game",
  "series",
  "titleWords",
  "publisher",
  "developer",
  "company",
  "platform",
  "store",
  "classification",
  "developerSize",
  "gameType",
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export const STORE_KINDS = ["pc_store", "console_store", "mobile_store", "retail", "launcher"] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

/** Where each entity lands in a parsed query. "companies" holds a company named without a role it must play. */
export const ENTITY_ROLES = [
  "titles",
  "series",
  "publishers",
  "developers",
  "companies",
  "platforms",
  "stores",
  "classifications",
  "developerSizes",
  "gameTypes",
] as const;
export type EntityRole = (typeof ENTITY_ROLES)[number];

export const SUBJECTS = ["games", "themes", "features", "publishers", "developers", "companies"] as const;
export type Subject = (typeof SUBJECTS)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "an ISO day YYYY-MM-DD");

/** The part of the original question a slot was read from: text === question.slice(start, end). */
export const SpanSchema = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  text: z.string(),
});
export type Span = z.infer<typeof SpanSchema>;

export const EntityRefSchema = z.object({
  kind: z.enum(ENTRY_KINDS),
  /**
   * Numeric database id; a store kind ("pc_store") or a developer size ("Indie") for those vocabularies; for a series,
   * the normalised words its games' titles begin with ("total war").
   */
  id: z.union([z.number().int(), z.string().min(1)]),
  name: z.string().min(1),
  typeId: z.number().int().optional(),
  typeName: z.string().optional(),
  storeKind: z.enum(STORE_KINDS).optional(),
  match: z.enum(["exact", "fuzzy"]),
  /** Edits between what was typed and the lexicon key; 0 for exact matches. */
  distance: z.number().int().min(0),
  span: SpanSchema,
  /** Other readings of the same words, in the lexicon's order of preference (e.g. Horror the theme). */
  alternatives: z.array(
    z.object({
      kind: z.enum(ENTRY_KINDS),
      id: z.union([z.number().int(), z.string().min(1)]),
      name: z.string(),
      typeName: z.string().optional(),
    }),
  ),
});
export type EntityRef = z.infer<typeof EntityRefSchema>;

export const RoleSlotSchema = z.object({ include: z.array(EntityRefSchema), exclude: z.array(EntityRefSchema) });
export type RoleSlot = z.infer<typeof RoleSlotSchema>;

export const EntitiesSchema = z.object({
  titles: RoleSlotSchema,
  /**
   * Series: the games whose titles begin with the name ("Total War games"), the name as its titles write it; or, of
   * kind titleWords, the games whose titles hold the words anywhere, the words as typed.
   */
  series: RoleSlotSchema,
  publishers: RoleSlotSchema,
  developers: RoleSlotSchema,
  companies: RoleSlotSchema,
  platforms: RoleSlotSchema,
  stores: RoleSlotSchema,
  classifications: RoleSlotSchema,
  developerSizes: RoleSlotSchema,
  gameTypes: RoleSlotSchema,
});
export type Entities = z.infer<typeof EntitiesSchema>;

export const NumericFilterSchema = z
  .object({
    metric: z.enum(METRICS),
    op: z.enum(COMPARISON_OPS),
    value: z.number().finite(),
    value2: z.number().finite().optional(),
    unit: z.enum(NUMBER_UNITS).optional(),
    /** "around 10k" reads as between 9k and 11k and is marked approximate. */
    approximate: z.boolean().optional(),
    /** How the metric was found: a word next to the number, the unit ($ → price, % → sentiment) or the default. */
    metricFrom: z.enum(["word", "unit", "default"]),
    span: SpanSchema,
  })
  .refine((filter) => (filter.op === "between") === (filter.value2 !== undefined), {
    message: "value2 is given exactly when op is between",
  })
  .refine((filter) => filter.value2 === undefined || filter.value2 >= filter.value, {
    message: "between needs value <= value2",
  });
export type NumericFilter = z.infer<typeof NumericFilterSchema>;

/** "more followers than wishlists": one of a game's figures against another of its own, with no number. */
export const FigureComparisonSchema = z
  .object({
    metric: z.enum(METRICS),
    op: z.enum(["gt", "lt"]),
    than: z.enum(METRICS),
    span: SpanSchema,
  })
  .refine((comparison) => comparison.metric !== comparison.than, { message: "than is another figure than metric" });
export type FigureComparison = z.infer<typeof FigureComparisonSchema>;

export const ReleaseWindowSchema = z.object({
  /** Inclusive lower bound: released on or after this day. */
  after: isoDate.optional(),
  /** Exclusive upper bound: released before this day. */
  before: isoDate.optional(),
  year: z.number().int().optional(),
  quarter: z.object({ year: z.number().int(), quarter: z.number().int().min(1).max(4) }).optional(),
  month: z.object({ year: z.number().int(), month: z.number().int().min(1).max(12) }).optional(),
  relative: z
    .object({
      amount: z.number().int().positive(),
      unit: z.enum(["day", "week", "month", "year"]),
      direction: z.enum(["past", "next"]),
    })
    .optional(),
  /** Not released yet (a date after today, or no date at all). */
  upcoming: z.boolean().optional(),
  /** The release date is not announced. */
  tba: z.boolean().optional(),
  spans: z.array(SpanSchema),
});
export type ReleaseWindow = z.infer<typeof ReleaseWindowSchema>;

export const SortSchema = z.object({
  metric: z.enum(SORT_METRICS),
  direction: z.enum(["asc", "desc"]),
  /** "explicit" when the question asked for the order; "default" when "top 10" or "best" implied it. */
  source: z.enum(["explicit", "default"]),
  /**
   * A ranking of companies or features by the average of a figure over their games ("highest average revenue"), where
   * a figure that adds up would be summed.
   */
  average: z.boolean().optional(),
  span: SpanSchema.nullable(),
});
export type Sort = z.infer<typeof SortSchema>;

export const NegationSchema = z.object({
  cue: z.string(),
  span: SpanSchema,
  targets: z.array(z.object({ role: z.enum(ENTITY_ROLES), id: z.union([z.number().int(), z.string()]), name: z.string() })),
});

export const EitherOrSchema = z.object({
  role: z.enum(ENTITY_ROLES),
  options: z.array(EntityRefSchema).min(2),
  span: SpanSchema,
});
export type EitherOr = z.infer<typeof EitherOrSchema>;

/** How a market question takes its games' figures (docs/lumos.md, "Market statistics"). */
export const AGGREGATES = ["count", "sum", "average", "median", "min", "max", "percentile", "share", "ratio"] as const;
export type Aggregate = (typeof AGGREGATES)[number];

/**
 * What a breakdown groups the counted games by: release year or month, the month of the year a game came out in
 * whatever the year (January to December: "the best month to release a game"), or one of the names a game carries.
 */
export const GROUPINGS = ["year", "month", "monthOfYear", "platform", "genre", "theme", "publisher", "developer"] as const;
export type Grouping = (typeof GROUPINGS)[number];

/** A breakdown's name in a sentence ("by month of the year"): its column's name in the chat's results, in lower case. */
export const GROUPING_LABELS = Object.fromEntries(GROUPINGS.map((grouping) => [grouping, chatTexts.stats.groupColumns[grouping].toLowerCase()])) as Record<
  Grouping,
  string
>;

/**
 * A question about the games meeting the filters as a whole: "average price of RPGs", "how many racing games came
 * out in 2024", "what share of shooters are free to play", "revenue of horror games by year".
 */
/** Which of a ratio's two sets the question says is ahead: "do RPGs earn more than shooters" claims the first. */
export const RATIO_CLAIMS = ["more", "less"] as const;
export type RatioClaim = (typeof RATIO_CLAIMS)[number];

export const StatsRequestSchema = z.object({
  aggregate: z.enum(AGGREGATES),
  /** The figure taken; null when games are counted (count, share, or a breakdown of how many). */
  metric: z.enum(METRICS).nullable(),
  /** The percentile asked for (90 for "the top 10%"); only with the percentile aggregate. */
  percentile: z.number().min(1).max(99).optional(),
  /** ratio: how each set's figure is taken (the average unless the question says otherwise; count without a metric). */
  measure: z.enum(["count", "sum", "average", "median"]).optional(),
  groupBy: z.enum(GROUPINGS).nullable(),
  /**
   * share: the filters read from this offset of the question on say which games are the part ("are free to play");
   * the filters before it say which games are the whole. ratio: the filters from this offset on are the second set,
   * those of the same kind before it the first, the others both sets'.
   */
  splitAt: z.number().int().min(0).optional(),
  /** ratio: the first set has more ("more than") or less ("fewer than") of the figure, as the question claims; the answer says yes or no. */
  claim: z.enum(RATIO_CLAIMS).optional(),
  /**
   * share: the words whose filters are the whole, every filter being the part ("share of indie games among games
   * released in 2020", "Valve's share of revenue in 2020"); in place of splitAt's whole. Ignored when no filter would be
   * left to be the part.
   */
  wholeSpans: z.array(SpanSchema).optional(),
  /** Two ways of taking the figure named together ("average and median"): the answer asks which one was meant. */
  conflicting: z.array(z.enum(AGGREGATES)).optional(),
  /** The words the request was read from ("median revenue of", "by year", "what share of"). */
  spans: z.array(SpanSchema),
});
export type StatsRequest = z.infer<typeof StatsRequestSchema>;

export const ISSUE_CODES = [
  "empty_question",
  "unused_number",
  "ambiguous_entity",
  "limit_capped",
  "unknown_name",
  "unknown_figure",
  "region_not_recorded",
  "one_window",
  "no_all_time_peak",
  "growth_period",
  "similar_to_ranked",
] as const;

/** "publishers with more than 10 games": how many of the games in scope a company must have to be ranked. */
export const GameCountSchema = z.object({
  op: z.enum(COMPARISON_OPS),
  value: z.number().finite(),
  value2: z.number().finite().optional(),
  span: SpanSchema,
});
export type GameCount = z.infer<typeof GameCountSchema>;

export const ParsedQuerySchema = z.object({
  version: z.literal(1),
  /** The question as received. */
  text: z.string(),
  /** The question's tokens joined by single spaces (lower case, no accents, punctuation and emoji). */
  normalized: z.string(),
  intent: z.enum(QUERY_TYPES),
  /** What the rows of the answer are: games, themes / features for a ranking of classifications, or publishers / developers / companies for a ranking of companies. */
  subject: z.enum(SUBJECTS),
  entities: EntitiesSchema,
  filters: z.array(NumericFilterSchema),
  /** Filters of one figure of a game against another ("more followers than wishlists"). */
  comparisons: z.array(FigureComparisonSchema).default([]),
  /** companies_ranking: the companies with this many games in scope; absent otherwise. */
  gameCount: GameCountSchema.optional(),
  release: ReleaseWindowSchema.nullable(),
  sort: SortSchema.nullable(),
  limit: z.number().int().positive().max(100).nullable(),
  /** Figures named without a threshold ("Sector 2042 revenue"): what a profile or comparison should show. */
  asks: z.array(z.object({ metric: z.enum(METRICS), span: SpanSchema })),
  negations: z.array(NegationSchema),
  /** Alternatives joined by "or": any one option satisfies the group. Options are not repeated in include lists. */
  eitherOr: z.array(EitherOrSchema),
  /** A question about the matching games as a whole (intent market_stats); absent otherwise. */
  stats: StatsRequestSchema.optional(),
  issues: z.array(
    z.object({
      code: z.enum(ISSUE_CODES),
      message: z.string(),
      span: SpanSchema.optional(),
      /** For a name it could not place: what the name may stand for, closest first (the answer offers them). */
      candidates: z.array(z.object({ kind: z.enum(ENTRY_KINDS), id: z.union([z.number().int(), z.string().min(1)]), name: z.string() })).optional(),
    }),
  ),
});
export type ParsedQuery = z.infer<typeof ParsedQuerySchema>;
