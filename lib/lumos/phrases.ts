// The parser's own words: metrics, comparisons, sorting, negation, release windows and intents. Every word in
// these tables is "reserved": it never becomes a game or company alias and never starts a fuzzy match.
import { phraseTable, tokenize, wordTable } from "./normalize";
import type { Aggregate, ComparisonOp, Grouping, Metric, RatioClaim, SortMetric } from "./query-schema";

type Direction = "asc" | "desc";

/**
 * Words naming a figure. The longest phrase wins: "positive reviews" is the count of positive reviews ("over 10K
 * positive reviews", "top games by positive reviews"), "reviews" all of them; with a percentage ("90% positive
 * reviews") or as a state ("games with positive reviews") it is the sentiment (parse.ts, STATE_FILTERS).
 */
export const METRIC_PHRASES = phraseTable<{ metric: Metric }>(
  (
    [
      [
        "peak_players",
        [
          "players",
          "player",
          "peak players",
          "peak player count",
          "peak concurrent players",
          "peak concurrent users",
          "concurrent players",
          "concurrent users",
          "concurrents",
          "ccu",
          "peak ccu",
          "peak",
          "player count",
          "players count",
          "playercount",
          "monthly players",
          "active players",
          "mau",
          "daily players",
          "peak player",
        ],
      ],
      [
        "total_players",
        [
          "total players",
          "total player count",
          "lifetime players",
          "all time players",
          "unique players",
          "owners",
          "player base",
          "playerbase",
          "total users",
          "user base",
          "userbase",
        ],
      ],
      ["launch_peak_players", ["launch peak", "launch peak players", "peak at launch", "launch players", "players at launch", "day one players"]],
      [
        "arpu",
        ["arpu", "average revenue per user", "average revenue per player", "revenue per user", "revenue per player", "per user revenue", "spend per player"],
      ],
      [
        "revenue",
        [
          "revenue",
          "revenues",
          "lifetime revenue",
          "total revenue",
          "gross",
          "grossing",
          "grossed",
          "earned",
          "earning",
          "earnings",
          "earn",
          "earns",
          "made",
          "make",
          "makes",
          "income",
          "money",
          "profitable",
          "lucrative",
          "sales revenue",
          "turnover",
        ],
      ],
      ["copies_sold", ["copies sold", "copies", "copy", "sold", "sales", "units", "units sold", "sell", "sells", "selling", "sold copies", "unit sales"]],
      ["price", ["price", "prices", "priced", "cost", "costs", "costing", "launch price", "price tag", "retail price"]],
      [
        "sentiment",
        [
          "sentiment",
          "rating",
          "ratings",
          "rated",
          "positive",
          "positive ratings",
          "review score",
          "user score",
          "score",
          "approval",
          "positivity",
          "positive review ratio",
        ],
      ],
      ["growth", ["growth", "growing", "grew", "grown", "grows", "player growth"]],
      ["wishlists", ["wishlists", "wishlist", "wishlisted", "wishlist count", "wish lists", "wish list"]],
      ["followers", ["followers", "follower", "follows", "social followers", "fans", "fanbase", "social media followers"]],
      ["reviews", ["reviews", "review", "review count", "reviewed", "user reviews", "number of reviews", "total reviews"]],
      ["positive_reviews", ["positive reviews", "positive review count", "number of positive reviews", "positive user reviews", "thumbs up"]],
      ["negative_reviews", ["negative reviews", "negative review count", "number of negative reviews", "negative user reviews", "thumbs down"]],
    ] as const
  ).flatMap(([metric, phrases]) => phrases.map((phrase) => [phrase, { metric }] as const)),
);

/** After a figure, "in the last month" belongs to the figure (the players column is last month's peak). */
export const METRIC_PERIODS = phraseTable<object>(
  [
    "in the last month",
    "in the past month",
    "over the last month",
    "over the past month",
    "last month",
    "past month",
    "this month",
    "in the last 30 days",
    "over the last 30 days",
    "in the past 30 days",
    "last 30 days",
  ].map((phrase) => [phrase, {}] as const),
);

/** Comparison words before a number. "approx" reads as between 90% and 110% of the number. */
export const COMPARATORS_BEFORE = phraseTable<{ op: ComparisonOp | "approx" }>([
  ["over", { op: "gt" }],
  ["above", { op: "gt" }],
  ["more than", { op: "gt" }],
  ["greater than", { op: "gt" }],
  ["higher than", { op: "gt" }],
  ["bigger than", { op: "gt" }],
  ["larger than", { op: "gt" }],
  ["exceeding", { op: "gt" }],
  ["exceeds", { op: "gt" }],
  ["exceed", { op: "gt" }],
  ["in excess of", { op: "gt" }],
  ["north of", { op: "gt" }],
  ["better than", { op: "gt" }],
  ["beyond", { op: "gt" }],
  [">", { op: "gt" }],
  ["upwards of", { op: "gt" }],
  ["at least", { op: "gte" }],
  ["minimum", { op: "gte" }],
  ["minimum of", { op: "gte" }],
  ["a minimum of", { op: "gte" }],
  ["min", { op: "gte" }],
  ["no less than", { op: "gte" }],
  ["not less than", { op: "gte" }],
  ["no fewer than", { op: "gte" }],
  ["not fewer than", { op: "gte" }],
  ["not under", { op: "gte" }],
  ["not below", { op: "gte" }],
  [">=", { op: "gte" }],
  ["starting at", { op: "gte" }],
  ["starting from", { op: "gte" }],
  ["under", { op: "lt" }],
  ["below", { op: "lt" }],
  ["less than", { op: "lt" }],
  ["fewer than", { op: "lt" }],
  ["lower than", { op: "lt" }],
  ["cheaper than", { op: "lt" }],
  ["smaller than", { op: "lt" }],
  ["beneath", { op: "lt" }],
  ["<", { op: "lt" }],
  ["sub", { op: "lt" }],
  ["at most", { op: "lte" }],
  ["maximum", { op: "lte" }],
  ["maximum of", { op: "lte" }],
  ["a maximum of", { op: "lte" }],
  ["max", { op: "lte" }],
  ["no more than", { op: "lte" }],
  ["not more than", { op: "lte" }],
  ["up to", { op: "lte" }],
  ["not over", { op: "lte" }],
  ["not above", { op: "lte" }],
  ["no higher than", { op: "lte" }],
  ["<=", { op: "lte" }],
  ["around", { op: "approx" }],
  ["about", { op: "approx" }],
  ["approximately", { op: "approx" }],
  ["roughly", { op: "approx" }],
  ["circa", { op: "approx" }],
  ["~", { op: "approx" }],
  ["close to", { op: "approx" }],
  ["near", { op: "approx" }],
  ["between", { op: "between" }],
]);

