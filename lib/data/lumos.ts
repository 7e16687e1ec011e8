import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { revenuePerPlayer } from "@/lib/domain/estimates";
import { AppError } from "@/lib/server/errors";
import { dailyPlayerCounts, LATEST_PLAYER_DAY } from "./player-counts";
import { selectRows } from "./query";
import { getMarketDate, marketToday } from "./market-date";

// What the Lumos engine reads: the names it can recognise (its lexicon) and one row of facts per game that its
// filters, close matches and rankings are computed from. Figures follow docs/data-model.md, so a number Lumos
// cites is the number the screens show.

type Db = { db?: Database };

export type LumosCompanyRole = "Developer" | "Publisher";

/** Reviews from which a game's title is a name even when every word of it is one of the parser's ("Among Us"). */
export const NOTABLE_REVIEWS = 10_000;
/** Reviews from which a game's title is also read without its series' name ("Jedi Survivor"). */
export const KNOWN_REVIEWS = 1_000;

export interface LumosLexiconSource {
  /** notable: the game has NOTABLE_REVIEWS reviews or more; known: KNOWN_REVIEWS or more. */
  games: Array<{ id: number; title: string; notable?: boolean; known?: boolean }>;
  companies: Array<{ id: number; name: string; roles: LumosCompanyRole[]; size: string }>;
  platforms: Array<{ id: number; name: string; abbreviation: string }>;
  distributions: Array<{ id: number; name: string; kind: string }>;
  classifications: Array<{ id: number; name: string; typeId: number; typeName: string }>;
  gameTypes: Array<{ id: number; name: string }>;
}

/**
 * A cheap fingerprint of the data the lexicon and the game facts are built from: it changes when games,
 * companies, classifications or the latest day of player counts change (a new import or a regenerated market).
 */
export async function getLumosDataVersion({ db }: Db = {}): Promise<string> {
  const [row] = await selectRows<{
    games: number;
    max_game: number | null;
    companies: number;
    classifications: number;
    last_day: string | null;
    settings: string | null;
  }>(
    sql`select (select count(*) from games)::int as games,
               (select max(id) from games)::int as max_game,
               (select count(*) from companies)::int as companies,
               (select count(*) from classifications)::int as classifications,
               ${LATEST_PLAYER_DAY}::text as last_day,
               (select max(updated_at) from app_settings)::text as settings`,
    db,
  );
  return [row.games, row.max_game, row.companies, row.classifications, row.last_day, row.settings].join("|");
}

/** Every name the engine can recognise, as the data spells it. Hidden games and z_BLANK classifications are left out. */
export async function getLumosLexiconSource({ db }: Db = {}): Promise<LumosLexiconSource> {
  const [games, companies, platforms, distributions, classifications, gameTypes] = await Promise.all([
    selectRows<{ id: number; title: string; notable: boolean; known: boolean }>(
      sql`select g.id, g.title, coalesce(s.review_count >= ${NOTABLE_REVIEWS}, false) as notable,
                 coalesce(s.review_count >= ${KNOWN_REVIEWS}, false) as known
          from games g left join game_market_stats s on s.game_id = g.id where not g.hide_from_user order by g.id`,
      db,
    ),
    selectRows<{ id: number; name: string; size: string; roles: LumosCompanyRole[] | null }>(
      sql`select c.id, c.name, c.size,
                 (select array_agg(distinct r.role) from company_roles r where r.company_id = c.id and r.role in ('Developer', 'Publisher')) as roles
          from companies c order by c.id`,
      db,
    ),
    selectRows<{ id: number; name: string; abbreviation: string }>(sql`select id, name, abbreviation from platforms order by id`, db),
    selectRows<{ id: number; name: string; kind: string }>(sql`select id, name, kind from distributions order by id`, db),
    selectRows<{ id: number; name: string; type_id: number; type_name: string }>(
      sql`select c.id, c.name, c.classification_type_id as type_id, t.name as type_name
          from classifications c join classification_types t on t.id = c.classification_type_id
          where c.name <> 'z_BLANK' and not c.deprecated order by c.id`,
      db,
    ),
    selectRows<{ id: number; name: string }>(sql`select id, name from game_types order by id`, db),
  ]);
  return {
    games,
    companies: companies.filter((c) => c.roles && c.roles.length > 0).map((c) => ({ id: c.id, name: c.name, size: c.size, roles: c.roles ?? [] })),
    platforms,
    distributions,
    classifications: classifications.map((c) => ({ id: c.id, name: c.name, typeId: c.type_id, typeName: c.type_name })),
    gameTypes,
  };
}

