// The demo market: an invented but realistic games market, deterministic for a seed and a generation date.
// The rules of thumb it follows (so that an analyst recognises the shapes) are written where they are used:
// each game's reviews and owners read off the curve of real Steam games (audience.ts), first-week sales ≈ 20 ×
// launch-day peak, the Boxleiter estimate = reviews × a 30–60 multiplier by release year, net revenue = copies × list
// price × what a copy nets after the store's cut, refunds, regional prices and the game's own discounts (the revenue
// model of lib/domain/estimates.ts), prices, release years and review scores as the real store has them, wishlists ≈ 7–20 × followers, weekly revenue moving with noise and
// Steam's seasonal sales, second genres paired as real games pair them, themes and features as real games of those
// genres carry them, no figure past the public records.
import { createHash, type Hash } from "node:crypto";
import {
  FIRST_WEEK_SALES_PER_PEAK_PLAYER,
  TYPICAL_SALES_CURVE,
  boxleiterMultiplier,
  curveIntegral,
  freeToPlayArpu,
  netShareOfList,
} from "@/lib/domain/estimates";
import { PLACEHOLDER_COVER_ID } from "@/lib/domain/publications";
import { Random } from "./random";
import { MARKET_TABLE_ORDER, type MarketRow, type MarketTable } from "./tables";
import { genreAffinity } from "./genre-affinity";
import { classificationAffinity } from "./classification-affinity";
import { MarketPlaces, OWNERS_PER_REVIEW, reviewsAtRank } from "./audience";
import { FREE_TO_PLAY_LIFT, FREE_TO_PLAY_SHARE, PAID_PRICES, POSITIVE_SHARE_BY_REVIEWS, RELEASES_BY_YEAR } from "./market-fit";
import * as vocab from "./vocabulary";

export interface GenerateOptions {
  seed: string;
  /** Number of game rows (main games, DLCs, expansions, remasters). */
  games: number;
  /** The generation date, YYYY-MM-DD: player counts run up to the day before it. */
  today: string;
  /** Days of daily player-count history kept (default 730). */
  historyDays?: number;
}

export interface MarketSink {
  write(table: MarketTable, row: MarketRow): void;
  /** Called between games; a database sink flushes its buffers here. */
  checkpoint(): Promise<void>;
}

export interface GenerationSummary {
  seed: string;
  games: number;
  today: string;
  historyDays: number;
  rows: Record<string, number>;
  checksum: string;
}

export { PLACEHOLDER_COVER_ID };
/** New free-to-play accounts keep arriving at a few percent of the launch rate. */
const F2P_SIGNUP_FLOOR = TYPICAL_SALES_CURVE.freeToPlay.floor;
/**
 * Share of the fitted spread of owners per review the generator keeps: part of SteamSpy's spread is its coarse owner
 * ranges (a range's middle is up to 1.7× off), and with all of it the top 1,000's owners overshoot 2× at p99.
 */
const OWNERS_SPREAD_KEPT = 0.65;
/**
 * The public records no generated figure beats: the highest concurrent peak on Steam (PUBG, 3.3M, 2018), the
 * best-selling game on every platform together (past 300M copies), the most-reviewed Steam games (under 10M), the
 * most-wishlisted (a few million). A launch-day peak stays under half the record so update spikes keep below it.
 */
export const RECORDS = { dailyPeak: 3_250_000, launchPeak: 1_600_000, owners: 300_000_000, reviews: 9_000_000, wishlists: 3_000_000 } as const;
const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------------
// Calendar helpers on day numbers (days since 1970-01-01, UTC)
// ---------------------------------------------------------------------------------------------------

export function dayOf(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
}

export function isoOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function dateParts(day: number) {
  const date = new Date(day * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), date: date.getUTCDate(), weekday: date.getUTCDay() };
}

function dayFromParts(year: number, month: number, date = 1): number {
  return Math.floor(Date.UTC(year, month, date) / DAY_MS);
}

const pad = (value: number) => String(value).padStart(2, "0");

/** DD-MM-YYYY, as publications store an exact release date. */
function exactDateText(day: number): string {
  const { year, month, date } = dateParts(day);
  return `${pad(date)}-${pad(month + 1)}-${year}`;
}

/** How an upcoming release date is announced, and the earliest day that text allows. */
function announcedDate(random: Random, releaseDay: number, today: number): { text: string; earliest: number | null } {
  const { year, month } = dateParts(releaseDay);
  const quarter = Math.floor(month / 3);
  const half = Math.floor(month / 6);
  const distance = releaseDay - today;
  const candidates: Array<{ text: string; earliest: number | null }> = [];
  const roll = random.next();
  if (roll < 0.08) return { text: "TBA", earliest: null };
  if (distance > 400 || roll < 0.14) {
    if (year > dateParts(today).year) candidates.push({ text: `TBA ${year}`, earliest: dayFromParts(year, 0) });
  }
  if (distance > 240) candidates.push({ text: `H${half + 1}-${year}`, earliest: dayFromParts(year, half * 6) });
  if (distance > 100) candidates.push({ text: `Q${quarter + 1}-${year}`, earliest: dayFromParts(year, quarter * 3) });
  if (distance > 30) candidates.push({ text: `${pad(month + 1)}-${year}`, earliest: dayFromParts(year, month) });
  candidates.push({ text: exactDateText(releaseDay), earliest: releaseDay });
  // An announced period must still lie ahead: "Q4" is no longer a future promise in the middle of Q4.
  const ahead = candidates.filter((candidate) => candidate.earliest !== null && candidate.earliest > today);
  return random.pick(ahead.length > 0 ? ahead.slice(0, 2) : [candidates[candidates.length - 1]]);
}

// ---------------------------------------------------------------------------------------------------
// Market model pieces
// ---------------------------------------------------------------------------------------------------

type Size = "Indie" | "AA" | "AAA";

interface Company {
  id: number;
  name: string;
  size: Size;
  weight: number;
}

interface MainGame {
  id: number;
  title: string;
  developer: Company;
  publisher: Company;
  size: Size;
  platformIds: number[];
  releaseDay: number;
  released: boolean;
  price: number;
  freeToPlay: boolean;
  classifications: Array<{ id: number; typeId: number; primary: boolean }>;
  copies: number;
  steam: boolean;
}

/** Integral of a launch curve f + (1 - f)·e^(−t/τ) from 0 to t days. */
/** Steam's seasonal sales: spring (mid-March), summer (late June), autumn (late November), winter (late December). */
const SEASONAL_SALES: ReadonlyArray<{ month: number; from: number; to: number; lift: number }> = [
  { month: 3, from: 14, to: 21, lift: 1.5 },
  { month: 6, from: 22, to: 30, lift: 2.2 },
  { month: 7, from: 1, to: 6, lift: 2.2 },
  { month: 11, from: 21, to: 28, lift: 1.6 },
  { month: 12, from: 19, to: 31, lift: 2.4 },
];

/**
 * How a week's revenue moves around the launch curve: ±15% or so of noise, and a paid game's lift in a week holding a
 * seasonal sale (not in its launch month, when it is not discounted yet).
 */
function weeklyLift(weekStart: number, week: number, freeToPlay: boolean, random: Random): number {
  const noise = Math.exp(0.15 * random.normal());
  if (freeToPlay || week < 4) return noise;
  let lift = 1;
  for (let day = weekStart; day < weekStart + 7; day++) {
    const date = new Date(day * 86_400_000);
    const sale = SEASONAL_SALES.find(
      (candidate) => candidate.month === date.getUTCMonth() + 1 && date.getUTCDate() >= candidate.from && date.getUTCDate() <= candidate.to,
    );
    if (sale) lift = Math.max(lift, 1 + (sale.lift - 1) * random.between(0.6, 1.2));
  }
  return noise * lift;
}

/**
 * Where each size of maker sits among the real store's list prices (market-fit.ts): the band of quantiles of the
 * paid games' prices it draws from. Indies span the store below its dearest 10%, AAA games its dearest 1.5%; with
 * the market's mix of sizes the paid games' prices come out as the store's (74% under $10).
 */
const PRICE_QUANTILES: Record<Size, readonly [from: number, to: number]> = { Indie: [0, 0.9], AA: [0.55, 0.99], AAA: [0.985, 1] };
const PAID_PRICE_TOTALS = PAID_PRICES.reduce<number[]>((totals, [, share]) => [...totals, (totals.at(-1) ?? 0) + share], []);

/** The store's list price at quantile q of its paid games. */
function paidPriceAt(q: number): number {
  const target = q * PAID_PRICE_TOTALS[PAID_PRICE_TOTALS.length - 1];
  const at = PAID_PRICE_TOTALS.findIndex((total) => total > target);
  return PAID_PRICES[at === -1 ? PAID_PRICES.length - 1 : at][0];
}

const DLC_PRICES: ReadonlyArray<readonly [number, number]> = [
  [0.99, 8],
  [1.99, 14],
  [2.99, 16],
  [3.99, 10],
  [4.99, 18],
  [6.99, 6],
  [7.99, 5],
  [9.99, 10],
  [14.99, 7],
  [19.99, 4],
  [24.99, 2],
];
const EXPANSION_PRICES: ReadonlyArray<readonly [number, number]> = [
  [9.99, 25],
  [14.99, 30],
  [19.99, 25],
  [29.99, 15],
  [39.99, 5],
];

const money = (value: number) => `$${value.toFixed(2)}`;