/** Comparison words after a number (or after the figure that follows it): "10k or more players", "$20 max". */
export const COMPARATORS_AFTER = phraseTable<{ op: "gte" | "lte" }>([
  ["or more", { op: "gte" }],
  ["or higher", { op: "gte" }],
  ["or above", { op: "gte" }],
  ["or greater", { op: "gte" }],
  ["and up", { op: "gte" }],
  ["and above", { op: "gte" }],
  ["and over", { op: "gte" }],
  ["plus", { op: "gte" }],
  ["or better", { op: "gte" }],
  ["at least", { op: "gte" }],
  ["minimum", { op: "gte" }],
  ["min", { op: "gte" }],
  ["or less", { op: "lte" }],
  ["or fewer", { op: "lte" }],
  ["or lower", { op: "lte" }],
  ["or below", { op: "lte" }],
  ["or under", { op: "lte" }],
  ["and under", { op: "lte" }],
  ["and below", { op: "lte" }],
  ["at most", { op: "lte" }],
  ["max", { op: "lte" }],
  ["maximum", { op: "lte" }],
  ["tops", { op: "lte" }],
  ["or cheaper", { op: "lte" }],
]);

/** Whole phrases that ask for an order. */
export const SORT_PHRASES = phraseTable<{ metric: SortMetric; direction: Direction }>(
  (
    [
      [
        "copies_sold",
        "desc",
        [
          "most sold",
          "best selling",
          "best seller",
          "best sellers",
          "bestselling",
          "bestseller",
          "bestsellers",
          "top selling",
          "top seller",
          "top sellers",
          "highest selling",
          "sold the most",
          "sell the most",
          "sold best",
          "sell best",
        ],
      ],
      ["copies_sold", "asc", ["least sold", "worst selling", "sold the least"]],
      [
        "revenue",
        "desc",
        [
          "highest grossing",
          "top grossing",
          "most grossing",
          "grossed the most",
          "earned the most",
          "earn the most",
          "made the most",
          "made the most money",
          "make the most money",
          "most lucrative",
          "highest earning",
          "top earning",
          "most profitable",
          "most successful",
          "biggest earners",
          "top earners",
          // A hit is a game that earned much; a flop one that earned little (the data has no budgets to fall short of).
          "hits",
          "hit games",
          "biggest hits",
          "breakout hits",
          "breakout hit",
          "smash hits",
          "commercial hits",
          "commercial successes",
        ],
      ],
      [
        "revenue",
        "asc",
        [
          "lowest grossing",
          "least profitable",
          "least successful",
          "earned the least",
          "flops",
          "flop",
          "biggest flops",
          "commercial flops",
          "commercial failures",
        ],
      ],
      ["growth", "desc", ["trending", "trend", "hottest", "fastest growing", "growing fastest", "grew the most", "fastest rising", "gained the most"]],
      ["growth", "asc", ["fastest declining", "declining fastest", "fastest shrinking", "lost the most players", "shrank the most"]],
      ["price", "asc", ["cheapest", "least expensive", "lowest priced", "cheapest first", "most affordable"]],
      ["price", "desc", ["most expensive", "priciest", "highest priced", "costliest"]],
      [
        "peak_players",
        "desc",
        [
          "most popular",
          "popular",
          "most played",
          "biggest",
          "largest",
          "most active",
          "dominate",
          "dominates",
          "dominating",
          "dominant",
          "lead",
          "leads",
          "leading",
          "market leaders",
          "market leader",
        ],
      ],
      ["peak_players", "asc", ["least played", "least popular", "smallest"]],
      [
        "sentiment",
        "desc",
        ["best rated", "highest rated", "top rated", "best reviewed", "best reviews", "most positive", "most liked", "best received", "best"],
      ],
      ["sentiment", "asc", ["worst rated", "lowest rated", "worst reviewed", "worst reviews", "most negative", "worst", "most disliked"]],
      ["reviews", "desc", ["most reviewed"]],
      [
        "launch_peak_players",
        "desc",
        [
          "biggest launch",
          "biggest launches",
          "big launch",
          "big launches",
          "best launch",
          "best launches",
          "strongest launch",
          "strongest launches",
          "biggest debut",
          "biggest debuts",
          "best debut",
          "best debuts",
          "strongest debut",
          "strongest debuts",
        ],
      ],
      ["wishlists", "desc", ["most wishlisted", "most anticipated", "most awaited"]],
      ["followers", "desc", ["most followed"]],
      ["release_date", "desc", ["newest", "latest", "most recent", "newest first", "latest first", "most recently released"]],
      ["release_date", "asc", ["oldest", "earliest", "oldest first"]],
      [
        "game_count",
        "desc",
        [
          "most common",
          "most frequent",
          "most used",
          "most widespread",
          "most prevalent",
          "most games",
          "the most games",
          "most titles",
          "the most titles",
          "most releases",
          "released the most",
          "released the most games",
          "published the most",
          "published the most games",
          "developed the most",
          "developed the most games",
          "made the most games",
          "most games released",
          "biggest catalogue",
          "biggest catalog",
          "largest catalogue",
          "largest catalog",
        ],
      ],
      ["game_count", "asc", ["fewest games", "the fewest games", "fewest titles", "fewest releases"]],
      ["game_count", "asc", ["least common", "rarest", "least used", "least frequent"]],
    ] as const
  ).flatMap(([metric, direction, phrases]) => phrases.map((phrase) => [phrase, { metric, direction }] as const)),
);

/**
 * Words that are a filter without a number. A player count that grows or declines is growth above or below zero,
 * listed fastest first; a review verdict is sentiment in Steam's bands (positive from 80%, mostly positive from 70%,
 * negative below 40%), and Steam's "very" and "overwhelmingly" verdicts need 50 and 500 reviews as well (very positive:
 * 80% of 50 reviews or more; overwhelmingly positive: 95% of 500; very and overwhelmingly negative: below 20%).
 */