/** One game as the engine filters and ranks it. Figures are null when the data has none for the game. */
export interface LumosGameFacts {
  id: number;
  title: string;
  gameTypeId: number;
  parentGameId: number | null;
  publisherIds: number[];
  developerIds: number[];
  /** Sizes (Indie, AA, AAA) of the game's developer companies. */
  developerSizes: string[];
  platformIds: number[];
  distributionIds: number[];
  classificationIds: number[];
  /** Names of the game's Genre classifications, primary first (the results row's descriptiveGenres). */
  genres: string[];
  /** Earliest release instant (ISO day) over its publications; null when every date is TBA. */
  releaseDate: string | null;
  /** The stored release-date text of the earliest publication ("14-03-2024", "Q3-2026", "TBA"). */
  releaseDateText: string | null;
  coverFilename: string | null;
  /** Whether a publication with a full date (day-month-year) was out when the facts were read. */
  released: boolean;
  /** From the market stats; null for a game without them. */
  freeToPlay: boolean | null;
  /**
   * Highest daily peak of the 30 days ending yesterday ("Peak player count in the Last Month"); 0 for a game with
   * player counts on record but none in those days, null for one without any in either window (an imported game
   * whose file has no player counts, an upcoming one): no figure, not zero players.
   */
  peakPlayers: number | null;
  /** Highest daily peak of the last 30 days on record, ending on the latest day (the top-100 data point of market research); null as above. */
  recordPeakPlayers: number | null;
  /** (average of the last 7 days ÷ average of the last 30 days − 1) × 100; null without players that month. */
  growth: number | null;
  totalPlayers: number | null;
  launchPeakPlayers: number | null;
  revenue: number | null;
  copiesSold: number | null;
  price: number | null;
  arpu: number | null;
  sentiment: number | null;
  wishlists: number | null;
  followers: number | null;
  reviews: number | null;
  /** Positive and negative reviews; their sum is `reviews`. */
  positiveReviews: number | null;
  negativeReviews: number | null;
}

/** How long the period a publication's date text names lasts: a day, a month, a quarter, a half or a year ("TBA 2027"). */
const PERIOD_OF_RELEASE_DATE = sql`case when p.release_date ~* '^q\\d-\\d{4}$' then interval '3 months'
    when p.release_date ~* '^h\\d-\\d{4}$' then interval '6 months'
    when p.release_date ~ '^\\d{1,2}-\\d{4}$' then interval '1 month'
    when p.release_date ~* '^tba\\s+\\d{4}$' then interval '1 year'
    else interval '1 day' end`;

/**
 * A game `g` has come out by the market's `today` (lib/data/market-date.ts), as the release-date categories count it
 * (lib/domain/release-categories.ts): one of its publications has a date whose last possible day is today or earlier
 * (a day, or a month, quarter, half or "TBA 2027" once it has ended), or none has a date at all and it has players,
 * owners, reviews or player counts (a real import may know a game and its players but not when it came out;
 * lib/domain/estimates.ts isOutWithoutDate). Data imported as of August 2023 counts a game of September 2023 as
 * upcoming, as Lumos's "upcoming" does. The "released" and "upcoming" data points of market research, and Lumos's
 * released games.
 */
export const gameIsReleased = (today: string) => sql`(exists (select 1 from releases r join publications p on p.release_id = r.id
    where r.game_id = g.id and ${publicationHasEnded(today)})
  or (not exists (select 1 from releases r join publications p on p.release_id = r.id
        where r.game_id = g.id and p.release_date_time is not null)
      and ${gameHasPlayers}))`;

/** A year before the day after `today`, UTC: a date this far back has passed whatever period it names. */
const aYearBefore = (today: string) => sql`(${today}::date + 1 - interval '1 year') at time zone 'UTC'`;

/**
 * A publication `p`'s date has passed by `today`: the last day its period allows is today or earlier. No period is
 * longer than a year, so a date a year back has passed without reading its text (most of a catalogue's).
 */
export const publicationHasEnded = (today: string) =>
  sql`(p.release_date_time <= ${aYearBefore(today)}
    or (p.release_date_time at time zone 'UTC') + ${PERIOD_OF_RELEASE_DATE} <= ${today}::date + 1)`;