// Platform launch days: a release cannot predate its platform.
const PLATFORM_LAUNCH: Record<number, string> = {
  3: "1995-01-01",
  48: "2001-01-01",
  46: "2008-01-01",
  119: "2008-07-10",
  173: "2008-10-22",
  175: "2010-04-03",
  131: "1995-01-01",
  191: "2013-11-15",
  194: "2013-11-22",
  201: "2017-03-03",
  204: "2015-10-30",
  264: "2020-11-12",
  263: "2020-11-10",
  268: "2023-10-10",
  269: "2024-02-02",
  271: "2025-06-05",
};

function distributionId(name: string): number {
  const found = vocab.DISTRIBUTIONS.find((d) => d.name === name);
  if (!found) throw new Error(`The vocabulary has no distribution named ${name}`);
  return found.id;
}
const STORE = {
  steam: distributionId("Steam"),
  platform: distributionId("Platform Digital Store"),
  epic: distributionId("Epic Games Store"),
  gog: distributionId("GOG"),
  retail: distributionId("Retail (Boxed)"),
  appStore: distributionId("App Store"),
  googlePlay: distributionId("Google Play"),
};

const SALE_WINDOWS = [
  { month: 5, from: 25, to: 30, lift: 0.1 }, // summer sale, late June
  { month: 6, from: 1, to: 9, lift: 0.1 },
  { month: 11, from: 19, to: 31, lift: 0.14 }, // winter sale and holidays
  { month: 0, from: 1, to: 3, lift: 0.12 },
];

/** Multiplier for the time of the week and year: weekends, winter evenings, store sales. */
function calendarLift(day: number): number {
  const { month, date, weekday } = dateParts(day);
  const week = weekday === 6 ? 1.12 : weekday === 0 ? 1.1 : weekday === 5 ? 1.03 : 0.96;
  const season = 1 + 0.06 * Math.cos(((month - 0.5) / 12) * 2 * Math.PI);
  let sale = 1;
  for (const window of SALE_WINDOWS) if (month === window.month && date >= window.from && date <= window.to) sale += window.lift;
  return week * season * sale;
}

// ---------------------------------------------------------------------------------------------------
// The generator: what one run shares, then a function a step
// ---------------------------------------------------------------------------------------------------

type Tier = "blockbuster" | "hit";

interface Classification {
  id: number;
  name: string;
  weight: number;
}

type ChosenClassification = MainGame["classifications"][number];

type RunningId = "release" | "publication" | "cover" | "companyRole" | "ageRatingLink" | "gameService" | "gameClassification" | "screenshot" | "video";

/** What every step of one generation shares: the calendar, the output (with its row counts and checksum), the running ids. */
interface Run {
  seed: string;
  games: number;
  today: number;
  /** The last day generated, the day before `today`. */
  lastDay: number;
  /** The first day of the daily history. */
  firstDay: number;
  thisYear: number;
  emit(table: MarketTable, row: MarketRow): void;
  /** YYYY-MM-DD of a day, computed once a day: the same days recur for every game. */
  iso(day: number): string;
  /** The calendar lift of each day of the history, at day − firstDay. */
  liftOfDay: Float64Array;
  /** The first day of the month of a day of the history. */
  monthStartOf(day: number): number;
  /** The last id given in each table whose ids run across games. */
  ids: Record<RunningId, number>;
  /** Days with a player count (the rows of the daily_player_counts view). */
  dailyValues: number;
  hash: Hash;
  counts: Record<string, number>;
}

export async function generateMarket(options: GenerateOptions, sink: MarketSink): Promise<GenerationSummary> {
  const historyDays = options.historyDays ?? 730;
  if (!Number.isInteger(options.games) || options.games < 1) throw new Error("games must be a positive integer");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.today)) throw new Error("today must be YYYY-MM-DD");
  const run = startRun(options, historyDays, sink);
  const lookups = writeLookups(run);
  const companies = drawCompanies(run);
  const market = planMarket(run, lookups);
  for (let index = 0; index < options.games; index++) {
    generateGame(run, lookups, companies, market, index);
    await sink.checkpoint();
  }
  const rows: Record<string, number> = {};
  for (const table of MARKET_TABLE_ORDER) rows[table] = run.counts[table] ?? 0;
  rows.daily_player_counts = run.dailyValues;
  return { seed: run.seed, games: options.games, today: options.today, historyDays, rows, checksum: run.hash.digest("hex") };
}

function startRun(options: GenerateOptions, historyDays: number, sink: MarketSink): Run {
  const today = dayOf(options.today);
  const lastDay = today - 1;
  const firstDay = today - historyDays;
  const hash = createHash("sha256");
  const counts: Record<string, number> = {};
  const isoCache = new Map<number, string>();
  const liftOfDay = new Float64Array(historyDays + 1);
  const monthOfDay = new Int32Array(historyDays + 1);
  for (let d = firstDay; d <= lastDay; d++) {
    liftOfDay[d - firstDay] = calendarLift(d);
    monthOfDay[d - firstDay] = d - dateParts(d).date + 1;
  }
  return {
    seed: options.seed,
    games: options.games,
    today,
    lastDay,
    firstDay,
    thisYear: dateParts(today).year,
    emit(table, row) {
      hash.update(table);
      hash.update(JSON.stringify(row));
      counts[table] = (counts[table] ?? 0) + 1;
      sink.write(table, row);
    },
    iso(day) {
      let text = isoCache.get(day);
      if (text === undefined) {
        text = isoOf(day);
        isoCache.set(day, text);
      }
      return text;
    },
    liftOfDay,
    monthStartOf: (day) => monthOfDay[day - firstDay],
    ids: { release: 0, publication: 0, cover: 2_000_000, companyRole: 0, ageRatingLink: 0, gameService: 0, gameClassification: 0, screenshot: 0, video: 0 },
    dailyValues: 0,
    hash,
    counts,
  };
}

// --- Lookups -----------------------------------------------------------------------------------------

interface Lookups {
  /** Each classification type's classifications, deprecated ones left out. */
  classificationsByType: Map<number, Classification[]>;
  classificationName: Map<number, string>;
  /** Each persona's weight for the classifications it is drawn to. */
  personaWeights: Map<number, Map<number, number>>;
}

function writeLookups(run: Run): Lookups {
  writeVocabulary(run);
  const { classificationsByType, classificationByName } = writeClassifications(run);
  const classificationName = new Map<number, string>();
  for (const list of classificationsByType.values()) for (const c of list) classificationName.set(c.id, c.name);
  const personaWeights = writePersonas(run, classificationByName);
  run.emit("covers", [PLACEHOLDER_COVER_ID, "nocover.png"]);
  return { classificationsByType, classificationName, personaWeights };
}

/** The fixed vocabularies, as vocabulary.ts lists them. */
function writeVocabulary({ emit }: Run) {
  for (const p of vocab.PLATFORMS) emit("platforms", [p.id, p.name, p.isCurrent, p.abbreviation, "public", p.family]);
  for (const t of vocab.GAME_TYPES) emit("game_types", [t.id, t.name]);
  for (const d of vocab.DISTRIBUTIONS) emit("distributions", [d.id, d.name, d.kind]);
  for (const l of vocab.LOCALITIES) emit("localities", [l.id, l.name]);
  for (const e of vocab.EDITIONS) emit("editions", [e.id, e.name]);
  for (const s of vocab.AGE_RATING_SYSTEMS) emit("age_rating_systems", [s.id, s.name, s.region]);
  for (const a of vocab.AGE_RATINGS) emit("age_ratings", [a.id, a.ageRatingSystemId, a.name, a.description, a.shortName, a.priority, a.retired]);
  for (const s of vocab.SERVICES) emit("services", [s.id, s.name, s.serviceType, s.active]);
  for (const t of vocab.CLASSIFICATION_TYPES) emit("classification_types", [t.id, t.name]);
}

/** Classifications: ids per type in list order; popularity follows a Zipf curve over a seeded order. */
function writeClassifications(run: Run) {
  const lookups = new Random(run.seed, "lookups");
  let classificationId = 1;
  const classificationsByType = new Map<number, Classification[]>();
  const classificationByName = new Map<string, number>();
  for (const type of vocab.CLASSIFICATION_TYPES) {
    const entries = vocab.CLASSIFICATIONS[type.id] ?? [];
    const popularityOrder = lookups.sample(
      entries.map((_, index) => index),
      entries.length,
    );
    const list: Classification[] = [];
    entries.forEach((entry, index) => {
      const id = classificationId++;
      const rank = popularityOrder.indexOf(index);
      const weight = type.id === 1 ? (vocab.GENRE_WEIGHTS[entry.name] ?? 1) : 1 / Math.pow(rank + 1, 0.85);
      const deprecated = index === entries.length - 1 && entries.length > 20;
      run.emit("classifications", [id, entry.name, type.id, 0, entry.description, null, deprecated, !deprecated, false]);
      if (!deprecated) list.push({ id, name: entry.name, weight });
      if (!classificationByName.has(entry.name.toLowerCase())) classificationByName.set(entry.name.toLowerCase(), id);
    });
    // The source data carries blank entries that readers must discard (specification, section 3).
    if (type.major) run.emit("classifications", [classificationId++, "z_BLANK", type.id, 0, null, null, false, false, false]);
    classificationsByType.set(type.id, list);
  }
  return { classificationsByType, classificationByName };
}

/** The personas, each with the classifications it is drawn to, the first ones most. */
function writePersonas(run: Run, classificationByName: Map<string, number>): Map<number, Map<number, number>> {
  const personaWeights = new Map<number, Map<number, number>>();
  for (const persona of vocab.PERSONAS) {
    run.emit("personas", [persona.id, persona.name, persona.description]);
    const weights = new Map<number, number>();
    persona.affinities.forEach((name, index) => {
      const id = classificationByName.get(name.toLowerCase());
      if (id === undefined || weights.has(id)) return;
      const weight = Math.round((1 - index * 0.05) * 100) / 100;
      weights.set(id, weight);
      run.emit("persona_classification_weights", [persona.id, id, weight]);
    });
    personaWeights.set(persona.id, weights);
  }
  return personaWeights;
}