export const STATE_FILTERS = phraseTable<{
  metric: Metric;
  op: "gt" | "gte" | "lt";
  value: number;
  direction?: Direction;
  minReviews?: number;
  maxReviews?: number;
}>(
  (
    [
      [
        "growth",
        "gt",
        0,
        "desc",
        [
          "growing",
          "growing player count",
          "growing player counts",
          "growing player base",
          "growing playerbase",
          "growing players",
          "player count growing",
          "player counts growing",
          "players growing",
          "rising",
          "rising player count",
          "rising player counts",
          "on the rise",
          "gaining",
          "gaining players",
          "increasing player count",
          "increasing player counts",
          "player count rising",
          "player counts rising",
          "increasing players",
        ],
      ],
      [
        "growth",
        "lt",
        0,
        "asc",
        [
          "declining",
          "declining player count",
          "declining player counts",
          "declining player base",
          "declining playerbase",
          "declining players",
          "player count declining",
          "player counts declining",
          "players declining",
          "shrinking",
          "shrinking player base",
          "shrinking player count",
          "shrinking player counts",
          "losing players",
          "dying",
          "falling player count",
          "falling player counts",
          "decreasing player count",
          "decreasing player counts",
          "player count falling",
          "player counts falling",
          "player count dropping",
          "player counts dropping",
          "dropping players",
          "in decline",
        ],
      ],
      [
        "sentiment",
        "gte",
        80,
        undefined,
        [
          "well reviewed",
          "well received",
          "positively reviewed",
          "positive reviews",
          "good reviews",
          "great reviews",
          "favorable reviews",
          "favourable reviews",
          "highly rated",
          "well rated",
          "positively rated",
          "positive",
          "reviewed well",
          "rated well",
          "good ratings",
          "positive ratings",
        ],
      ],
      ["sentiment", "gte", 70, undefined, ["mostly positive"]],
      // Steam's verdicts that need a number of reviews as well: very (50) and overwhelmingly (500).
      ["sentiment", "gte", 80, undefined, ["very positive"], 50],
      ["sentiment", "gte", 95, undefined, ["overwhelmingly positive"], 500],
      [
        "sentiment",
        "lt",
        40,
        undefined,
        [
          "negative reviews",
          "badly reviewed",
          "poorly reviewed",
          "bad reviews",
          "poor reviews",
          "poorly rated",
          "badly rated",
          "negatively reviewed",
          "negatively rated",
          "negative",
          "mostly negative",
          "negative ratings",
          "poorly received",
          "badly received",
        ],
      ],
      // A game's own reviews weighed against each other: more negative than positive is a share of positive under half.
      [
        "sentiment",
        "lt",
        50,
        undefined,
        [
          "more negative than positive reviews",
          "more negative reviews than positive",
          "more negative reviews than positive reviews",
          "more negative than positive",
        ],
      ],
      [
        "sentiment",
        "gt",
        50,
        undefined,
        [
          "more positive than negative reviews",
          "more positive reviews than negative",
          "more positive reviews than negative reviews",
          "more positive than negative",
        ],
      ],
      // Loved by the few who found them: 90% positive or more of 50 to 5,000 reviews, best rated first.
      ["sentiment", "gte", 90, "desc", ["hidden gem", "hidden gems", "underrated", "underrated games", "underrated gems"], 50, 5000],
      ["sentiment", "lt", 20, undefined, ["very negative"], 50],
      ["sentiment", "lt", 20, undefined, ["overwhelmingly negative"], 500],
      // A dead game is one nobody played in the last month.
      ["peak_players", "lt", 1, undefined, ["dead", "dead games", "no players", "zero players", "without players", "without any players"]],
      ["reviews", "lt", 1, undefined, ["no reviews", "zero reviews", "without reviews", "without any reviews", "unreviewed", "not reviewed"]],
    ] as const
  ).flatMap((row) => {
    const [metric, op, value, direction, phrases] = row;
    const minReviews = row[5];
    const maxReviews = row[6];
    return phrases.map(
      (phrase) =>
        [
          phrase,
          { metric, op, value, ...(direction ? { direction } : {}), ...(minReviews ? { minReviews } : {}), ...(maxReviews ? { maxReviews } : {}) },
        ] as const,
    );
  }),
);

/**
 * Prices without a number: "free" is a list price of $0, "not free" and "paid" above it. Kept out of the parser's
 * reserved words, so names with "free" in them stay names ("Free to Play", the genre, is read before these).
 */
export const PRICE_STATES = phraseTable<{ metric: Metric; op: "lte" | "gt"; value: number }>(
  (
    [
      ["lte", ["free", "for free", "free of charge", "costs nothing", "cost nothing", "no cost", "zero cost", "gratis"]],
      ["gt", ["not free", "non free", "nonfree", "isnt free", "arent free", "not for free", "paid", "cost money", "costs money"]],
    ] as const
  ).flatMap(([op, phrases]) => phrases.map((phrase) => [phrase, { metric: "price" as const, op, value: 0 }] as const)),
);

/** A superlative followed by a figure sorts by it: "most revenue", "highest ARPU", "lowest price". */
export const SUPERLATIVES = phraseTable<{ direction: Direction }>([
  ["most", { direction: "desc" }],
  ["highest", { direction: "desc" }],
  ["top", { direction: "desc" }],
  ["biggest", { direction: "desc" }],
  ["largest", { direction: "desc" }],
  ["greatest", { direction: "desc" }],
  ["best", { direction: "desc" }],
  ["max", { direction: "desc" }],
  ["maximum", { direction: "desc" }],
  ["the most", { direction: "desc" }],
  ["the highest", { direction: "desc" }],
  ["least", { direction: "asc" }],
  ["lowest", { direction: "asc" }],
  ["fewest", { direction: "asc" }],
  ["smallest", { direction: "asc" }],
  ["worst", { direction: "asc" }],
  ["the least", { direction: "asc" }],
  ["the lowest", { direction: "asc" }],
  ["the fewest", { direction: "asc" }],
]);