/** A publication `p` that may not have passed by `today`: without a date, or dated within the last year (indexed). */
export const publicationMayBeAhead = (today: string) => sql`(p.release_date_time is null or p.release_date_time > ${aYearBefore(today)})`;

/** A game `g` has players, owners, reviews or player counts: out, if no publication gives it a date. */
export const gameHasPlayers = sql`(exists (select 1 from game_market_stats s where s.game_id = g.id
                   and (s.total_players > 0 or s.review_count > 0 or s.launch_peak_players > 0))
           or exists (select 1 from player_count_months m where m.game_id = g.id))`;

const isoDaysBefore = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Games whose facts are read in one go. Reading all 100,000 games' classifications at once held the (embedded,
 * one-session) database for 45 s, and every request behind it; a slice of 2,500 games takes about half a second,
 * and whatever queued meanwhile runs between two slices.
 */
const FACTS_SLICE = 2_500;

/** Facts of every visible game, a slice of game ids at a time; within a slice one pass per table, joined by game id. */
export async function listLumosGameFacts({ today: given, db }: { today?: string } & Db = {}): Promise<LumosGameFacts[]> {
  const today = given ?? (await marketToday(db));
  const [{ max_id: maxId }] = await selectRows<{ max_id: number | null }>(sql`select max(id)::int as max_id from games`, db);
  const facts: LumosGameFacts[] = [];
  for (let low = 0; maxId !== null && low <= maxId; low += FACTS_SLICE) facts.push(...(await gameFactsSlice(low, low + FACTS_SLICE, today, db)));
  return facts;
}

/** Each game's average daily peak per calendar month, over the months ending with the one holding yesterday. */
export interface MonthlyPlayers {
  /** YYYY-MM, oldest first. */
  months: string[];
  /**
   * A game's average daily peak in each month of `months` (monthly_player_counts; 0 where it has no month on record)
   * and which months it has on record, bit i for month i (at most 31 months).
   */
  byGame: Map<number, { values: Float64Array; recorded: number }>;
}

/** The first day of the month `monthsBack` months before the month of an ISO day. */
const monthStartBefore = (day: string, monthsBack: number) =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 - monthsBack, 1)).toISOString().slice(0, 10);

/**
 * The monthly averages the share of players by feature is computed from (lib/market-research/feature-share.ts), for
 * `months` months ending with the one holding the day before `today`; read a slice of games at a time like the facts.
 */
export async function listMonthlyPlayers({ today: given, months = 24, db }: { today?: string; months?: number } & Db = {}): Promise<MonthlyPlayers> {
  const today = given ?? (await marketToday(db));
  if (!Number.isInteger(months) || months < 1 || months > 31) throw new AppError("bad_request:data", "months must be a whole number from 1 to 31", "months");
  const lastDay = isoDaysBefore(today, 1);
  const monthList = Array.from({ length: months }, (_, index) => monthStartBefore(lastDay, months - 1 - index).slice(0, 7));
  const monthIndex = new Map(monthList.map((month, index) => [month, index]));
  const byGame: MonthlyPlayers["byGame"] = new Map();
  const [{ max_id: maxId }] = await selectRows<{ max_id: number | null }>(sql`select max(id)::int as max_id from games`, db);
  for (let low = 0; maxId !== null && low <= maxId; low += FACTS_SLICE) {
    const rows = await selectRows<{ game_id: number; months: string[]; players: number[] }>(
      sql`select game_id, array_agg(to_char(month, 'YYYY-MM') order by month) as months, array_agg(avg_players order by month) as players
          from monthly_player_counts
          where game_id >= ${low} and game_id < ${low + FACTS_SLICE} and month >= ${monthStartBefore(lastDay, months - 1)}::date and month <= ${lastDay}::date
          group by game_id`,
      db,
    );
    for (const row of rows) {
      const values = new Float64Array(months);
      let recorded = 0;
      row.months.forEach((month, index) => {
        const at = monthIndex.get(month)!;
        values[at] = row.players[index];
        recorded |= 1 << at;
      });
      byGame.set(row.game_id, { values, recorded });
    }
  }
  return { months: monthList, byGame };
}