// --- Companies ---------------------------------------------------------------------------------------

interface Companies {
  majorPublishers: Company[];
  aaPublishers: Company[];
  indieLabels: Company[];
  developersBySize: Record<Size, Company[]>;
}

const COUNTRIES = ["US", "CA", "GB", "FR", "DE", "SE", "FI", "PL", "JP", "KR", "CN", "AU", "BR", "ES", "NL", "CZ"];

/** The major publishers by name, invented AA publishers and indie labels, then the developers (some owned by a major). */
function drawCompanies(run: Run): Companies {
  const companyRandom = new Random(run.seed, "companies");
  const companies: Company[] = [];
  const usedCompanyNames = new Set<string>();
  const companyName = (size: Size, suffixes: readonly string[]) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const root =
        attempt < 10
          ? companyRandom.pick(vocab.COMPANY_NAME_PARTS.roots)
          : `${companyRandom.pick(vocab.COMPANY_NAME_PARTS.roots)} ${companyRandom.pick(vocab.COMPANY_NAME_PARTS.roots)}`;
      const name = `${root} ${companyRandom.pick(suffixes)}`;
      if (!usedCompanyNames.has(name)) {
        usedCompanyNames.add(name);
        return name;
      }
    }
    const name = `${companyRandom.pick(vocab.COMPANY_NAME_PARTS.roots)} ${size} ${companies.length + 1}`;
    usedCompanyNames.add(name);
    return name;
  };
  const addCompany = (
    size: Size,
    name: string,
    extra: { shortName?: string | null; ticker?: string | null; exchange?: string | null; parentId?: number | null } = {},
  ): Company => {
    const company: Company = { id: companies.length + 1, name, size, weight: 1 / Math.pow(companyRandom.between(0.5, 12), 1.2) };
    companies.push(company);
    run.emit("companies", [
      company.id,
      name,
      extra.shortName ?? null,
      extra.parentId ?? null,
      Boolean(extra.ticker),
      extra.exchange ?? null,
      extra.ticker ?? null,
      size,
      companyRandom.pick(COUNTRIES),
      size === "AAA" ? companyRandom.int(1975, 2005) : size === "AA" ? companyRandom.int(1995, 2018) : companyRandom.int(2005, run.thisYear - 1),
    ]);
    return company;
  };

  const majorPublishers = vocab.MAJOR_PUBLISHERS.map((p) => {
    usedCompanyNames.add(p.name);
    return addCompany("AAA", p.name, { shortName: p.shortName, ticker: p.ticker, exchange: p.stockExchange });
  });
  const labelCount = Math.max(6, Math.round(run.games / 60));
  const aaPublishers = Array.from({ length: labelCount }, () => addCompany("AA", companyName("AA", vocab.COMPANY_NAME_PARTS.suffixes.AA)));
  const indieLabels = Array.from({ length: Math.max(4, Math.round(run.games / 120)) }, () =>
    addCompany("Indie", companyName("Indie", vocab.COMPANY_NAME_PARTS.suffixes.Indie)),
  );
  const developerCount = Math.max(24, Math.round(run.games / 3));
  const developersBySize: Record<Size, Company[]> = { Indie: [], AA: [], AAA: [] };
  for (let i = 0; i < developerCount; i++) {
    const roll = companyRandom.next();
    const size: Size = roll < 0.05 ? "AAA" : roll < 0.22 ? "AA" : "Indie";
    const parent = size !== "Indie" && companyRandom.chance(0.5) ? companyRandom.pick(majorPublishers).id : null;
    developersBySize[size].push(addCompany(size, companyName(size, vocab.COMPANY_NAME_PARTS.suffixes[size]), { parentId: parent }));
  }
  for (const size of ["AAA", "AA"] as const)
    if (developersBySize[size].length === 0) developersBySize[size].push(addCompany(size, companyName(size, vocab.COMPANY_NAME_PARTS.suffixes[size])));
  return { majorPublishers, aaPublishers, indieLabels, developersBySize };
}

// --- The market's plan and what earlier games leave for later ones -----------------------------------

interface Market {
  /** The planned leaders, by game index. */
  tierOf: Map<number, Tier>;
  places: MarketPlaces;
  blockbustersMet: number;
  mainGames: MainGame[];
  /**
   * Running totals of the main games' weights as add-on parents, and the main games of each publisher: both are
   * drawn from for every game, so a scan of every earlier game would make generation grow with the square.
   */
  parentWeightTotals: number[];
  mainGamesByPublisher: Map<Company, MainGame[]>;
  usedTitles: Set<string>;
  yearWeights: Array<{ year: number; weight: number }>;
  /** The genres with the biggest crowds, a leader's first genre. */
  hitGenres: string[];
  genres: Classification[];
}

const [FIRST_FITTED_YEAR, FIRST_FITTED_RELEASES] = RELEASES_BY_YEAR[0];
const LAST_FITTED_YEAR = RELEASES_BY_YEAR[RELEASES_BY_YEAR.length - 1][0];
/** The releases of the last three whole years in the real file: the years after it hold that level. */
const RECENT_RELEASES = RELEASES_BY_YEAR.slice(-3).reduce((sum, [, releases]) => sum + releases, 0) / Math.min(3, RELEASES_BY_YEAR.length);

/**
 * How many games a year releases, as Steam did (market-fit.ts, 2013 to the file's last whole year). The file holds
 * no earlier games: before it, the count falls by a fifth a year down to a tenth of its first year (the classics
 * every store still sells); after it, it stays at its last three years' level.
 */
function releasesIn(year: number): number {
  if (year > LAST_FITTED_YEAR) return RECENT_RELEASES;
  if (year < FIRST_FITTED_YEAR) return FIRST_FITTED_RELEASES * Math.max(0.1, Math.pow(0.8, FIRST_FITTED_YEAR - year));
  return RELEASES_BY_YEAR.find(([fitted]) => fitted === year)![1];
}

function planMarket(run: Run, lookups: Lookups): Market {
  const plan = new Random(run.seed, "plan");
  // The leaders are Steam's leaders, a fixed few however large the market: at 100,000 games a share of the market
  // (120 blockbusters, 800 hits) made the top 1,000 nearly all million-player games at $49.99.
  const blockbusterCount = Math.min(4, Math.max(3, Math.round(run.games * 0.0012)));
  const hitCount = Math.min(24, Math.max(6, Math.round(run.games * 0.008)));
  const tierOf = new Map<number, Tier>();
  const candidates = Array.from({ length: run.games }, (_, i) => i).filter((i) => i >= 8 || run.games < 40);
  for (const index of plan.sample(candidates, Math.min(candidates.length, blockbusterCount + hitCount))) {
    tierOf.set(index, tierOf.size < blockbusterCount ? "blockbuster" : "hit");
  }
  return {
    tierOf,
    places: new MarketPlaces(run.games, blockbusterCount),
    blockbustersMet: 0,
    mainGames: [],
    parentWeightTotals: [],
    mainGamesByPublisher: new Map(),
    usedTitles: new Set(),
    yearWeights: Array.from({ length: run.thisYear - 2000 + 1 }, (_, k) => ({ year: 2000 + k, weight: releasesIn(2000 + k) })),
    hitGenres: Object.entries(vocab.GENRE_PLAYER_MULTIPLIER)
      .filter(([, multiplier]) => multiplier >= 1.5)
      .map(([name]) => name),
    genres: lookups.classificationsByType.get(1) ?? [],
  };
}

/** One game: drawn, then its rows table by table, each step drawing from the game's own stream in a fixed order. */
function generateGame(run: Run, lookups: Lookups, companies: Companies, market: Market, index: number) {
  const game = drawGame(run, lookups, companies, market, index);
  writeGame(run, lookups, game);
  writeReleases(run, companies, game);
  writeServices(run, game);
  const shape = drawLaunchShape(run, game);
  const sales = drawSales(run, market, game, shape);
  const following = drawFollowing(run, game, sales.firstWeekSales);
  writeMarketStats(run, game, shape, sales, following.followers);
  writePlayerCounts(run, game, shape, sales.launchPeak);
  writeRevenue(run, game, shape, sales);
  writeWishlists(run, game, following);
  writeSentiment(run, game, sales);
  writeSocialMedia(run, game, following);
  writeVideos(run, game, following, sales.launchPeak);
  writePersonaScores(run, lookups, game);
  if (!game.isAddOn && game.gameTypeId !== 4) addMainGame(market, game, sales.copies);
}

// --- Drawing a game ----------------------------------------------------------------------------------

/** One game as drawn, before its releases and figures. */
interface Game {
  index: number;
  id: number;
  /** The game's own stream: every later step draws from it in turn. */
  random: Random;
  tier: Tier | undefined;
  gameTypeId: number;
  parent: MainGame | undefined;
  isAddOn: boolean;
  size: Size;
  developer: Company;
  publisher: Company;
  releaseDay: number;
  released: boolean;
  releaseYear: number;
  platformIds: number[];
  classifications: ChosenClassification[];
  genreName: string;
  freeToPlay: boolean;
  price: number;
  title: string;
  steam: boolean;
  steamAppId: number | null;
}