/** "sorted by price", "ranked by revenue", then an optional direction. */
export const SORT_BY_CUES = phraseTable<object>(
  ["sorted by", "sort by", "ordered by", "order by", "ranked by", "rank by", "ranking by", "by"].map((phrase) => [phrase, {}] as const),
);
/** After "by", the release date: "Valve games sorted by release date", "RPGs ordered by date". */
export const RELEASE_DATE_AFTER_BY = phraseTable<object>(
  ["release date", "release dates", "date of release", "launch date", "release", "date", "release year", "year of release"].map(
    (phrase) => [phrase, {}] as const,
  ),
);
/** After "by", how many games: "top publishers by number of games", "developers ranked by game count". */
export const GAME_COUNT_AFTER_BY = phraseTable<object>(
  [
    "number of games",
    "number of titles",
    "number of releases",
    "count of games",
    "game count",
    "games count",
    "title count",
    "how many games",
    "games",
    "titles",
    "releases",
  ].map((phrase) => [phrase, {}] as const),
);
export const SORT_DIRECTIONS = phraseTable<{ direction: Direction }>([
  ["ascending", { direction: "asc" }],
  ["asc", { direction: "asc" }],
  ["low to high", { direction: "asc" }],
  ["lowest first", { direction: "asc" }],
  ["descending", { direction: "desc" }],
  ["desc", { direction: "desc" }],
  ["high to low", { direction: "desc" }],
  ["highest first", { direction: "desc" }],
]);

/** Words before a count of results: "top 10", "best 5", "first 20", "show me 15". */
export const LIMIT_BEFORE = phraseTable<{ sorts: boolean }>([
  ["top", { sorts: true }],
  ["best", { sorts: true }],
  ["first", { sorts: false }],
  ["show", { sorts: false }],
  ["show me", { sorts: false }],
  ["list", { sorts: false }],
  ["give me", { sorts: false }],
  ["limit", { sorts: false }],
  ["limit to", { sorts: false }],
  ["find", { sorts: false }],
  ["find me", { sorts: false }],
  ["only", { sorts: false }],
]);

/** Nouns that follow a bare count of results: "5 horror games". */
export const RESULT_NOUNS = new Set(["games", "game", "titles", "title", "results", "picks", "dlcs", "expansions", "themes", "features", "genres", "releases"]);

/** Cues that negate the entities after them. */
export const NEGATION_CUES = phraseTable<object>(
  [
    "not",
    "no",
    "non",
    "without",
    "excluding",
    "exclude",
    "excluded",
    "except",
    "except for",
    "other than",
    "but not",
    "isnt",
    "arent",
    "wasnt",
    "werent",
    "doesnt",
    "dont",
    "never",
    "minus",
    "apart from",
    "aside from",
    "nor",
    "w o",
  ].map((phrase) => [phrase, {}] as const),
);

/** Words a negation may reach across to find its entity: "not released on Switch", "excluding any DLCs". */
export const NEGATION_FILLERS = new Set([
  "on",
  "in",
  "for",
  "by",
  "from",
  "the",
  "a",
  "an",
  "any",
  "games",
  "game",
  "titles",
  "released",
  "available",
  "published",
  "developed",
  "made",
  "including",
  "include",
  "includes",
  "with",
  "that",
  "are",
  "is",
  "out",
  "of",
  "counting",
  "having",
  "type",
  "sold",
  "have",
  "has",
  "featuring",
  "yet",
]);

/** Role cues before a company: "published by X", "developer X", "made by X". */
export const ROLE_CUES = phraseTable<{ role: "publishers" | "developers" }>([
  ["published by", { role: "publishers" }],
  ["publisher", { role: "publishers" }],
  ["publishers", { role: "publishers" }],
  ["published", { role: "publishers" }],
  ["publishing", { role: "publishers" }],
  ["from publisher", { role: "publishers" }],
  ["released by", { role: "publishers" }],
  ["developed by", { role: "developers" }],
  ["developer", { role: "developers" }],
  ["developers", { role: "developers" }],
  ["developed", { role: "developers" }],
  ["dev", { role: "developers" }],
  ["devs", { role: "developers" }],
  ["studio", { role: "developers" }],
  ["studios", { role: "developers" }],
  ["made by", { role: "developers" }],
  ["created by", { role: "developers" }],
  ["built by", { role: "developers" }],
  ["from developer", { role: "developers" }],
  ["from studio", { role: "developers" }],
]);

/** Before the first of two figures a game is weighed by against each other: "more followers than wishlists". */
export const FIGURE_COMPARATIVES = phraseTable<{ op: "gt" | "lt" }>([
  ["more", { op: "gt" }],
  ["higher", { op: "gt" }],
  ["greater", { op: "gt" }],
  ["bigger", { op: "gt" }],
  ["larger", { op: "gt" }],
  ["fewer", { op: "lt" }],
  ["less", { op: "lt" }],
  ["lower", { op: "lt" }],
  ["smaller", { op: "lt" }],
]);

/** Markers of a release window that do not need a number. */
export const UPCOMING_PHRASES = phraseTable<object>(
  [
    "upcoming",
    "coming soon",
    "unreleased",
    "not yet released",
    "not released yet",
    "yet to be released",
    "yet to release",
    "releasing soon",
    "to be released",
    "future releases",
    "future release",
    "pre release",
    "prerelease",
    "coming out",
    "not out yet",
    "releasing",
    "will release",
    "will be released",
    "launching soon",
    "announced",
  ].map((phrase) => [phrase, {}] as const),
);
export const TBA_PHRASES = phraseTable<object>(
  [
    "tba",
    "tbd",
    "to be announced",
    "to be determined",
    "no release date",
    "without a release date",
    "without release date",
    "undated",
    "no date",
    "release date unknown",
    "unknown release date",
    "date unknown",
    "no announced release date",
    "unannounced release date",
    "with no release date",
  ].map((phrase) => [phrase, {}] as const),
);
export const RECENT_PHRASES = phraseTable<object>(
  ["recently released", "released recently", "new releases", "recent releases", "new release", "recent release", "just released"].map(
    (phrase) => [phrase, {}] as const,
  ),
);

export const MONTH_WORDS = wordTable<number>({
  january: 1,
  jan: 1,
  february: 2,
  feb: 2,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  may: 5,
  june: 6,
  jun: 6,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sep: 9,
  sept: 9,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
});

export const ORDINAL_QUARTERS = wordTable<number>({
  first: 1,
  "1st": 1,
  second: 2,
  "2nd": 2,
  third: 3,
  "3rd": 3,
  fourth: 4,
  "4th": 4,
  last: 4,
  final: 4,
});

export const TIME_UNITS = wordTable<"day" | "week" | "month" | "year">({
  day: "day",
  days: "day",
  week: "week",
  weeks: "week",
  month: "month",
  months: "month",
  year: "year",
  years: "year",
});