/** Facts of the visible games with ids from `low` (included) to `high` (excluded). */
async function gameFactsSlice(low: number, high: number, today: string, db: Database | undefined): Promise<LumosGameFacts[]> {
  const monthStart = isoDaysBefore(today, 30);
  const weekStart = isoDaysBefore(today, 7);
  const inSlice = (column: SQL) => sql`${column} >= ${low} and ${column} < ${high}`;
  const [{ monthOfHistory }, games, companies, platforms, classifications, players, recordPeaks, market, sentiment, wishlists] = await Promise.all([
    getMarketDate({ db }),
    selectGameRows(inSlice, today, db),
    selectRows<{ game_id: number; company_id: number; role: string; size: string }>(
      sql`select distinct r.game_id, cr.company_id, cr.role, c.size
          from company_roles cr
          join releases r on r.id = coalesce(cr.release_id, (select p.release_id from publications p where p.id = cr.publication_id))
          join companies c on c.id = cr.company_id
          where cr.role in ('Developer', 'Publisher') and ${inSlice(sql`r.game_id`)}`,
      db,
    ),
    selectRows<{ game_id: number; platform_id: number }>(sql`select distinct game_id, platform_id from releases where ${inSlice(sql`game_id`)}`, db),
    // One row a game (its classifications as arrays, primary ones first): 40-odd rows a game cost far more to move.
    selectRows<{ game_id: number; cls_ids: number[]; genres: string[] | null }>(
      sql`select gc.game_id, array_agg(gc.gc_classification_id order by gc.is_primary desc, gc.id) as cls_ids,
                 array_agg(c.name order by gc.is_primary desc, gc.id) filter (where gc.classification_type_id = 1) as genres
          from game_classifications gc join classifications c on c.id = gc.gc_classification_id
          where c.name <> 'z_BLANK' and ${inSlice(sql`gc.game_id`)}
          group by gc.game_id`,
      db,
    ),
    selectRows<{ game_id: number; peak: number; month_sum: number; week_sum: number }>(
      sql`select game_id, max(player_count)::int as peak, sum(player_count)::float8 as month_sum,
                 coalesce(sum(player_count) filter (where date >= ${weekStart}::date), 0)::float8 as week_sum
          from ${dailyPlayerCounts({ from: sql`${monthStart}::date`, to: sql`${today}::date - 1`, gameRange: [low, high] })} d group by game_id`,
      db,
    ),
    selectRows<{ game_id: number; peak: number }>(
      sql`select game_id, max(player_count)::int as peak
          from ${dailyPlayerCounts({ from: sql`${LATEST_PLAYER_DAY} - 29`, to: LATEST_PLAYER_DAY, gameRange: [low, high] })} d group by game_id`,
      db,
    ),
    selectMarketRows(inSlice, db),
    selectRows<{ game_id: number; average: number }>(
      sql`select game_id, (select avg(score)::float8 from unnest(scores) as score) as average from sentiment_series where ${inSlice(sql`game_id`)}`,
      db,
    ),
    selectRows<{ game_id: number; wishlists: number }>(
      sql`select game_id, counts[array_length(counts, 1)] as wishlists from wishlist_series where array_length(counts, 1) > 0 and ${inSlice(sql`game_id`)}`,
      db,
    ),
  ]);

  const facts = new Map<number, LumosGameFacts>();
  for (const g of games) facts.set(g.id, blankFacts(g));
  addCompaniesAndClassifications(facts, companies, platforms, classifications);
  addFigures(facts, { players, recordPeaks, market, sentiment, wishlists }, monthOfHistory);
  return [...facts.values()];
}

type SliceFilter = (column: SQL) => SQL;

interface GameFactRow {
  id: number;
  title: string;
  game_type_id: number;
  parent_game_id: number | null;
  release_date: string | null;
  release_text: string | null;
  cover: string | null;
  distributions: number[] | null;
  released: boolean;
  free_to_play: boolean | null;
}