function drawGame(run: Run, lookups: Lookups, companies: Companies, market: Market, index: number): Game {
  const random = new Random(run.seed, "game", index);
  const id = index + 1;
  const tier = market.tierOf.get(index);
  const { kind, parent } = drawKind(random, tier, market);
  const isAddOn = kind === 1 || kind === 2;
  const { size, developer, publisher } = drawMakers(random, companies, parent, tier);
  const releaseDay = drawReleaseDay(run, market, random, { parent, tier, kind });
  const released = releaseDay <= run.lastDay;
  const releaseYear = dateParts(releaseDay).year;
  const earlyAccess = !parent && !tier && size === "Indie" && released && releaseYear >= run.thisYear - 3 && random.chance(0.05);
  const gameTypeId = earlyAccess ? 6 : kind;
  const platformIds = drawPlatforms(random, { parent, gameTypeId, isAddOn, size, releaseDay });
  const drawn = parent ? [...parent.classifications] : drawClassifications(random, lookups.classificationsByType, tier, market.hitGenres);
  const primaryGenre = market.genres.find((g) => drawn.some((c) => c.id === g.id && c.primary));
  const genreName = primaryGenre?.name ?? "Action";
  const { freeToPlay, price } = drawPrice(random, { gameTypeId, tier, size, genreName, platformIds });
  const classifications = isAddOn ? drawn : businessModelOfPrice(drawn, freeToPlay, lookups.classificationsByType.get(BUSINESS_MODEL_TYPE_ID) ?? []);
  const title = drawTitle(run, market, random, { index, parent, gameTypeId, publisher, releaseDay });
  const steam = platformIds.includes(3) && (gameTypeId !== 4 || random.chance(0.8)) && random.chance(size === "AAA" ? 0.85 : 0.96);
  const steamAppId = steam ? 200_000 + id * 10 + random.int(0, 9) : null;
  return {
    index,
    id,
    random,
    tier,
    gameTypeId,
    parent,
    isAddOn,
    size,
    developer,
    publisher,
    releaseDay,
    released,
    releaseYear,
    platformIds,
    classifications,
    genreName,
    freeToPlay,
    price,
    title,
    steam,
    steamAppId,
  };
}

/** Kind of game: DLCs (1), expansions (2) and remasters (4) hang off a released main game; the rest are main games (0). */
function drawKind(random: Random, tier: Tier | undefined, market: Market): { kind: number; parent: MainGame | undefined } {
  const releasedParents = market.mainGames.length > 10 ? market.mainGames : [];
  let kind = 0;
  let parent: MainGame | undefined;
  if (!tier && releasedParents.length > 0) {
    const roll = random.next();
    if (roll < 0.11) kind = 1;
    else if (roll < 0.15) kind = 2;
    else if (roll < 0.165) kind = 4;
    if (kind !== 0) {
      // Bigger games get more add-ons, but most add-ons still belong to small games.
      parent = random.weightedCumulative(releasedParents, market.parentWeightTotals);
      if (!parent.released) {
        kind = 0;
        parent = undefined;
      }
    }
  }
  return { kind, parent };
}

/** Who makes and publishes it: an add-on's base game's makers, a leader's big ones, mostly indies otherwise. */
function drawMakers(random: Random, companies: Companies, parent: MainGame | undefined, tier: Tier | undefined) {
  const { majorPublishers, aaPublishers, indieLabels, developersBySize } = companies;
  let size: Size;
  if (parent) size = parent.size;
  else if (tier) size = tier === "blockbuster" || random.chance(0.6) ? "AAA" : "AA";
  else {
    const roll = random.next();
    size = roll < 0.03 ? "AAA" : roll < 0.15 ? "AA" : "Indie";
  }
  const developer = parent ? parent.developer : random.weighted(developersBySize[size], (c) => c.weight);
  let publisher: Company;
  if (parent) publisher = parent.publisher;
  else if (size === "AAA") publisher = random.weighted(majorPublishers, (c) => c.weight);
  else if (size === "AA") publisher = random.chance(0.4) ? random.weighted(majorPublishers, (c) => c.weight) : random.pick(aaPublishers);
  else {
    const roll = random.next();
    publisher = roll < 0.55 ? developer : roll < 0.85 ? random.pick(indieLabels) : random.pick(aaPublishers);
  }
  return { size, developer, publisher };
}

/** When: an add-on after its base game, a leader between 2012 and 2024, some games upcoming, the rest by year. */
function drawReleaseDay(run: Run, market: Market, random: Random, { parent, tier, kind }: { parent?: MainGame; tier?: Tier; kind: number }): number {
  let releaseDay: number;
  if (parent) {
    releaseDay = parent.releaseDay + random.int(kind === 4 ? 1500 : 20, kind === 4 ? 6000 : 900);
  } else if (tier) {
    releaseDay = dayFromParts(random.int(2012, Math.min(run.thisYear - 1, 2024)), random.int(0, 11), random.int(1, 28));
  } else if (random.chance(0.085)) {
    releaseDay = run.today + random.int(7, 760);
  } else {
    const year = random.weighted(market.yearWeights, (y) => y.weight).year;
    const start = dayFromParts(year, 0);
    const end = Math.min(dayFromParts(year + 1, 0) - 1, run.lastDay);
    releaseDay = random.int(start, Math.max(start, end));
  }
  if (releaseDay > run.today + 760) releaseDay = run.today + random.int(30, 700);
  return releaseDay;
}

const platformAvailable = (platformId: number, day: number) => dayOf(PLATFORM_LAUNCH[platformId]) <= day;

/** Where: an add-on on most of its base game's platforms; a main game on PC, consoles by size, now and then mobile. */
function drawPlatforms(
  random: Random,
  { parent, gameTypeId, isAddOn, size, releaseDay }: { parent?: MainGame; gameTypeId: number; isAddOn: boolean; size: Size; releaseDay: number },
): number[] {
  const available = platformAvailable;
  let platformIds: number[] = [];
  if (parent) {
    platformIds = parent.platformIds.filter(() => random.chance(isAddOn ? 0.85 : 0.9));
    if (gameTypeId === 4) for (const p of [264, 263, 271]) if (available(p, releaseDay) && random.chance(0.6)) platformIds.push(p);
    if (platformIds.length === 0) platformIds = [parent.platformIds[0]];
  } else {
    const mobileOnly = size === "Indie" && random.chance(0.06);
    if (mobileOnly) {
      platformIds = [119, 173].filter((p) => available(p, releaseDay));
      if (available(175, releaseDay) && random.chance(0.5)) platformIds.push(175);
    } else {
      if (size !== "Indie" || random.chance(0.93)) platformIds.push(3);
      if (platformIds.includes(3) && random.chance(size === "Indie" ? 0.22 : 0.15)) platformIds.push(48);
      if (platformIds.includes(3) && random.chance(0.13)) platformIds.push(46);
      const consoleChance = size === "AAA" ? 0.92 : size === "AA" ? 0.55 : 0.16;
      if (random.chance(consoleChance)) {
        const gens: number[][] = [];
        if (available(191, releaseDay)) gens.push([191, 194]);
        if (available(264, releaseDay)) gens.push([264, 263]);
        for (const gen of gens) if (random.chance(gen[0] === 264 || gens.length === 1 ? 0.9 : 0.55)) platformIds.push(...gen.filter(() => random.chance(0.88)));
        if (available(201, releaseDay) && random.chance(size === "AAA" ? 0.35 : 0.6)) platformIds.push(201);
        if (available(271, releaseDay) && random.chance(0.35)) platformIds.push(271);
      }
      if (random.chance(0.05) && available(119, releaseDay)) platformIds.push(119, 173);
      if (random.chance(0.025) && available(268, releaseDay)) platformIds.push(268);
      if (random.chance(0.006) && available(269, releaseDay)) platformIds.push(269);
      if (random.chance(0.012)) platformIds.push(131);
      if (platformIds.includes(119) && random.chance(0.08) && available(204, releaseDay)) platformIds.push(204);
    }
    if (platformIds.length === 0) platformIds.push(3);
  }
  return [...new Set(platformIds)];
}

/** Each genre's affinity with each classification of a type's list, in list order, computed once a run. */
const AFFINITIES = new WeakMap<readonly Classification[], Map<string, number[]>>();
function affinitiesWith(genre: string, typeId: number, list: readonly Classification[]): number[] {
  let byGenre = AFFINITIES.get(list);
  if (!byGenre) AFFINITIES.set(list, (byGenre = new Map()));
  let affinities = byGenre.get(genre);
  if (!affinities) byGenre.set(genre, (affinities = list.map((c) => classificationAffinity(genre, typeId, c.name))));
  return affinities;
}

/** A main game's genres and the rest of its classifications, the first of each type its primary one. */
function drawClassifications(
  random: Random,
  classificationsByType: Map<number, Classification[]>,
  tier: Tier | undefined,
  hitGenres: string[],
): ChosenClassification[] {
  const chosen: ChosenClassification[] = [];
  const genreNameOf = new Map((classificationsByType.get(1) ?? []).map((c) => [c.id, c.name]));
  for (const type of vocab.CLASSIFICATION_TYPES) {
    const list = classificationsByType.get(type.id) ?? [];
    if (list.length === 0) continue;
    let picks: typeof list;
    // A game's other genres are drawn with how often real games pair them with its first one (genre-affinity.ts):
    // one draw a pick either way, so every later figure and title of the game stays where it was.
    const withFirst = (first: (typeof list)[number]) => (c: (typeof list)[number]) => c.weight * genreAffinity(first.name, c.name);
    if (type.id === 1 && tier) {
      const first = list.find((c) => c.name === random.pick(hitGenres)) ?? list[0];
      picks = [
        first,
        ...random.sample(
          list.filter((c) => c !== first),
          random.int(0, 2),
          withFirst(first),
        ),
      ];
    } else if (type.id === 1) {
      const [min, max] = type.perGame;
      const count = random.int(min, max);
      const first = random.weighted(list, (c) => c.weight);
      picks =
        count === 0
          ? []
          : [
              first,
              ...random.sample(
                list.filter((c) => c !== first),
                count - 1,
                withFirst(first),
              ),
            ];
    } else {
      const [min, max] = type.perGame;
      const count = type.major ? random.int(min, max) : random.chance(0.85) ? random.int(min, max) : 0;
      // Themes, sub-genres, features… are drawn with how often real games of the game's genres carry them
      // (classification-affinity.ts), each genre's affinity in turn; one draw a pick either way.
      const weights = new Map(list.map((c) => [c, c.weight]));
      for (const genre of chosen.filter((c) => c.typeId === 1)) {
        affinitiesWith(genreNameOf.get(genre.id)!, type.id, list).forEach((affinity, at) => weights.set(list[at], weights.get(list[at])! * affinity));
      }
      picks = random.sample(list, count, (c) => weights.get(c)!);
    }
    picks.forEach((c, position) => chosen.push({ id: c.id, typeId: type.id, primary: position === 0 }));
  }
  return chosen;
}