/** Words before a year: what the year means for the release window. */
export const YEAR_PREPOSITIONS = phraseTable<{ meaning: "in" | "after" | "since" | "before" | "until" | "from" }>([
  ["in", { meaning: "in" }],
  ["during", { meaning: "in" }],
  ["of", { meaning: "in" }],
  ["released in", { meaning: "in" }],
  ["launched in", { meaning: "in" }],
  ["out in", { meaning: "in" }],
  ["for", { meaning: "in" }],
  ["after", { meaning: "after" }],
  ["later than", { meaning: "after" }],
  ["released after", { meaning: "after" }],
  ["since", { meaning: "since" }],
  ["starting", { meaning: "since" }],
  ["from", { meaning: "from" }],
  ["before", { meaning: "before" }],
  ["prior to", { meaning: "before" }],
  ["earlier than", { meaning: "before" }],
  ["released before", { meaning: "before" }],
  ["pre", { meaning: "before" }],
  ["until", { meaning: "until" }],
  ["till", { meaning: "until" }],
  ["through", { meaning: "until" }],
  ["up to", { meaning: "until" }],
  ["up until", { meaning: "until" }],
  ["by", { meaning: "until" }],
]);

/** Words after "from <year>" that open the window to the present: "from 2019 onwards". */
export const ONWARDS_PHRASES = phraseTable<object>(
  [
    "onwards",
    "onward",
    "on",
    "forward",
    "forwards",
    "and later",
    "or later",
    "and after",
    "and beyond",
    "and newer",
    "or newer",
    "to now",
    "to date",
    "until now",
    "to today",
  ].map((phrase) => [phrase, {}] as const),
);

export const HELP_PHRASES = phraseTable<object>(
  [
    "help",
    "what can you do",
    "what can i ask",
    "what do you do",
    "how do you work",
    "how does this work",
    "how do i use",
    "who are you",
    "what are you",
    "what is lumos",
    "what can lumos do",
    "what questions",
    "examples",
    "example questions",
    "hi",
    "hello",
    "hey",
    "hiya",
    "good morning",
    "good evening",
    "what do you know",
    "how can you help",
    "get started",
  ].map((phrase) => [phrase, {}] as const),
);

export const COMPARISON_CUES = phraseTable<object>(
  [
    "vs",
    "v",
    "versus",
    "compare",
    "compared",
    "comparing",
    "comparison",
    "against",
    "which is better",
    "which one",
    "which did better",
    "which sold more",
    "difference between",
  ].map((phrase) => [phrase, {}] as const),
);

export const SIMILAR_CUES = phraseTable<object>(
  [
    "like",
    "similar to",
    "similar",
    "such as",
    "alternatives to",
    "alternative to",
    "comparable to",
    "resembling",
    "in the style of",
    "in the vein of",
    "fans of",
    "if i liked",
    "if i like",
    "if you liked",
    "reminiscent of",
    "along the lines of",
  ].map((phrase) => [phrase, {}] as const),
);

/** Words that take the counted games' figures as a whole ("average price of RPGs", "how many racing games"). */
export const AGGREGATE_CUES = phraseTable<{ aggregate: Exclude<Aggregate, "percentile" | "ratio"> }>(
  (
    [
      ["count", ["how many", "number of", "count of", "count", "total number of", "the number of", "how much games"]],
      ["average", ["average", "avg", "mean", "typical", "on average", "the average"]],
      ["median", ["median", "the median"]],
      ["sum", ["total", "sum of", "combined", "overall", "in total", "altogether", "cumulative", "aggregate", "sum", "how much"]],
      ["min", ["minimum", "min"]],
      ["max", ["maximum", "max"]],
      [
        "share",
        [
          "what share of",
          "share of",
          "what percent of",
          "what percentage of",
          "percentage of",
          "percent of",
          "what proportion of",
          "proportion of",
          "what fraction of",
          "fraction of",
          "how many percent of",
        ],
      ],
    ] as const
  ).flatMap(([aggregate, phrases]) => phrases.map((phrase) => [phrase, { aggregate }] as const)),
);

/** The size of a market is what its games earned together: "market size of strategy games" is their total revenue. */
export const MARKET_SIZE_CUES = phraseTable<object>(
  ["market size", "market size of", "size of the market", "size of the market for", "market value", "total market", "how big is the market for"].map(
    (phrase) => [phrase, {}] as const,
  ),
);

/** A percentile: "90th percentile", "percentile 90", "p90"; "top 10%" is the 90th, "bottom 25%" the 25th. */
export const PERCENTILE_WORDS = new Set(["percentile", "pctl"]);

const GROUP_NOUNS: ReadonlyArray<readonly [Grouping, readonly string[]]> = [
  ["year", ["year", "years", "release year", "year of release"]],
  ["month", ["month", "months", "release month"]],
  ["monthOfYear", ["month of the year", "months of the year", "month of year", "calendar month", "calendar months", "time of year", "time of the year"]],
  ["platform", ["platform", "platforms", "console", "consoles", "system", "systems"]],
  ["genre", ["genre", "genres"]],
  ["theme", ["theme", "themes"]],
  ["publisher", ["publisher", "publishers"]],
  ["developer", ["developer", "developers", "studio", "studios"]],
];
const GROUP_PREFIXES = ["by", "per", "for each", "each", "in each", "across", "broken down by", "split by", "grouped by", "by each", "for every", "every"];

/** A breakdown of the counted games: "by year", "per platform", "each genre", "yearly", "over time". */
export const GROUP_CUES = phraseTable<{ groupBy: Grouping }>([
  ...GROUP_NOUNS.flatMap(([groupBy, nouns]) => GROUP_PREFIXES.flatMap((prefix) => nouns.map((noun) => [`${prefix} ${noun}`, { groupBy }] as const))),
  ...(["yearly", "annually", "annual", "year by year", "year over year", "over time", "over the years", "per annum"] as const).map(
    (phrase) => [phrase, { groupBy: "year" as const }] as const,
  ),
  ...(["monthly", "month by month", "month over month"] as const).map((phrase) => [phrase, { groupBy: "month" as const }] as const),
  // "which year had the most releases": the years side by side, the answer names the highest.
  ...(["which year", "what year", "which years", "in which year", "in what year"] as const).map((phrase) => [phrase, { groupBy: "year" as const }] as const),
  ...(["which month", "what month", "in which month", "in what month"] as const).map((phrase) => [phrase, { groupBy: "month" as const }] as const),
  // "which month of the year has the most releases": January to December, whatever the year.
  ...(["month of the year", "months of the year", "time of year", "time of the year"] as const).flatMap((noun) =>
    ["which", "what", "in which", "in what", "the best", "best", "the worst", "worst"].map(
      (before) => [`${before} ${noun}`, { groupBy: "monthOfYear" as const }] as const,
    ),
  ),
  // "which platform has the most games": the platforms side by side, as the years are.
  ...(["which platform", "what platform", "which platforms", "what platforms", "on which platform", "on what platform"] as const).map(
    (phrase) => [phrase, { groupBy: "platform" as const }] as const,
  ),
  // "which console has the most games": the consoles side by side ("console" stays the filter, and the breakdown
  // keeps the platforms it names).
  ...(["which console", "what console", "which consoles", "what consoles", "on which console", "on what console"] as const).map(
    (phrase) => [phrase, { groupBy: "platform" as const }] as const,
  ),
]);