/** The games of a slice with their first release date and its text, first cover, stores, and whether they are out. */
function selectGameRows(inSlice: SliceFilter, today: string, db: Database | undefined): Promise<GameFactRow[]> {
  return selectRows<GameFactRow>(
    sql`select g.id, g.title, g.game_type_id, g.parent_game_id,
               (select min(p.release_date_time)::date::text from releases r join publications p on p.release_id = r.id where r.game_id = g.id) as release_date,
               (select p.release_date from releases r join publications p on p.release_id = r.id where r.game_id = g.id
                 order by p.release_date_time nulls last, p.id limit 1) as release_text,
               (select c.filename from releases r join publications p on p.release_id = r.id join covers c on c.id = p.cover_id
                 where r.game_id = g.id and p.cover_id <> 1069267 order by p.id limit 1) as cover,
               (select array_agg(distinct p.distribution_id) from releases r join publications p on p.release_id = r.id where r.game_id = g.id) as distributions,
               ${gameIsReleased(today)} as released,
               (select s.is_free_to_play from game_market_stats s where s.game_id = g.id) as free_to_play
        from games g where not g.hide_from_user and ${inSlice(sql`g.id`)} order by g.id`,
    db,
  );
}

interface MarketFactRow {
  game_id: number;
  total_players: number;
  lifetime_revenue: number;
  copies: number;
  price: number;
  reviews: number;
  positive: number;
  negative: number;
  followers: number;
  launch_peak: number;
  free_to_play: boolean;
  estimated: boolean;
}

function selectMarketRows(inSlice: SliceFilter, db: Database | undefined): Promise<MarketFactRow[]> {
  return selectRows<MarketFactRow>(
    sql`select game_id, total_players::float8 as total_players, lifetime_revenue, copies_sold_boxleiter::float8 as copies,
               launch_price as price, review_count as reviews, positive_reviews as positive, negative_reviews as negative, followers,
               launch_peak_players as launch_peak, is_free_to_play as free_to_play, is_estimated as estimated
        from game_market_stats where ${inSlice(sql`game_id`)}`,
    db,
  );
}

/** A game's facts before its companies, platforms, classifications and figures are added. */
function blankFacts(g: GameFactRow): LumosGameFacts {
  return {
    id: g.id,
    title: g.title,
    gameTypeId: g.game_type_id,
    parentGameId: g.parent_game_id,
    publisherIds: [],
    developerIds: [],
    developerSizes: [],
    platformIds: [],
    distributionIds: g.distributions ?? [],
    classificationIds: [],
    genres: [],
    releaseDate: g.release_date,
    releaseDateText: g.release_text,
    coverFilename: g.cover,
    released: g.released,
    freeToPlay: g.free_to_play,
    peakPlayers: null,
    recordPeakPlayers: null,
    growth: null,
    totalPlayers: null,
    launchPeakPlayers: null,
    revenue: null,
    copiesSold: null,
    price: null,
    arpu: null,
    sentiment: null,
    wishlists: null,
    followers: null,
    reviews: null,
    positiveReviews: null,
    negativeReviews: null,
  };
}

const pushUnique = (list: Array<number | string>, value: number | string) => {
  if (!list.includes(value)) list.push(value);
};

function addCompaniesAndClassifications(
  facts: Map<number, LumosGameFacts>,
  companies: ReadonlyArray<{ game_id: number; company_id: number; role: string; size: string }>,
  platforms: ReadonlyArray<{ game_id: number; platform_id: number }>,
  classifications: ReadonlyArray<{ game_id: number; cls_ids: number[]; genres: string[] | null }>,
) {
  for (const row of companies) {
    const game = facts.get(row.game_id);
    if (!game) continue;
    if (row.role === "Publisher") pushUnique(game.publisherIds, row.company_id);
    else {
      pushUnique(game.developerIds, row.company_id);
      pushUnique(game.developerSizes, row.size);
    }
  }
  for (const row of platforms) {
    const game = facts.get(row.game_id);
    if (game) pushUnique(game.platformIds, row.platform_id);
  }
  for (const row of classifications) {
    const game = facts.get(row.game_id);
    if (!game) continue;
    for (const id of row.cls_ids) pushUnique(game.classificationIds, id);
    for (const name of row.genres ?? []) pushUnique(game.genres, name);
  }
}