const BUSINESS_MODEL_TYPE_ID = 182;
/** Business models of a game free to download; the others are paid for. */
const FREE_BUSINESS_MODELS: ReadonlySet<string> = new Set(["Free-to-Play", "Freemium", "Ad-Supported"]);

/**
 * A game's business model agrees with its price, as an imported game's does (docs/decisions.md): a free game's is free
 * to download (Free-to-Play for a paid model drawn), a paid game's is paid for (Premium for a free model drawn). The
 * model drawn stays when it agrees, and nothing is drawn again, so every later draw of the game stays where it was.
 * Add-ons keep their main game's.
 */
function businessModelOfPrice(classifications: ChosenClassification[], freeToPlay: boolean, models: readonly Classification[]): ChosenClassification[] {
  const replacement = models.find((model) => model.name === (freeToPlay ? "Free-to-Play" : "Premium"));
  const freeIds = new Set(models.filter((model) => FREE_BUSINESS_MODELS.has(model.name)).map((model) => model.id));
  if (!replacement) return classifications;
  return classifications.map((c) => (c.typeId === BUSINESS_MODEL_TYPE_ID && freeIds.has(c.id) !== freeToPlay ? { ...c, id: replacement.id } : c));
}

/** Price and business model: add-ons by their own price lists, main games free-to-play now and then. */
function drawPrice(
  random: Random,
  { gameTypeId, tier, size, genreName, platformIds }: { gameTypeId: number; tier?: Tier; size: Size; genreName: string; platformIds: number[] },
): { freeToPlay: boolean; price: number } {
  if (gameTypeId === 1) return { freeToPlay: false, price: random.weighted(DLC_PRICES, ([, w]) => w)[0] };
  if (gameTypeId === 2) return { freeToPlay: false, price: random.weighted(EXPANSION_PRICES, ([, w]) => w)[0] };
  // The store's share of free games, as often more or less as real games of the first genre are free; mobile-only
  // games (not on Steam) are mostly free. The blockbusters stand for Steam's top games, most of them free.
  const f2pChance =
    (tier === "blockbuster" ? 0.6 : FREE_TO_PLAY_SHARE * (FREE_TO_PLAY_LIFT[genreName] ?? 1)) *
    (platformIds.every((p) => p === 119 || p === 173 || p === 175) ? 5 : 1);
  const freeToPlay = gameTypeId !== 4 && random.chance(Math.min(0.9, f2pChance));
  const [from, to] = PRICE_QUANTILES[size];
  return { freeToPlay, price: freeToPlay ? 0 : paidPriceAt(random.between(from, to)) };
}

/** A title no earlier game has: `make`'s, else (after 30 tries) one of them numbered. */
function uniqueTitle(usedTitles: Set<string>, make: () => string): string {
  for (let attempt = 0; attempt < 30; attempt++) {
    const title = make();
    if (!usedTitles.has(title)) {
      usedTitles.add(title);
      return title;
    }
  }
  let n = 2;
  const base = make();
  while (usedTitles.has(`${base} ${n}`)) n++;
  usedTitles.add(`${base} ${n}`);
  return `${base} ${n}`;
}

function fillPattern(random: Random, pattern: string, thisYear: number): string {
  return pattern
    .replace(/\{adj\}/g, () => random.pick(vocab.TITLE_PARTS.adjectives))
    .replace(/\{noun\}/g, () => random.pick(vocab.TITLE_PARTS.nouns))
    .replace(/\{place\}/g, () => random.pick(vocab.TITLE_PARTS.places))
    .replace(/\{year\}/g, () => String(random.int(2010, thisYear + 1)));
}

/** Title: an add-on's from its base game's, now and then a sequel of the publisher's earlier game, else from patterns. */
function drawTitle(
  run: Run,
  market: Market,
  random: Random,
  { index, parent, gameTypeId, publisher, releaseDay }: { index: number; parent?: MainGame; gameTypeId: number; publisher: Company; releaseDay: number },
): string {
  if (parent) {
    return uniqueTitle(market.usedTitles, () =>
      gameTypeId === 4
        ? `${parent.title} ${random.pick(["Remastered", "Definitive Edition", "HD", "Reforged", "Remake"])}`
        : fillPattern(random, random.pick(vocab.TITLE_PARTS.dlcPatterns), run.thisYear).replace(/\{base\}/g, parent.title),
    );
  }
  const sequelOf =
    index > 30 && random.chance(0.08)
      ? market.mainGamesByPublisher.get(publisher)?.find((g) => g.releaseDay < releaseDay && !/\d$|[IVX]$/.test(g.title))
      : undefined;
  return sequelOf
    ? uniqueTitle(market.usedTitles, () => `${sequelOf.title} ${random.pick(["2", "II", "3", "III", "4"])}`)
    : uniqueTitle(market.usedTitles, () => fillPattern(random, random.pick(vocab.TITLE_PARTS.patterns), run.thisYear));
}

// --- A game's catalogue rows ---------------------------------------------------------------------------

/** The games row and the game's classifications. */
function writeGame(run: Run, lookups: Lookups, game: Game) {
  const { random, id, title, parent, gameTypeId, genreName, classifications } = game;
  const themeName = classifications.map((c) => lookups.classificationName.get(c.id)).find((name, i) => classifications[i].typeId === 17);
  run.emit("games", [
    id,
    title,
    random.chance(0.1) ? `Project ${random.pick(vocab.TITLE_PARTS.nouns)}` : null,
    null,
    gameTypeId,
    parent?.id ?? null,
    game.steamAppId,
    random.chance(0.004),
    true,
    true,
    parent
      ? `${gameTypeId === 4 ? "A remastered release" : gameTypeId === 2 ? "An expansion" : "Downloadable content"} for ${parent.title}.`
      : `${title} is ${/^[AEIOU]/i.test(genreName) ? "an" : "a"} ${genreName.toLowerCase()} game${themeName ? ` with a ${themeName.toLowerCase()} theme` : ""} by ${game.developer.name}.`,
  ]);
  for (const c of classifications) run.emit("game_classifications", [++run.ids.gameClassification, id, c.typeId, c.id, c.primary]);
}

/** What every release of a game shares: how strong its content is for the age ratings, how an upcoming date reads. */
interface ReleasePlan {
  /** 0 (everyone) to 3 (adults). */
  contentLevel: number;
  upcoming: { text: string; earliest: number | null } | null;
}

/** Releases (one a platform), with their publications, covers, company roles, age ratings and screenshots. */
function writeReleases(run: Run, companies: Companies, game: Game) {
  const { random, classifications, genreName } = game;
  const contentLevel = Math.min(
    3,
    (classifications.some((c) => c.typeId === 41) ? 1 : 0) +
      (classifications.some((c) => c.typeId === 53) ? 1 : 0) +
      (["Horror", "Shooter", "Fighting", "Survival", "Battle Royale"].includes(genreName) ? 1 : 0) +
      (random.chance(0.2) ? 1 : 0),
  );
  const plan: ReleasePlan = { contentLevel, upcoming: game.released ? null : announcedDate(random, game.releaseDay, run.today) };
  game.platformIds.forEach((platformId, platformIndex) => writeRelease(run, companies, game, plan, platformId, platformIndex));
}

function writeRelease(run: Run, companies: Companies, game: Game, plan: ReleasePlan, platformId: number, platformIndex: number) {
  const { random, id, size, developer } = game;
  const { developersBySize } = companies;
  const releaseId = ++run.ids.release;
  const portDelay = platformIndex > 0 && game.released && random.chance(0.12) ? random.int(30, 400) : 0;
  const platformDay = game.releaseDay + portDelay;
  const platformReleased = platformDay <= run.lastDay;
  run.emit("releases", [releaseId, id, platformId, `${run.iso(Math.min(run.lastDay, Math.max(platformDay, run.firstDay)))}T12:00:00.000Z`]);
  run.emit("company_roles", [++run.ids.companyRole, developer.id, releaseId, null, "Developer"]);
  if (random.chance(0.07)) {
    const coDeveloper = random.weighted(developersBySize[size], (c) => c.weight);
    run.emit("company_roles", [++run.ids.companyRole, coDeveloper.id, releaseId, null, "Developer"]);
  }
  const family = vocab.PLATFORMS.find((p) => p.id === platformId)?.family ?? "pc";
  if (family !== "pc" && random.chance(0.15)) {
    const porter = random.pick(developersBySize.Indie.length > 0 ? developersBySize.Indie : developersBySize.AA);
    run.emit("company_roles", [++run.ids.companyRole, porter.id, releaseId, null, "Porting"]);
  }

  const listings = drawListings(random, game, platformId, family);
  const { upcoming } = plan;
  const text = platformReleased || portDelay > 0 ? exactDateText(platformDay) : (upcoming?.text ?? exactDateText(platformDay));
  const earliest = platformReleased || portDelay > 0 ? platformDay : (upcoming?.earliest ?? null);
  const dateTime = earliest === null ? null : `${run.iso(earliest)}T${pad(random.pick([0, 9, 15, 17]))}:00:00.000Z`;
  const release: PublishedRelease = { releaseId, platformId, family, platformReleased, text, dateTime, contentLevel: plan.contentLevel };
  listings.forEach((listing, listingIndex) => writePublication(run, game, release, listing, listingIndex));

  const shots = platformIndex === 0 ? random.int(3, 6) : random.int(0, 2);
  for (let n = 1; n <= shots; n++) run.emit("screenshots", [++run.ids.screenshot, releaseId, `ss_${releaseId}_${n}.jpg`, 1920, 1080, n]);
}