/**
 * "the best month to release a game", "when is the best time of year to launch": the months of the year side by side
 * by the median revenue of the games that came out in each (the typical game's, which a few hits do not carry), unless
 * the question names another figure.
 */
export const RELEASE_MONTH_CUES = phraseTable<object>(
  ["best", "worst", "the best", "the worst"].flatMap((best) =>
    ["month", "months", "month of the year", "months of the year", "time of year", "time of the year"].flatMap((noun) =>
      ["to release", "to launch", "to publish", "for releasing", "for launching", "for a release", "for a launch", "to ship"].map(
        (verb) => [`${best} ${noun} ${verb}`, {}] as const,
      ),
    ),
  ),
);

/**
 * Between the two sets of a ratio: "do roguelikes earn more than metroidvanias", "RPGs vs shooters average revenue";
 * `claim`, which side the question says is ahead (the answer's yes or no), none for a plain comparison.
 */
export const RATIO_CUES = phraseTable<{ claim?: RatioClaim }>([
  ...(["more than", "better than", "higher than", "bigger than"] as const).map((phrase) => [phrase, { claim: "more" as const }] as const),
  ...(["less than", "fewer than", "worse than", "lower than"] as const).map((phrase) => [phrase, { claim: "less" as const }] as const),
  ...(["vs", "versus", "compared to", "compared with", "against"] as const).map((phrase) => [phrase, {}] as const),
]);

/**
 * Words that ask to set two things side by side ("compare RPGs and shooters", "comparison of Valve and Ubisoft
 * revenue", "how do RPGs and shooters compare"): between two sets of games, "and", "with" or "to" then splits them as
 * "vs" does.
 */
export const COMPARE_CUES = phraseTable<object>(
  ["compare", "comparing", "comparison of", "comparison between", "a comparison of", "difference between", "the difference between"].map(
    (phrase) => [phrase, {}] as const,
  ),
);
export const COMPARE_SPLITS: ReadonlySet<string> = new Set(["and", "with", "to"]);

/** A comparative before a figure and "than" ("sell more copies than", "have fewer players than"), with its claim. */
export const COMPARATIVE_CLAIMS: ReadonlyMap<string, RatioClaim> = new Map([
  ["more", "more"],
  ["higher", "more"],
  ["bigger", "more"],
  ["better", "more"],
  ["less", "less"],
  ["fewer", "less"],
  ["lower", "less"],
  ["worse", "less"],
]);

/**
 * Countries and regions a question may name after "in", "across", "within", "throughout" or "from" ("popular in
 * Japan", "top games in the US"): the data counts players, sales and revenue worldwide, so Lumos says it cannot narrow
 * to one rather than read the name as a game (China: Mao's legacy) or drop it. Country names are the runtime's own
 * (Intl.DisplayNames, every ISO region code), with the short forms and regions people type.
 */
export const REGIONS = phraseTable<object>([...new Set(regionNames())].map((name) => [name, {}] as const));

function regionNames(): string[] {
  const names = new Intl.DisplayNames(["en"], { type: "region" });
  const nameOf = (code: string) => {
    try {
      return names.of(code) ?? null;
    } catch {
      return null;
    }
  };
  const letters = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));
  const countries = letters.flatMap((first) => letters.map((second) => nameOf(first + second)));
  // UN M49 areas: Africa, South America, Oceania, the Americas, …, Asia, Europe, Eastern Europe, …, Latin America.
  const areas = ["002", "005", "009", "019", "021", "029", "030", "034", "035", "039", "142", "143", "145", "150", "151", "154", "155", "419"].map(nameOf);
  return [
    ...[...countries, ...areas].filter((name): name is string => name !== null && name.length > 2 && !/pseudo|unknown|outlying|united nations/i.test(name)),
    ...["us", "usa", "u s", "u s a", "america", "uk", "u k", "britain", "great britain", "england", "scotland", "wales", "korea", "turkey"],
    ...["hong kong", "macau", "macao", "holland", "czech republic", "eu", "north america", "middle east", "east asia", "asia pacific", "apac"],
    ...["emea", "latam", "mena", "scandinavia", "nordics", "the west", "western markets", "asian markets", "european markets"],
  ];
}
/** Words before a country or region that make it where the figures are asked for. */
export const REGION_PREPOSITIONS: ReadonlySet<string> = new Set(["in", "across", "within", "throughout", "from"]);

/** Verbs that start a share's part ("what share of revenue comes from RPGs"). */
export const SHARE_SPLIT_VERBS: ReadonlySet<string> = new Set(["comes", "come", "goes", "go", "went", "came"]);
/**
 * Everyday words of questions that are never a typing slip for a name, though one or two letters from a title on the
 * real data: "comes" (a share's verb) from The chronicles of Emerland. Solitaire.'s acronym, "discount" from Disjoint,
 * "alike" from Alice!, "overlap" from Overload, "follow" from Fallow, "size" from SIDE, "hot games" from HFM Games, "record" from ReCore. Typed exactly, a
 * name is still found.
 */
export const NEVER_SLIPS: ReadonlySet<string> = new Set([
  ...SHARE_SPLIT_VERBS,
  "discount",
  "discounted",
  "hot",
  "alive",
  "alike",
  "overlap",
  "overlaps",
  "follow",
  "follows",
  "size",
  "sizes",
  // "record peak players of Elden Ring" read the game ReCore: Definitive Edition.
  "record",
  "records",
  // "more negative reviews than positive ones" read the game OSES.
  "ones",
]);
/** After the whole of a share, the word that starts its part: "what share of shooters are free to play". */
export const SHARE_SPLITS = new Set([
  "are",
  "is",
  "were",
  "was",
  "do",
  "does",
  "did",
  "have",
  "has",
  "had",
  "that",
  "which",
  "get",
  "got",
  "support",
  "supports",
  "use",
  "cost",
]);