/** Players (and their growth, with a month of history on record), market figures, sentiment and wishlists. */
function addFigures(
  facts: Map<number, LumosGameFacts>,
  rows: {
    players: ReadonlyArray<{ game_id: number; peak: number; month_sum: number; week_sum: number }>;
    recordPeaks: ReadonlyArray<{ game_id: number; peak: number }>;
    market: readonly MarketFactRow[];
    sentiment: ReadonlyArray<{ game_id: number; average: number }>;
    wishlists: ReadonlyArray<{ game_id: number; wishlists: number }>;
  },
  monthOfHistory: boolean,
) {
  for (const row of rows.players) {
    const game = facts.get(row.game_id);
    if (!game) continue;
    game.peakPlayers = row.peak;
    const monthAverage = row.month_sum / 30;
    game.growth = monthOfHistory && monthAverage > 0 ? Math.round((row.week_sum / 7 / monthAverage - 1) * 1000) / 10 : null;
  }
  for (const row of rows.recordPeaks) {
    const game = facts.get(row.game_id);
    if (!game) continue;
    game.recordPeakPlayers = row.peak;
    // Counts on record, none in the month ending yesterday: zero players that month.
    game.peakPlayers ??= 0;
  }
  for (const row of rows.players) {
    const game = facts.get(row.game_id);
    if (game) game.recordPeakPlayers ??= 0;
  }
  for (const row of rows.market) {
    const game = facts.get(row.game_id);
    if (!game) continue;
    // A game not out yet is written with 0 players, revenue, copies and reviews: no figure yet, not a launch that sold
    // nothing (averaged in, the demo market's games to come put about one game in ten at $0). A figure above 0 stays.
    const sinceLaunch = (value: number) => (game.released || value > 0 ? value : null);
    game.totalPlayers = sinceLaunch(row.total_players);
    // 0 is written for a game that has not launched (an upcoming game, an add-on) and by an import whose files give no
    // launch peak (the Steam games CSV): no figure, not a launch nobody played.
    game.launchPeakPlayers = row.launch_peak > 0 ? row.launch_peak : null;
    game.revenue = sinceLaunch(row.lifetime_revenue);
    game.copiesSold = sinceLaunch(row.copies);
    game.price = row.price;
    game.reviews = sinceLaunch(row.reviews);
    game.positiveReviews = sinceLaunch(row.positive);
    game.negativeReviews = sinceLaunch(row.negative);
    // The column is required, and an import whose files give no followers writes 0 (every demo game has at least
    // one): no figure, not a game nobody follows.
    game.followers = row.followers > 0 ? row.followers : null;
    const arpu = revenuePerPlayer({
      revenue: row.lifetime_revenue,
      totalPlayers: row.total_players,
      copies: row.copies,
      freeToPlay: row.free_to_play,
      estimated: row.estimated,
    });
    game.arpu = arpu === null ? null : Math.round(arpu * 100) / 100;
  }
  for (const row of rows.sentiment) {
    const game = facts.get(row.game_id);
    if (game) game.sentiment = Math.round(row.average * 10) / 10;
  }
  for (const row of rows.wishlists) {
    const game = facts.get(row.game_id);
    if (game) game.wishlists = row.wishlists;
  }
}

/** Latest feature rank and trend of every classification: the rows of a themes or features ranking. */
export interface LumosFeatureFacts {
  clsId: number;
  typeId: number;
  rank: number;
  playerCount: number;
  marketShare: number;
  /** Month-over-month change of the feature's players, in percent; null without a previous month. */
  growth: number | null;
  trendTag: string | null;
}

export async function listLumosFeatureFacts({ db }: Db = {}): Promise<LumosFeatureFacts[]> {
  const rows = await selectRows<{
    cls_id: number;
    type_id: number;
    rank: number;
    player_count: number;
    market_share: number;
    current_avg: number | null;
    previous_avg: number | null;
    trend_tag: string | null;
  }>(
    sql`with latest as (select max(date) as date from feature_ranks)
        select f.cls_id, f.cls_type_id as type_id, f.cls_rank as rank, f.player_count::float8 as player_count, f.market_share,
               t.current_avg, t.previous_avg, t.trend_tag
        from feature_ranks f join latest l on f.date = l.date
        left join lateral (select * from feature_trend_tags t where t.cls_id = f.cls_id
                           order by split_part(t.month_year, '-', 2) desc, split_part(t.month_year, '-', 1) desc limit 1) t on true`,
    db,
  );
  return rows.map((row) => ({
    clsId: row.cls_id,
    typeId: row.type_id,
    rank: row.rank,
    playerCount: row.player_count,
    marketShare: row.market_share,
    growth: row.previous_avg && row.current_avg !== null ? Math.round((row.current_avg / row.previous_avg - 1) * 1000) / 10 : null,
    trendTag: row.trend_tag,
  }));
}