interface Listing {
  distributionId: number;
  localityId: number;
  editionId: number;
  price: number;
}

/** Storefronts: Steam and others on PC, the platform's own store elsewhere, boxed retail for bigger games. */
function drawListings(random: Random, game: Game, platformId: number, family: string): Listing[] {
  const { steam, size, price, freeToPlay, isAddOn } = game;
  const listings: Listing[] = [];
  if (platformId === 3 || platformId === 48 || platformId === 46) {
    if (steam) listings.push({ distributionId: STORE.steam, localityId: 16, editionId: 0, price });
    if (!steam || random.chance(size === "Indie" ? 0.12 : 0.45)) listings.push({ distributionId: STORE.epic, localityId: 16, editionId: 0, price });
    if (random.chance(size === "Indie" ? 0.15 : 0.2))
      listings.push({ distributionId: STORE.gog, localityId: 16, editionId: 0, price: price > 5 ? Math.round((price - 2) * 100) / 100 : price });
    if (size === "AAA" && random.chance(0.5)) listings.push({ distributionId: STORE.retail, localityId: 1, editionId: 0, price });
  } else if (family === "mobile" || family === "tv") {
    listings.push({ distributionId: platformId === 173 ? STORE.googlePlay : STORE.appStore, localityId: 16, editionId: 0, price });
  } else {
    listings.push({ distributionId: STORE.platform, localityId: 16, editionId: 0, price });
    if (size !== "Indie" && !freeToPlay && random.chance(0.6)) {
      const retailPrice = random.chance(0.6) ? price : price + 10;
      listings.push({ distributionId: STORE.retail, localityId: 1, editionId: 0, price: retailPrice });
      listings.push({ distributionId: STORE.retail, localityId: 2, editionId: 0, price: retailPrice });
    }
  }
  if (!freeToPlay && !isAddOn && size !== "Indie" && random.chance(0.5)) {
    const edition = random.pick([1, 2, 3]);
    listings.push({ distributionId: listings[0]?.distributionId ?? STORE.platform, localityId: 16, editionId: edition, price: price + edition * 10 });
  }
  if (listings.length === 0) listings.push({ distributionId: STORE.platform, localityId: 16, editionId: 0, price });
  return listings;
}

/** What a release's publications share. */
interface PublishedRelease {
  releaseId: number;
  platformId: number;
  family: string;
  platformReleased: boolean;
  /** The release date as the publication states it, and as a timestamp when it is a day. */
  text: string;
  dateTime: string | null;
  contentLevel: number;
}

/** One storefront listing of a release: its cover, the publication, its publisher and its age ratings. */
function writePublication(run: Run, game: Game, release: PublishedRelease, listing: Listing, listingIndex: number) {
  const { random, id, title, genreName, platformIds } = game;
  const { releaseId, platformId } = release;
  const publicationId = ++run.ids.publication;
  let coverId = PLACEHOLDER_COVER_ID;
  if (!random.chance(0.06)) {
    coverId = ++run.ids.cover;
    run.emit("covers", [coverId, `co${coverId.toString(36)}.jpg`]);
  }
  run.emit("publications", [
    publicationId,
    releaseId,
    coverId,
    release.text,
    release.dateTime,
    money(listing.price),
    listing.distributionId,
    listing.localityId,
    listing.editionId,
    listing.distributionId === STORE.retail ? String(random.int(100_000_000, 999_999_999)) + String(random.int(1000, 9999)) : null,
    `LUM-${id}-${platformId}-${listingIndex + 1}`,
    listingIndex === 0 ? `${title} for ${vocab.PLATFORMS.find((p) => p.id === platformId)?.name ?? "PC"}.` : null,
    listingIndex === 0 ? `${genreName} • ${platformIds.length} platform${platformIds.length > 1 ? "s" : ""}` : null,
  ]);
  run.emit("company_roles", [++run.ids.companyRole, game.publisher.id, releaseId, publicationId, "Publisher"]);
  if (listingIndex === 0 && random.chance(0.3)) run.emit("company_roles", [++run.ids.companyRole, game.developer.id, releaseId, publicationId, "Developer"]);
  // Age ratings travel on worldwide (16) and European (2) publications; North American retail carries ESRB-like.
  const systems = listing.localityId === 16 ? [1, 2] : listing.localityId === 2 ? [1] : listing.localityId === 1 ? [2] : [];
  for (const systemId of systems) {
    const rating = !release.platformReleased && random.chance(0.5) ? provisionalRating(systemId) : ratingAtLevel(systemId, release.contentLevel);
    if (rating)
      run.emit("game_age_ratings", [
        ++run.ids.ageRatingLink,
        publicationId,
        rating.id,
        listing.distributionId === STORE.platform || release.family === "mobile" ? `IARC ${rating.shortName}` : null,
      ]);
  }
}

/** A rating system's final rating for a content level (0 the mildest rating, 3 or the last the strongest). */
function ratingAtLevel(systemId: number, contentLevel: number) {
  const ratings = vocab.AGE_RATINGS.filter((r) => r.ageRatingSystemId === systemId && !/provisional/i.test(r.name)).sort(
    (a, b) => Number.parseInt(a.shortName, 10) - Number.parseInt(b.shortName, 10) || a.priority - b.priority,
  );
  return ratings[Math.min(ratings.length - 1, contentLevel)];
}

function provisionalRating(systemId: number) {
  return vocab.AGE_RATINGS.find((r) => r.ageRatingSystemId === systemId && /provisional/i.test(r.name));
}

/** Services: subscription catalogues, cloud, platform features. Id 14 is a retired service some rows still cite. */
function writeServices(run: Run, game: Game) {
  const { random, released, size, releaseDay, parent } = game;
  const { lastDay } = run;
  if (!released || !random.chance(size === "Indie" ? 0.25 : 0.6)) return;
  for (const service of random.sample(vocab.SERVICES, random.int(1, size === "Indie" ? 2 : 4), (s) => (s.active ? 1 : 0.15))) {
    const start = Math.min(lastDay, releaseDay + random.int(0, 600));
    const ended = random.chance(0.25) && start + 120 < lastDay;
    run.emit("game_services", [
      ++run.ids.gameService,
      game.id,
      service.id,
      ended ? "ended" : "active",
      run.iso(start),
      ended ? run.iso(random.int(start + 90, lastDay)) : null,
      parent && random.chance(0.3) ? parent.id : null,
    ]);
  }
}

// --- Players, sales, revenue ---------------------------------------------------------------------------
// A main game's audience is its place on the curve of real Steam games (audience.ts): reviews at that rank, and
// owners a review stands for. Sales follow the launch curve back to the first week, and the launch-day peak is a
// twentieth of the first week's sales. Add-ons sell to a share of their base game's owners.

/** How a game's crowd and sales fade from launch, and the draws that place it on the curve of real games. */
interface LaunchShape {
  placeDraw: number;
  ownersPerReview: number;
  /** Days the launch crowd takes to fade, and the share of it that stays. */
  tau: number;
  floor: number;
  /** Copies (or, free-to-play, sign-ups) from launch to day t. */
  salesCurve: (t: number) => number;
  salesTau: number;
  salesFloor: number;
  firstWeekNoise: number;
  /** Days since the release (0 before it). */
  age: number;
}

function drawLaunchShape(run: Run, game: Game): LaunchShape {
  const { random, freeToPlay, tier, size } = game;
  const placeDraw = random.next();
  const ownersPerReview = random.logNormal(OWNERS_PER_REVIEW.median, OWNERS_PER_REVIEW.sigma * OWNERS_SPREAD_KEPT);
  const tau = random.logNormal(freeToPlay ? 70 : 40, 0.45);
  // Evergreen blockbusters keep most of their launch crowd; most games keep a few percent of it.
  const floor =
    tier === "blockbuster"
      ? random.between(0.4, 0.9)
      : Math.exp(
          freeToPlay || tier
            ? random.between(Math.log(0.04), Math.log(0.3))
            : size === "Indie"
              ? random.between(Math.log(0.004), Math.log(0.2))
              : random.between(Math.log(0.012), Math.log(0.4)),
        );
  const salesTau = tau * 0.6;
  // Long-tail sales: small games sell almost only around launch.
  const salesFloor = freeToPlay
    ? 0
    : size === "Indie"
      ? random.between(0.001, 0.008)
      : random.between(0.004, 0.03) * (tier === "blockbuster" ? 4 : tier === "hit" ? 2 : 1);
  const age = Math.max(0, run.today - game.releaseDay);
  const salesCurve = (t: number) => (freeToPlay ? curveIntegral(t, F2P_SIGNUP_FLOOR, tau) : curveIntegral(t, salesFloor, salesTau));
  const firstWeekNoise = random.logNormal(1, 0.08);
  return { placeDraw, ownersPerReview, tau, floor, salesCurve, salesTau, salesFloor, firstWeekNoise, age };
}