/** Head nouns that say what the rows of the answer are. */
export const GAME_NOUNS = new Set(["games", "game", "titles", "title", "dlcs", "dlc", "expansions", "releases", "remasters", "remakes"]);
export const THEME_NOUNS = new Set(["themes", "theme", "settings"]);
export const FEATURE_NOUNS = new Set([
  "features",
  "feature",
  "mechanics",
  "mechanic",
  "tags",
  "tag",
  "genres",
  "genre",
  "categories",
  "category",
  "classifications",
  "subgenres",
  "elements",
  "trends",
]);

/** Head nouns of a ranking of companies: "which developers released the most games", "top publishers on Switch". */
export const COMPANY_NOUNS = wordTable<"publishers" | "developers" | "companies">({
  publishers: "publishers",
  publisher: "publishers",
  developers: "developers",
  developer: "developers",
  studios: "developers",
  studio: "developers",
  devs: "developers",
  companies: "companies",
  company: "companies",
});

/** Words that show a question is about the games market even when nothing else in it was recognised. */
export const DOMAIN_WORDS = new Set([
  ...GAME_NOUNS,
  ...THEME_NOUNS,
  ...FEATURE_NOUNS,
  "gaming",
  "players",
  "player",
  "publisher",
  "publishers",
  "developer",
  "developers",
  "studio",
  "studios",
  "platform",
  "platforms",
  "market",
  "revenue",
  "sales",
  "arpu",
  "wishlists",
  "steam",
  "console",
  "consoles",
  "videogames",
  "videogame",
]);

/**
 * Games of the real market an analyst names ("Elden Ring revenue", "games like Hollow Knight"). One the data has no
 * game of, read by no other name, is said so, with the same question of the market's most played games offered
 * instead (the demo market's games are invented); on data that has it, the lexicon reads it first.
 */
export const KNOWN_GAMES = phraseTable<object>(
  [
    "Elden Ring",
    "Hollow Knight",
    "Hollow Knight Silksong",
    "Stardew Valley",
    "Baldur's Gate 3",
    "Cyberpunk 2077",
    "The Witcher 3",
    "Witcher 3",
    "Red Dead Redemption 2",
    "Grand Theft Auto V",
    "GTA V",
    "GTA 5",
    "Minecraft",
    "Fortnite",
    "Counter-Strike 2",
    "Counter-Strike",
    "CS:GO",
    "Dota 2",
    "League of Legends",
    "Valorant",
    "Apex Legends",
    "PUBG",
    "Call of Duty",
    "Terraria",
    "Among Us",
    "Valheim",
    "Palworld",
    "Hogwarts Legacy",
    "Starfield",
    "Skyrim",
    "Fallout 4",
    "God of War",
    "Diablo IV",
    "Diablo 4",
    "Overwatch 2",
    "Rocket League",
    "Destiny 2",
    "Lethal Company",
    "Helldivers 2",
    "Sekiro",
    "Dark Souls",
    "Dead Cells",
    "Slay the Spire",
    "Vampire Survivors",
    "Balatro",
    "Cities: Skylines",
    "Factorio",
    "RimWorld",
    "Subnautica",
    "No Man's Sky",
    "Sea of Thieves",
    "It Takes Two",
    "Portal 2",
    "Half-Life",
    "Half-Life: Alyx",
    "The Sims 4",
    "World of Warcraft",
    "Genshin Impact",
    "Roblox",
    "Black Myth: Wukong",
    "Monster Hunter: World",
    "Monster Hunter Wilds",
    "Final Fantasy XIV",
    "Path of Exile",
    "Warframe",
    "Team Fortress 2",
  ].map((title) => [title, {}] as const),
);

/** Whether a name is one of KNOWN_GAMES, as typed in a question. */
export function isKnownGame(text: string): boolean {
  const key = tokenize(text)
    .map((token) => token.text)
    .join(" ");
  return KNOWN_GAMES.some((game) => game.words.join(" ") === key);
}

/**
 * Companies of the real market an analyst names ("Ubisoft games on PS5 with over 10k peak players", the
 * specification's example). One the data has no game of is said so, with the same question of the market's biggest
 * publishers offered instead (the demo market's companies are invented).
 */
export const KNOWN_COMPANIES = new Set(
  [
    "Ubisoft",
    "Electronic Arts",
    "EA",
    "Activision",
    "Blizzard",
    "Activision Blizzard",
    "Nintendo",
    "Sony",
    "Microsoft",
    "Xbox Game Studios",
    "Valve",
    "Capcom",
    "Square Enix",
    "Bandai Namco",
    "Sega",
    "Take-Two",
    "2K",
    "Rockstar",
    "Rockstar Games",
    "CD Projekt",
    "CD Projekt Red",
    "Bethesda",
    "Epic Games",
    "Riot Games",
    "Tencent",
    "NetEase",
    "Krafton",
    "Paradox",
    "Paradox Interactive",
    "Devolver Digital",
    "THQ Nordic",
    "Konami",
    "Warner Bros",
    "FromSoftware",
    "Larian",
    "Larian Studios",
    "Embracer",
    "Koei Tecmo",
    "Bungie",
    "Mojang",
  ].map((name) => name.toLowerCase()),
);

/**
 * Words that ask about a game's own facts: with a name Lumos could not place ("when did Hades come out", "release date
 * of Hades") the question is about a game, and the answer says which name it could not place.
 */
export const GAME_FACT_WORDS = new Set([
  "release",
  "released",
  "come",
  "came",
  "launch",
  "launched",
  "cost",
  "costs",
  "price",
  "priced",
  "made",
  "developed",
  "published",
  "rating",
  "rated",
  "reviews",
  "reviewed",
  "sell",
  "sold",
  "earn",
  "earned",
  "played",
  "owners",
]);