interface Sales {
  launchPeak: number;
  firstWeekSales: number;
  copies: number;
  totalPlayers: number;
  lifetimeRevenue: number;
  reviewCount: number;
  positiveRatio: number;
}

function drawSales(run: Run, market: Market, game: Game, shape: LaunchShape): Sales {
  const { random, released } = game;
  const placed = !game.isAddOn
    ? placeOnCurve(market, game, shape)
    : {
        launchPeak: 0,
        placedReviews: 0,
        placedOwners: 0,
        ...(released && game.parent ? addOnSales(game, game.parent, shape) : { firstWeekSales: 0, copies: 0 }),
      };
  const { launchPeak, firstWeekSales, copies, placedReviews, placedOwners } = placed;
  const totalPlayers = released ? copies : 0;
  const lifetimeRevenue = released ? lifetimeRevenueOf(run, game, shape.age, totalPlayers) : 0;
  // Reviews: the place's, or fewer when the game sold less than its place (a capped launch); add-ons' from copies.
  const reviewCount = !released
    ? 0
    : !game.isAddOn
      ? Math.min(RECORDS.reviews, Math.round(placedReviews * Math.min(1, copies / placedOwners)))
      : Math.round(copies / shape.ownersPerReview);
  const positiveRatio = released ? positiveShareAt(reviewCount, random.next()) : 0;
  return { launchPeak, firstWeekSales, copies, totalPlayers, lifetimeRevenue, reviewCount, positiveRatio };
}

/**
 * The share of positive reviews at quantile q of real games with about as many reviews (market-fit.ts): games with
 * few reviews spread widely, the most reviewed sit between 59% and 97% nine times in ten.
 */
function positiveShareAt(reviewCount: number, q: number): number {
  let band = POSITIVE_SHARE_BY_REVIEWS[0][1];
  for (const [least, quantiles] of POSITIVE_SHARE_BY_REVIEWS) if (reviewCount >= least) band = quantiles;
  const position = q * (band.length - 1);
  const at = Math.min(band.length - 2, Math.floor(position));
  return band[at] + (band[at + 1] - band[at]) * (position - at);
}

/** A main game's place on the curve: its reviews and owners, launch-day peak, first week's sales and copies so far. */
function placeOnCurve(market: Market, game: Game, { placeDraw, ownersPerReview, salesCurve, age, firstWeekNoise }: LaunchShape) {
  const { tier, released } = game;
  // The plan's blockbusters are Steam's first games and launch with a million players or more.
  const realRank = tier === "blockbuster" ? ++market.blockbustersMet : market.places.place(placeDraw, tier ?? game.size, game.price, released, game.index + 1);
  const placedReviews = reviewsAtRank(realRank);
  const placedOwners = Math.min(RECORDS.owners, Math.max(5, (placedReviews + 0.5) * ownersPerReview * (game.gameTypeId === 4 ? 0.5 : 1)));
  // A place is what a game sells in its first two years or its whole life if longer: a game out for a week has
  // sold its first week of that (upcoming games are headed for it).
  const placeSpan = Math.max(age, 730);
  let firstWeekSales = (placedOwners * salesCurve(7)) / salesCurve(placeSpan);
  let launchPeak = Math.max(1, Math.round(firstWeekSales / (FIRST_WEEK_SALES_PER_PEAK_PLAYER * firstWeekNoise)));
  if (tier === "blockbuster") launchPeak = Math.round(Math.exp(placeDraw * Math.log(RECORDS.launchPeak / 1_000_000)) * 1_000_000);
  // No launch beats the records: a young game at the top sells what its capped launch allows.
  launchPeak = Math.min(launchPeak, RECORDS.launchPeak);
  firstWeekSales = Math.round(FIRST_WEEK_SALES_PER_PEAK_PLAYER * launchPeak * firstWeekNoise);
  const copies = released ? Math.min(Math.round(placedOwners), Math.round((firstWeekSales * salesCurve(age)) / salesCurve(7))) : 0;
  return { launchPeak, firstWeekSales, copies, placedReviews, placedOwners };
}

/** A released add-on sells to a share of its base game's owners, along its own launch curve. */
function addOnSales(game: Game, parent: MainGame, { age, salesFloor, salesTau }: LaunchShape) {
  const attach = game.random.between(0.04, game.gameTypeId === 2 ? 0.35 : 0.2);
  const copies = Math.max(
    1,
    Math.round(parent.copies * attach * Math.min(1, curveIntegral(age, salesFloor, salesTau) / curveIntegral(1500, salesFloor, salesTau))),
  );
  const firstWeekSales = Math.round((copies * curveIntegral(7, salesFloor, salesTau)) / Math.max(curveIntegral(age, salesFloor, salesTau), 1e-9));
  return { firstWeekSales, copies };
}

/** A released game's revenue so far, from its players. */
function lifetimeRevenueOf(run: Run, game: Game, age: number, totalPlayers: number): number {
  const { random, size } = game;
  if (game.freeToPlay) {
    // Free-to-play: the spending model (lib/domain/estimates.ts) with this game's own spend per player: Indie
    // games' players spend about a third of the average, AAA games' 1.8 times it.
    const spendScale = (random.logNormal(size === "Indie" ? 0.4 : 1.3, 0.8) * (size === "AAA" ? 1.8 : 1)) / 1.3;
    return Math.min(14, Math.max(0.05, freeToPlayArpu(age, spendScale))) * totalPlayers;
  }
  // A copy nets what the revenue model says, with this game's own discounting: 25–55% below list at its deepest
  // (its own stream, so every other figure of the game stays as it was).
  const discountDepth = new Random(run.seed, "discounts", game.index).between(0.25, 0.55);
  return netShareOfList(age, discountDepth) * game.price * totalPlayers;
}

/** Wishlists from the announcement on, and the followers they come from. */
interface Following {
  announceDay: number;
  wishlistAt: (day: number) => number;
  followers: number;
}

/**
 * Wishlists and followers: at launch, first-week sales convert 12–30% of wishlists; wishlists ≈ 7–20 × followers.
 * The most wishlisted games hold a few million: conversion falls as a game's crowd grows past wishlisting.
 */
function drawFollowing(run: Run, game: Game, firstWeekSales: number): Following {
  const { random, releaseDay } = game;
  const wishlistsBeforeSaturation = firstWeekSales / random.between(0.12, 0.3);
  const wishlistsAtLaunch = Math.max(10, Math.round(wishlistsBeforeSaturation / (1 + wishlistsBeforeSaturation / RECORDS.wishlists)));
  const wishlistsPerFollower = random.between(7, 20);
  const announceDay = releaseDay - random.int(120, 720);
  const wishlistAt = (day: number) => {
    if (day < announceDay) return 0;
    if (day <= releaseDay) return Math.round(wishlistsAtLaunch * Math.pow((day - announceDay) / (releaseDay - announceDay), 1.6));
    return Math.round(wishlistsAtLaunch * (1 + (0.012 * ((day - releaseDay) / 7)) / (1 + (day - releaseDay) / 365)));
  };
  const followers = Math.max(1, Math.round(Math.max(1, wishlistAt(run.lastDay)) / wishlistsPerFollower));
  return { announceDay, wishlistAt, followers };
}

function writeMarketStats(run: Run, game: Game, shape: LaunchShape, sales: Sales, followers: number) {
  const { reviewCount, positiveRatio } = sales;
  const multiplier = boxleiterMultiplier(game.releaseYear);
  const copiesBoxleiter = reviewCount * multiplier;
  const positiveReviews = Math.round((reviewCount * Math.round(positiveRatio * 1000)) / 1000);
  run.emit("game_market_stats", [
    game.id,
    game.freeToPlay,
    game.price,
    reviewCount,
    Math.round(positiveRatio * 1000) / 1000,
    multiplier,
    copiesBoxleiter,
    Math.round(netShareOfList(shape.age) * game.price * copiesBoxleiter * 100) / 100,
    sales.totalPlayers,
    Math.round(sales.lifetimeRevenue * 100) / 100,
    !game.isAddOn && game.released ? sales.launchPeak : 0,
    followers,
    positiveReviews,
    reviewCount - positiveReviews,
  ]);
}

/** Daily peak concurrent players: launch spike, decay to a floor, updates, weekly and seasonal cycles. */
function writePlayerCounts(run: Run, game: Game, { floor, tau, age }: LaunchShape, launchPeak: number) {
  if (game.isAddOn || !game.released) return;
  const { random, releaseDay } = game;
  const { firstDay, lastDay } = run;
  const bumps: Array<{ day: number; size: number }> = [];
  if (floor > 0.1 || game.size !== "Indie") {
    for (let day = releaseDay + random.int(60, 200); day < lastDay; day += random.int(90, 260)) bumps.push({ day, size: random.between(0.15, 0.9) });
  }
  // Revivals (a streamer, a sale, an update) lift small games; no leader climbs past the record that way.
  const revival = age > 365 && random.chance(0.04) && launchPeak < 100_000 ? { start: lastDay - random.int(20, 90), gain: random.between(1.5, 4) } : null;
  const start = Math.max(firstDay, releaseDay);
  // One row a month: counts[d − 1] is day d's peak (0 below one player), from the 1st to the last day generated.
  let monthFirst = -1;
  let monthCounts: number[] = [];
  const emitMonth = () => {
    const recorded = monthCounts.filter((count) => count > 0).length;
    if (recorded === 0) return;
    run.emit("player_count_months", [game.id, run.iso(monthFirst), monthCounts]);
    run.dailyValues += recorded;
  };
  for (let day = start; day <= lastDay; day++) {
    const t = day - releaseDay;
    let level = floor + (1 - floor) * Math.exp(-t / tau);
    for (const bump of bumps) if (day >= bump.day) level += level * bump.size * Math.exp(-(day - bump.day) / 12);
    if (revival && day >= revival.start) level *= 1 + (revival.gain - 1) * Math.min(1, (day - revival.start) / Math.max(1, lastDay - revival.start));
    const value = Math.min(
      RECORDS.dailyPeak,
      Math.round(launchPeak * level * (t === 0 ? 1 : run.liftOfDay[day - firstDay]) * Math.exp(0.05 * random.normal())),
    );
    const first = run.monthStartOf(day);
    if (first !== monthFirst) {
      emitMonth();
      monthFirst = first;
      monthCounts = new Array<number>(day - first).fill(0);
    }
    monthCounts.push(value >= 1 ? value : 0);
  }
  emitMonth();
}

/**
 * Weekly revenue estimate, weeks counted from the release day (so the first row is the first week); whole weeks
 * only, so the last week is never a part-week that reads as a drop. Around the launch curve, each week moves by
 * its own noise and by Steam's seasonal sales (own random stream, so every other figure of the game stays as it
 * was); the weeks shown still add up to the revenue the curve gives them.
 */
function writeRevenue(run: Run, game: Game, { salesCurve: curve, age }: LaunchShape, { copies, lifetimeRevenue }: Sales) {
  if (!game.released || !(copies > 0 || lifetimeRevenue > 0)) return;
  const { releaseDay } = game;
  const total = curve(age);
  const firstWeek = Math.max(0, Math.ceil((run.firstDay - releaseDay) / 7));
  const weekRandom = new Random(run.seed, "weekly-revenue", game.index);
  const shares: number[] = [];
  const lifts: number[] = [];
  for (let week = firstWeek; releaseDay + week * 7 + 6 <= run.lastDay; week++) {
    const t0 = week * 7;
    shares.push((curve(Math.min(age, t0 + 7)) - curve(t0)) / total);
    lifts.push(weeklyLift(releaseDay + t0, week, game.freeToPlay, weekRandom));
  }
  const windowShare = shares.reduce((sum, share) => sum + share, 0);
  const lifted = shares.reduce((sum, share, at) => sum + share * lifts[at], 0);
  const scale = lifted > 0 ? windowShare / lifted : 1;
  const before = firstWeek > 0 ? curve(firstWeek * 7) / total : 0;
  const weekly: number[] = [];
  const cumulative: number[] = [];
  const sales: number[] = [];
  let running = before;
  shares.forEach((share, at) => {
    const moved = share * lifts[at] * scale;
    running += moved;
    weekly.push(Math.round(lifetimeRevenue * moved * 100) / 100);
    cumulative.push(Math.round(lifetimeRevenue * running * 100) / 100);
    sales.push(Math.round(copies * moved));
  });
  if (weekly.length > 0) run.emit("revenue_series", [game.id, run.iso(releaseDay + firstWeek * 7), weekly, cumulative, sales, game.price]);
}

/** Wishlists: for Steam games, from the announcement on; they keep growing slowly after launch. */
function writeWishlists(run: Run, game: Game, { announceDay, wishlistAt }: Following) {
  if (game.steamAppId === null) return;
  // Weekly, ending on the last day so the latest row is today's figure.
  const from = Math.max(announceDay, run.firstDay);
  const weeks: number[] = [];
  for (let day = run.lastDay; day >= from; day -= 7) weeks.unshift(day);
  if (weeks.length > 0) run.emit("wishlist_series", [game.id, game.steamAppId, run.iso(weeks[0]), weeks.map(wishlistAt)]);
}

/** Monthly sentiment for released games, drifting around the review score. */
function writeSentiment(run: Run, game: Game, { positiveRatio, launchPeak }: Sales) {
  if (!game.released || game.isAddOn) return;
  const { random } = game;
  const { year: todayYear, month: todayMonth } = dateParts(run.today);
  let drift = 0;
  let firstMonth: number | null = null;
  const scores: number[] = [];
  const mentionCounts: number[] = [];
  for (let back = 23; back >= 0; back--) {
    const monthDay = dayFromParts(todayYear, todayMonth - back);
    if (monthDay + 31 < game.releaseDay) continue;
    drift = 0.7 * drift + random.normal() * 4;
    const score = Math.min(100, Math.max(0, positiveRatio * 100 + drift));
    firstMonth ??= monthDay;
    scores.push(Math.round(score * 10) / 10);
    mentionCounts.push(Math.max(1, Math.round(Math.sqrt(launchPeak) * random.between(2, 12))));
  }
  if (firstMonth !== null) run.emit("sentiment_series", [game.id, run.iso(firstMonth), scores, mentionCounts]);
}

/** Social media per platform, monthly for the last twelve months after the announcement. */
function writeSocialMedia(run: Run, game: Game, { followers, announceDay }: Following) {
  if (game.isAddOn) return;
  const { random, size } = game;
  const { year: todayYear, month: todayMonth } = dateParts(run.today);
  const platformsCount = size === "AAA" ? random.int(6, 8) : size === "AA" ? random.int(4, 6) : random.int(2, 4);
  const totalSocial = followers * random.between(0.8, 4);
  for (const social of random.sample(vocab.SOCIAL_PLATFORMS, platformsCount, (s) => s.weight)) {
    const share = social.weight / vocab.SOCIAL_PLATFORMS.reduce((sum, s) => sum + s.weight, 0);
    const target = Math.max(1, totalSocial * share * random.between(0.5, 1.6));
    const monthlyGrowth = random.between(0.005, game.released ? 0.06 : 0.15);
    let firstMonth: number | null = null;
    const series = { followers: [] as number[], gains: [] as number[], losses: [] as number[], views: [] as number[] };
    for (let back = 11; back >= 0; back--) {
      const monthDay = dayFromParts(todayYear, todayMonth - back);
      if (monthDay < announceDay) continue;
      const followersThen = Math.round(target / Math.pow(1 + monthlyGrowth, back));
      const gains = Math.max(0, Math.round(followersThen * monthlyGrowth * random.between(1.1, 1.6)));
      firstMonth ??= monthDay;
      series.followers.push(followersThen);
      series.gains.push(gains);
      series.losses.push(Math.max(0, Math.round(gains - followersThen * monthlyGrowth)));
      series.views.push(Math.round(followersThen * random.between(2, 25)));
    }
    if (firstMonth !== null) {
      run.emit("social_media_series", [game.id, social.name, run.iso(firstMonth), series.followers, series.gains, series.losses, series.views]);
    }
  }
}

/** Videos: trailers before launch, gameplay and reviews after. */
function writeVideos(run: Run, game: Game, { followers, announceDay }: Following, launchPeak: number) {
  const { random, size, title } = game;
  if (game.isAddOn && !random.chance(0.3)) return;
  const { lastDay, iso } = run;
  const count = size === "AAA" ? random.int(6, 14) : size === "AA" ? random.int(3, 8) : random.int(1, 4);
  const published = Array.from({ length: count }, () => Math.min(lastDay, random.int(announceDay, Math.max(announceDay, lastDay)))).sort((a, b) => a - b);
  const lastActivity = `${iso(published[published.length - 1])}T16:00:00.000Z`;
  published.forEach((day, n) => {
    const mediaType = n === 0 ? "Trailer" : random.weighted(vocab.VIDEO_MEDIA_TYPES, (m) => m.weight).name;
    const views = Math.round(Math.max(50, (followers + launchPeak) * random.logNormal(4, 1.1)));
    const vid = ++run.ids.video;
    run.emit("video_stats", [
      vid,
      game.id,
      `${title} - ${mediaType === "Trailer" && n === 0 ? "Announcement Trailer" : mediaType}`,
      `https://video.example.com/watch/${vid.toString(36)}`,
      `${iso(day)}T16:00:00.000Z`,
      views,
      mediaType,
      lastActivity,
    ]);
  });
}

/** Persona fit from the classifications each persona is drawn to. */
function writePersonaScores(run: Run, lookups: Lookups, game: Game) {
  if (game.isAddOn) return;
  for (const persona of vocab.PERSONAS) {
    const weights = lookups.personaWeights.get(persona.id)!;
    let sum = 0;
    for (const c of game.classifications) sum += weights.get(c.id) ?? 0;
    const score = Math.min(100, Math.max(0, 12 + sum * 30 + game.random.normal() * 6));
    run.emit("game_persona_scores", [game.id, persona.id, Math.round(score * 10) / 10]);
  }
}

/** A main game (not a remaster) becomes a possible parent of later add-ons and of its publisher's sequels. */
function addMainGame(market: Market, game: Game, copies: number) {
  const { id, title, developer, publisher, size, platformIds, releaseDay, released, price, freeToPlay, classifications, steam } = game;
  const mainGame: MainGame = { id, title, developer, publisher, size, platformIds, releaseDay, released, price, freeToPlay, classifications, copies, steam };
  market.mainGames.push(mainGame);
  market.parentWeightTotals.push((market.parentWeightTotals.at(-1) ?? 0) + (released ? Math.log10(copies + 10) : 0) + 0.001);
  const ofPublisher = market.mainGamesByPublisher.get(publisher);
  if (ofPublisher) ofPublisher.push(mainGame);
  else market.mainGamesByPublisher.set(publisher, [mainGame]);
}