/** Function words: never an entity on their own and never the edge of a fuzzy match. */
const STOPWORDS = [
  "a",
  "an",
  "the",
  "of",
  "in",
  "on",
  "at",
  "by",
  "for",
  "with",
  "without",
  "from",
  "to",
  "and",
  "or",
  "not",
  "no",
  "nor",
  "is",
  "are",
  "was",
  "were",
  "be",
  "been",
  "being",
  "do",
  "does",
  "did",
  "done",
  "has",
  "have",
  "had",
  "having",
  "what",
  "whats",
  "which",
  "who",
  "whom",
  "whose",
  "how",
  "when",
  "where",
  "why",
  "me",
  "my",
  "i",
  "im",
  "ive",
  "you",
  "your",
  "we",
  "our",
  "us",
  "it",
  "its",
  "this",
  "that",
  "these",
  "those",
  "there",
  "their",
  "them",
  "they",
  "than",
  "then",
  "as",
  "so",
  "any",
  "all",
  "some",
  "each",
  "every",
  "more",
  "most",
  "less",
  "least",
  "few",
  "fewer",
  "many",
  "much",
  "very",
  "also",
  "just",
  "only",
  "please",
  "show",
  "list",
  "find",
  "give",
  "get",
  "got",
  "tell",
  "about",
  "like",
  "similar",
  "versus",
  "vs",
  "compare",
  "between",
  "over",
  "above",
  "under",
  "below",
  "after",
  "before",
  "since",
  "until",
  "during",
  "per",
  "up",
  "down",
  "out",
  "into",
  "onto",
  "top",
  "best",
  "worst",
  "new",
  "newest",
  "latest",
  "oldest",
  "recent",
  "recently",
  "upcoming",
  "released",
  "release",
  "releases",
  "launched",
  "launch",
  "coming",
  "soon",
  "year",
  "years",
  "month",
  "months",
  "week",
  "weeks",
  "day",
  "days",
  "quarter",
  "game",
  "games",
  "title",
  "titles",
  "player",
  "players",
  "peak",
  "total",
  "revenue",
  "sold",
  "sales",
  "sell",
  "selling",
  "copies",
  "copy",
  "price",
  "priced",
  "cost",
  "costs",
  "sentiment",
  "rating",
  "rated",
  "reviews",
  "review",
  "growth",
  "growing",
  "wishlists",
  "followers",
  "trending",
  "popular",
  "cheap",
  "cheaper",
  "cheapest",
  "expensive",
  "made",
  "make",
  "makes",
  "earn",
  "earned",
  "platform",
  "platforms",
  "store",
  "stores",
  "look",
  "looking",
  "search",
  "help",
  "can",
  "could",
  "would",
  "should",
  "will",
  "want",
  "need",
  "know",
  "see",
  "number",
  "count",
  "high",
  "higher",
  "highest",
  "low",
  "lower",
  "lowest",
  "big",
  "bigger",
  "biggest",
  "here",
  "now",
  "ever",
  "still",
  "yet",
  "both",
  "either",
  "neither",
  "other",
  "others",
  "else",
  "such",
  "own",
  "same",
  "than",
  "too",
  "again",
  "why",
  "if",
  "but",
  "because",
  "while",
  "whether",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "hundred",
  "thousand",
  "million",
  "billion",
  "k",
  "m",
  "b",
  "bn",
  "mn",
  "percent",
  "dollars",
  "usd",
  "money",
  "lot",
  "lots",
  "good",
  "great",
  "well",
  "really",
  "need",
  "let",
  "lets",
  "thanks",
  "thank",
  "ok",
  "okay",
  "yes",
  "no",
  "hi",
  "hello",
  "hey",
  "around",
  "approximately",
  "roughly",
  "exactly",
  "least",
  "atleast",
  "sort",
  "sorted",
  "order",
  "ordered",
  "rank",
  "ranked",
  "ranking",
  "by",
  "who",
  "market",
  "data",
  "stats",
  "statistics",
  "figures",
  "numbers",
  "info",
  "information",
  "details",
  "performance",
  "perform",
  "performs",
  "performing",
  "play",
  "plays",
  "played",
  "playing",
  "doing",
  "going",
  "done",
  "does",
  "compared",
  "versus",
  "against",
  "via",
  "across",
  "among",
  "amongst",
  "within",
  "per",
  "each",
  "currently",
  "today",
  "right",
  "now",
  "last",
  "past",
  "next",
  "this",
  "previous",
  "first",
  "second",
  "third",
  "fourth",
  "published",
  "developed",
  "publisher",
  "developer",
  "publishers",
  "developers",
  "studio",
  "studios",
  "company",
  "companies",
  "genre",
  "genres",
  "theme",
  "themes",
  "feature",
  "features",
  "average",
  "avg",
  "mean",
  "typical",
  "median",
  "sum",
  "combined",
  "overall",
  "altogether",
  "cumulative",
  "minimum",
  "maximum",
  "min",
  "max",
  "share",
  "percentage",
  "proportion",
  "fraction",
  "percentile",
  "yearly",
  "annually",
  "annual",
  "monthly",
  "mark",
  "marks",
  "marked",
  "threshold",
  "cutoff",
  "take",
  "takes",
  // "how did revenue of shooters change over the years": the real data has a game titled Change.
  "change",
  "changed",
  "changes",
];

/** Every word the parser reads itself. */
export const RESERVED_WORDS: ReadonlySet<string> = new Set([
  ...STOPWORDS,
  ...[
    METRIC_PHRASES,
    COMPARATORS_BEFORE,
    COMPARATORS_AFTER,
    SORT_PHRASES,
    SUPERLATIVES,
    SORT_BY_CUES,
    SORT_DIRECTIONS,
    LIMIT_BEFORE,
    NEGATION_CUES,
    ROLE_CUES,
    STATE_FILTERS,
    UPCOMING_PHRASES,
    TBA_PHRASES,
    RECENT_PHRASES,
    YEAR_PREPOSITIONS,
    HELP_PHRASES,
    COMPARISON_CUES,
    SIMILAR_CUES,
  ].flatMap((table: ReadonlyArray<{ words: readonly string[] }>) => table.flatMap((row) => row.words)),
  ...Object.keys(MONTH_WORDS),
  ...Object.keys(TIME_UNITS),
  ...NEGATION_FILLERS,
  ...RESULT_NOUNS,
  ...DOMAIN_WORDS,
]);

/** Whether a lexicon key is made only of the parser's own words (and so cannot name a game or a company). */
export function isReservedKey(key: string): boolean {
  return key.split(" ").every((word) => RESERVED_WORDS.has(word) || /^\d+$/.test(word));
}
