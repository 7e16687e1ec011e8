// The demo market: an invented but realistic games market, deterministic for a seed and a generation date.
// The rules of thumb it follows (so that an analyst recognises the shapes) are written where they are used:
// each game's reviews and owners read off the curve of real Steam games (audience.ts), first-week sales ≈ 20 ×
// launch-day peak, the Boxleiter estimate = reviews × a 30–60 multiplier by release year, net revenue = copies × list
// price × what a copy nets after the store's cut, refunds, regional prices and the game's own discounts (the revenue
// model of lib/domain/estimates.ts), 77% of paid games under $10, wishlists ≈ 7–20 × followers, weekly revenue moving with noise and
// Steam's seasonal sales, second genres paired as real games pair them, no figure past the public records.
import { createHash } from "node:crypto";
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
import { MarketPlaces, OWNERS_PER_REVIEW, reviewsAtRank } from "./audience";
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

const PAID_PRICES: Record<Size, ReadonlyArray<readonly [number, number]>> = {
  Indie: [
    [0.99, 10],
    [1.99, 10],
    [2.99, 12],
    [3.99, 8],
    [4.99, 18],
    [5.99, 6],
    [6.99, 7],
    [7.99, 6],
    [9.99, 13],
    [12.99, 3],
    [14.99, 4],
    [19.99, 3],
    [24.99, 1],
  ],
  AA: [
    [9.99, 12],
    [14.99, 20],
    [19.99, 25],
    [24.99, 18],
    [29.99, 15],
    [39.99, 10],
  ],
  AAA: [
    [49.99, 10],
    [59.99, 50],
    [69.99, 40],
  ],
};
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
// The generator
// ---------------------------------------------------------------------------------------------------

export async function generateMarket(options: GenerateOptions, sink: MarketSink): Promise<GenerationSummary> {
  const historyDays = options.historyDays ?? 730;
  if (!Number.isInteger(options.games) || options.games < 1) throw new Error("games must be a positive integer");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.today)) throw new Error("today must be YYYY-MM-DD");
  const today = dayOf(options.today);
  const lastDay = today - 1;
  const firstDay = today - historyDays;
  const thisYear = dateParts(today).year;
  const seed = options.seed;

  const hash = createHash("sha256");
  const counts: Record<string, number> = {};
  /** Days with a player count (the rows of the daily_player_counts view). */
  let dailyValues = 0;
  const emit = (table: MarketTable, row: MarketRow) => {
    hash.update(table);
    hash.update(JSON.stringify(row));
    counts[table] = (counts[table] ?? 0) + 1;
    sink.write(table, row);
  };

  // Day labels and calendar lifts are the same for every game: compute them once.
  const isoCache = new Map<number, string>();
  const iso = (day: number) => {
    let text = isoCache.get(day);
    if (text === undefined) {
      text = isoOf(day);
      isoCache.set(day, text);
    }
    return text;
  };
  const liftOfDay = new Float64Array(historyDays + 1);
  const monthOfDay = new Int32Array(historyDays + 1);
  for (let d = firstDay; d <= lastDay; d++) {
    liftOfDay[d - firstDay] = calendarLift(d);
    monthOfDay[d - firstDay] = d - dateParts(d).date + 1;
  }
  const monthStartOf = (day: number) => monthOfDay[day - firstDay];

  // --- Lookups -----------------------------------------------------------------------------------
  for (const p of vocab.PLATFORMS) emit("platforms", [p.id, p.name, p.isCurrent, p.abbreviation, "public", p.family]);
  for (const t of vocab.GAME_TYPES) emit("game_types", [t.id, t.name]);
  for (const d of vocab.DISTRIBUTIONS) emit("distributions", [d.id, d.name, d.kind]);
  for (const l of vocab.LOCALITIES) emit("localities", [l.id, l.name]);
  for (const e of vocab.EDITIONS) emit("editions", [e.id, e.name]);
  for (const s of vocab.AGE_RATING_SYSTEMS) emit("age_rating_systems", [s.id, s.name, s.region]);
  for (const a of vocab.AGE_RATINGS) emit("age_ratings", [a.id, a.ageRatingSystemId, a.name, a.description, a.shortName, a.priority, a.retired]);
  for (const s of vocab.SERVICES) emit("services", [s.id, s.name, s.serviceType, s.active]);
  for (const t of vocab.CLASSIFICATION_TYPES) emit("classification_types", [t.id, t.name]);

  // Classifications: ids per type in list order; popularity follows a Zipf curve over a seeded order.
  const lookups = new Random(seed, "lookups");
  let classificationId = 1;
  const classificationsByType = new Map<number, Array<{ id: number; name: string; weight: number }>>();
  const classificationByName = new Map<string, number>();
  for (const type of vocab.CLASSIFICATION_TYPES) {
    const entries = vocab.CLASSIFICATIONS[type.id] ?? [];
    const popularityOrder = lookups.sample(
      entries.map((_, index) => index),
      entries.length,
    );
    const list: Array<{ id: number; name: string; weight: number }> = [];
    entries.forEach((entry, index) => {
      const id = classificationId++;
      const rank = popularityOrder.indexOf(index);
      const weight = type.id === 1 ? (vocab.GENRE_WEIGHTS[entry.name] ?? 1) : 1 / Math.pow(rank + 1, 0.85);
      const deprecated = index === entries.length - 1 && entries.length > 20;
      emit("classifications", [id, entry.name, type.id, 0, entry.description, null, deprecated, !deprecated, false]);
      if (!deprecated) list.push({ id, name: entry.name, weight });
      if (!classificationByName.has(entry.name.toLowerCase())) classificationByName.set(entry.name.toLowerCase(), id);
    });
    // The source data carries blank entries that readers must discard (specification, section 3).
    if (type.major) emit("classifications", [classificationId++, "z_BLANK", type.id, 0, null, null, false, false, false]);
    classificationsByType.set(type.id, list);
  }
  const classificationName = new Map<number, string>();
  for (const list of classificationsByType.values()) for (const c of list) classificationName.set(c.id, c.name);

  const personaWeights = new Map<number, Map<number, number>>();
  for (const persona of vocab.PERSONAS) {
    emit("personas", [persona.id, persona.name, persona.description]);
    const weights = new Map<number, number>();
    persona.affinities.forEach((name, index) => {
      const id = classificationByName.get(name.toLowerCase());
      if (id === undefined || weights.has(id)) return;
      const weight = Math.round((1 - index * 0.05) * 100) / 100;
      weights.set(id, weight);
      emit("persona_classification_weights", [persona.id, id, weight]);
    });
    personaWeights.set(persona.id, weights);
  }

  emit("covers", [PLACEHOLDER_COVER_ID, "nocover.png"]);

  // --- Companies ---------------------------------------------------------------------------------
  const companyRandom = new Random(seed, "companies");
  const companies: Company[] = [];
  const usedCompanyNames = new Set<string>();
  const countries = ["US", "CA", "GB", "FR", "DE", "SE", "FI", "PL", "JP", "KR", "CN", "AU", "BR", "ES", "NL", "CZ"];
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
    emit("companies", [
      company.id,
      name,
      extra.shortName ?? null,
      extra.parentId ?? null,
      Boolean(extra.ticker),
      extra.exchange ?? null,
      extra.ticker ?? null,
      size,
      companyRandom.pick(countries),
      size === "AAA" ? companyRandom.int(1975, 2005) : size === "AA" ? companyRandom.int(1995, 2018) : companyRandom.int(2005, thisYear - 1),
    ]);
    return company;
  };

  const majorPublishers = vocab.MAJOR_PUBLISHERS.map((p) => {
    usedCompanyNames.add(p.name);
    return addCompany("AAA", p.name, { shortName: p.shortName, ticker: p.ticker, exchange: p.stockExchange });
  });
  const labelCount = Math.max(6, Math.round(options.games / 60));
  const aaPublishers = Array.from({ length: labelCount }, () => addCompany("AA", companyName("AA", vocab.COMPANY_NAME_PARTS.suffixes.AA)));
  const indieLabels = Array.from({ length: Math.max(4, Math.round(options.games / 120)) }, () =>
    addCompany("Indie", companyName("Indie", vocab.COMPANY_NAME_PARTS.suffixes.Indie)),
  );
  const developerCount = Math.max(24, Math.round(options.games / 3));
  const developersBySize: Record<Size, Company[]> = { Indie: [], AA: [], AAA: [] };
  for (let i = 0; i < developerCount; i++) {
    const roll = companyRandom.next();
    const size: Size = roll < 0.05 ? "AAA" : roll < 0.22 ? "AA" : "Indie";
    const parent = size !== "Indie" && companyRandom.chance(0.5) ? companyRandom.pick(majorPublishers).id : null;
    developersBySize[size].push(addCompany(size, companyName(size, vocab.COMPANY_NAME_PARTS.suffixes[size]), { parentId: parent }));
  }
  for (const size of ["AAA", "AA"] as const)
    if (developersBySize[size].length === 0) developersBySize[size].push(addCompany(size, companyName(size, vocab.COMPANY_NAME_PARTS.suffixes[size])));

  // --- Games -------------------------------------------------------------------------------------
  const plan = new Random(seed, "plan");
  // The leaders are Steam's leaders, a fixed few however large the market: at 100,000 games a share of the market
  // (120 blockbusters, 800 hits) made the top 1,000 nearly all million-player games at $49.99.
  const blockbusterCount = Math.min(4, Math.max(3, Math.round(options.games * 0.0012)));
  const hitCount = Math.min(24, Math.max(6, Math.round(options.games * 0.008)));
  const tierOf = new Map<number, "blockbuster" | "hit">();
  const candidates = Array.from({ length: options.games }, (_, i) => i).filter((i) => i >= 8 || options.games < 40);
  for (const index of plan.sample(candidates, Math.min(candidates.length, blockbusterCount + hitCount))) {
    tierOf.set(index, tierOf.size < blockbusterCount ? "blockbuster" : "hit");
  }

  const mainGames: MainGame[] = [];
  const places = new MarketPlaces(options.games, blockbusterCount);
  let blockbustersMet = 0;
  // Running totals of the main games' weights as add-on parents, and the main games of each publisher: both are
  // drawn from for every game, so a scan of every earlier game would make generation grow with the square.
  const parentWeightTotals: number[] = [];
  const mainGamesByPublisher = new Map<Company, MainGame[]>();
  const usedTitles = new Set<string>();
  let releaseId = 0;
  let publicationId = 0;
  let coverId = 2_000_000;
  let companyRoleId = 0;
  let ageRatingLinkId = 0;
  let gameServiceId = 0;
  let gameClassificationId = 0;
  let screenshotId = 0;
  let videoId = 0;

  const yearWeights = Array.from({ length: thisYear - 2000 + 1 }, (_, k) => {
    const year = 2000 + k;
    return { year, weight: year < 2019 ? Math.exp(0.24 * (year - 2019)) : 1 };
  });
  const hitGenres = Object.entries(vocab.GENRE_PLAYER_MULTIPLIER)
    .filter(([, multiplier]) => multiplier >= 1.5)
    .map(([name]) => name);
  const genres = classificationsByType.get(1) ?? [];

  const uniqueTitle = (random: Random, make: () => string) => {
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
  };
  const fillPattern = (random: Random, pattern: string) =>
    pattern
      .replace(/\{adj\}/g, () => random.pick(vocab.TITLE_PARTS.adjectives))
      .replace(/\{noun\}/g, () => random.pick(vocab.TITLE_PARTS.nouns))
      .replace(/\{place\}/g, () => random.pick(vocab.TITLE_PARTS.places))
      .replace(/\{year\}/g, () => String(random.int(2010, thisYear + 1)));

  for (let index = 0; index < options.games; index++) {
    const random = new Random(seed, "game", index);
    const id = index + 1;
    const tier = tierOf.get(index);

    // Kind of game: DLCs, expansions and remasters hang off a released main game.
    const releasedParents = mainGames.length > 10 ? mainGames : [];
    let gameTypeId = 0;
    let parent: MainGame | undefined;
    if (!tier && releasedParents.length > 0) {
      const roll = random.next();
      if (roll < 0.11) gameTypeId = 1;
      else if (roll < 0.15) gameTypeId = 2;
      else if (roll < 0.165) gameTypeId = 4;
      if (gameTypeId !== 0) {
        // Bigger games get more add-ons, but most add-ons still belong to small games.
        parent = random.weightedCumulative(releasedParents, parentWeightTotals);
        if (!parent.released) {
          gameTypeId = 0;
          parent = undefined;
        }
      }
    }
    const isAddOn = gameTypeId === 1 || gameTypeId === 2;

    // Who makes and publishes it.
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

    // When.
    let releaseDay: number;
    if (parent) {
      releaseDay = parent.releaseDay + random.int(gameTypeId === 4 ? 1500 : 20, gameTypeId === 4 ? 6000 : 900);
    } else if (tier) {
      releaseDay = dayFromParts(random.int(2012, Math.min(thisYear - 1, 2024)), random.int(0, 11), random.int(1, 28));
    } else if (random.chance(0.085)) {
      releaseDay = today + random.int(7, 760);
    } else {
      const year = random.weighted(yearWeights, (y) => y.weight).year;
      const start = dayFromParts(year, 0);
      const end = Math.min(dayFromParts(year + 1, 0) - 1, lastDay);
      releaseDay = random.int(start, Math.max(start, end));
    }
    if (releaseDay > today + 760) releaseDay = today + random.int(30, 700);
    const released = releaseDay <= lastDay;
    const releaseYear = dateParts(releaseDay).year;
    const earlyAccess = !parent && !tier && size === "Indie" && released && releaseYear >= thisYear - 3 && random.chance(0.05);
    if (earlyAccess) gameTypeId = 6;

    // Where.
    const available = (platformId: number, day: number) => dayOf(PLATFORM_LAUNCH[platformId]) <= day;
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
          for (const gen of gens)
            if (random.chance(gen[0] === 264 || gens.length === 1 ? 0.9 : 0.55)) platformIds.push(...gen.filter(() => random.chance(0.88)));
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
    platformIds = [...new Set(platformIds)];

    // Genres and the rest of the classifications.
    const chosenClassifications: Array<{ id: number; typeId: number; primary: boolean }> = [];
    if (parent) {
      chosenClassifications.push(...parent.classifications);
    } else {
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
          picks = random.sample(list, count, (c) => c.weight);
        }
        picks.forEach((c, position) => chosenClassifications.push({ id: c.id, typeId: type.id, primary: position === 0 }));
      }
    }
    const primaryGenre = genres.find((g) => chosenClassifications.some((c) => c.id === g.id && c.primary));
    const genreName = primaryGenre?.name ?? "Action";

    // Price and business model.
    let freeToPlay = false;
    let price: number;
    if (gameTypeId === 1) price = random.weighted(DLC_PRICES, ([, w]) => w)[0];
    else if (gameTypeId === 2) price = random.weighted(EXPANSION_PRICES, ([, w]) => w)[0];
    else {
      const f2pChance =
        (tier === "blockbuster" ? 0.6 : size === "AAA" ? 0.08 : 0.1) *
        ((vocab.GENRE_PLAYER_MULTIPLIER[genreName] ?? 1) >= 1.5 ? 2.2 : 1) *
        (platformIds.every((p) => p === 119 || p === 173 || p === 175) ? 5 : 1);
      freeToPlay = gameTypeId !== 4 && random.chance(Math.min(0.9, f2pChance));
      price = freeToPlay ? 0 : random.weighted(PAID_PRICES[size], ([, w]) => w)[0];
    }

    // Title.
    let title: string;
    if (parent) {
      title = uniqueTitle(random, () =>
        gameTypeId === 4
          ? `${parent.title} ${random.pick(["Remastered", "Definitive Edition", "HD", "Reforged", "Remake"])}`
          : fillPattern(random, random.pick(vocab.TITLE_PARTS.dlcPatterns)).replace(/\{base\}/g, parent.title),
      );
    } else {
      const sequelOf =
        index > 30 && random.chance(0.08)
          ? mainGamesByPublisher.get(publisher)?.find((g) => g.releaseDay < releaseDay && !/\d$|[IVX]$/.test(g.title))
          : undefined;
      title = sequelOf
        ? uniqueTitle(random, () => `${sequelOf.title} ${random.pick(["2", "II", "3", "III", "4"])}`)
        : uniqueTitle(random, () => fillPattern(random, random.pick(vocab.TITLE_PARTS.patterns)));
    }

    const steam = platformIds.includes(3) && (gameTypeId !== 4 || random.chance(0.8)) && random.chance(size === "AAA" ? 0.85 : 0.96);
    const steamAppId = steam ? 200_000 + id * 10 + random.int(0, 9) : null;
    const themeName = chosenClassifications.map((c) => classificationName.get(c.id)).find((name, i) => chosenClassifications[i].typeId === 17);
    emit("games", [
      id,
      title,
      random.chance(0.1) ? `Project ${random.pick(vocab.TITLE_PARTS.nouns)}` : null,
      null,
      gameTypeId,
      parent?.id ?? null,
      steamAppId,
      random.chance(0.004),
      true,
      true,
      parent
        ? `${gameTypeId === 4 ? "A remastered release" : gameTypeId === 2 ? "An expansion" : "Downloadable content"} for ${parent.title}.`
        : `${title} is ${/^[AEIOU]/i.test(genreName) ? "an" : "a"} ${genreName.toLowerCase()} game${themeName ? ` with a ${themeName.toLowerCase()} theme` : ""} by ${developer.name}.`,
    ]);
    for (const c of chosenClassifications) emit("game_classifications", [++gameClassificationId, id, c.typeId, c.id, c.primary]);

    // Releases, publications, covers, company roles, age ratings, screenshots.
    const contentLevel = Math.min(
      3,
      (chosenClassifications.some((c) => c.typeId === 41) ? 1 : 0) +
        (chosenClassifications.some((c) => c.typeId === 53) ? 1 : 0) +
        (["Horror", "Shooter", "Fighting", "Survival", "Battle Royale"].includes(genreName) ? 1 : 0) +
        (random.chance(0.2) ? 1 : 0),
    );
    const ratingBySystem = (systemId: number) => {
      const ratings = vocab.AGE_RATINGS.filter((r) => r.ageRatingSystemId === systemId && !/provisional/i.test(r.name)).sort(
        (a, b) => Number.parseInt(a.shortName, 10) - Number.parseInt(b.shortName, 10) || a.priority - b.priority,
      );
      return ratings[Math.min(ratings.length - 1, contentLevel)];
    };
    const provisional = (systemId: number) => vocab.AGE_RATINGS.find((r) => r.ageRatingSystemId === systemId && /provisional/i.test(r.name));
    const upcomingText = released ? null : announcedDate(random, releaseDay, today);

    platformIds.forEach((platformId, platformIndex) => {
      const thisReleaseId = ++releaseId;
      const portDelay = platformIndex > 0 && released && random.chance(0.12) ? random.int(30, 400) : 0;
      const platformDay = releaseDay + portDelay;
      const platformReleased = platformDay <= lastDay;
      emit("releases", [thisReleaseId, id, platformId, `${iso(Math.min(lastDay, Math.max(platformDay, firstDay)))}T12:00:00.000Z`]);
      emit("company_roles", [++companyRoleId, developer.id, thisReleaseId, null, "Developer"]);
      if (random.chance(0.07)) {
        const coDeveloper = random.weighted(developersBySize[size], (c) => c.weight);
        emit("company_roles", [++companyRoleId, coDeveloper.id, thisReleaseId, null, "Developer"]);
      }
      const family = vocab.PLATFORMS.find((p) => p.id === platformId)?.family ?? "pc";
      if (family !== "pc" && random.chance(0.15)) {
        const porter = random.pick(developersBySize.Indie.length > 0 ? developersBySize.Indie : developersBySize.AA);
        emit("company_roles", [++companyRoleId, porter.id, thisReleaseId, null, "Porting"]);
      }

      // Storefronts: Steam and others on PC, the platform's own store elsewhere, boxed retail for bigger games.
      const listings: Array<{ distributionId: number; localityId: number; editionId: number; price: number }> = [];
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

      const text = platformReleased || portDelay > 0 ? exactDateText(platformDay) : (upcomingText?.text ?? exactDateText(platformDay));
      const earliest = platformReleased || portDelay > 0 ? platformDay : (upcomingText?.earliest ?? null);
      const dateTime = earliest === null ? null : `${iso(earliest)}T${pad(random.pick([0, 9, 15, 17]))}:00:00.000Z`;
      listings.forEach((listing, listingIndex) => {
        const thisPublicationId = ++publicationId;
        let thisCoverId = PLACEHOLDER_COVER_ID;
        if (!random.chance(0.06)) {
          thisCoverId = ++coverId;
          emit("covers", [thisCoverId, `co${thisCoverId.toString(36)}.jpg`]);
        }
        emit("publications", [
          thisPublicationId,
          thisReleaseId,
          thisCoverId,
          text,
          dateTime,
          money(listing.price),
          listing.distributionId,
          listing.localityId,
          listing.editionId,
          listing.distributionId === STORE.retail ? String(random.int(100_000_000, 999_999_999)) + String(random.int(1000, 9999)) : null,
          `LUM-${id}-${platformId}-${listingIndex + 1}`,
          listingIndex === 0 ? `${title} for ${vocab.PLATFORMS.find((p) => p.id === platformId)?.name ?? "PC"}.` : null,
          listingIndex === 0 ? `${genreName} • ${platformIds.length} platform${platformIds.length > 1 ? "s" : ""}` : null,
        ]);
        emit("company_roles", [++companyRoleId, publisher.id, thisReleaseId, thisPublicationId, "Publisher"]);
        if (listingIndex === 0 && random.chance(0.3)) emit("company_roles", [++companyRoleId, developer.id, thisReleaseId, thisPublicationId, "Developer"]);
        // Age ratings travel on worldwide (16) and European (2) publications; North American retail carries ESRB-like.
        const systems = listing.localityId === 16 ? [1, 2] : listing.localityId === 2 ? [1] : listing.localityId === 1 ? [2] : [];
        for (const systemId of systems) {
          const rating = !platformReleased && random.chance(0.5) ? provisional(systemId) : ratingBySystem(systemId);
          if (rating)
            emit("game_age_ratings", [
              ++ageRatingLinkId,
              thisPublicationId,
              rating.id,
              listing.distributionId === STORE.platform || family === "mobile" ? `IARC ${rating.shortName}` : null,
            ]);
        }
      });

      const shots = platformIndex === 0 ? random.int(3, 6) : random.int(0, 2);
      for (let n = 1; n <= shots; n++) emit("screenshots", [++screenshotId, thisReleaseId, `ss_${thisReleaseId}_${n}.jpg`, 1920, 1080, n]);
    });

    // Services: subscription catalogues, cloud, platform features. Id 14 is a retired service some rows still cite.
    if (released && random.chance(size === "Indie" ? 0.25 : 0.6)) {
      for (const service of random.sample(vocab.SERVICES, random.int(1, size === "Indie" ? 2 : 4), (s) => (s.active ? 1 : 0.15))) {
        const start = Math.min(lastDay, releaseDay + random.int(0, 600));
        const ended = random.chance(0.25) && start + 120 < lastDay;
        emit("game_services", [
          ++gameServiceId,
          id,
          service.id,
          ended ? "ended" : "active",
          iso(start),
          ended ? iso(random.int(start + 90, lastDay)) : null,
          parent && random.chance(0.3) ? parent.id : null,
        ]);
      }
    }

    // --- Players, sales, revenue ---------------------------------------------------------------
    // A main game's audience is its place on the curve of real Steam games (audience.ts): reviews at that rank, and
    // owners a review stands for. Sales follow the launch curve back to the first week, and the launch-day peak is a
    // twentieth of the first week's sales. Add-ons sell to a share of their base game's owners.
    const hasPlayers = !isAddOn;
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
    const age = Math.max(0, today - releaseDay);
    const salesCurve = (t: number) => (freeToPlay ? curveIntegral(t, F2P_SIGNUP_FLOOR, tau) : curveIntegral(t, salesFloor, salesTau));
    const firstWeekNoise = random.logNormal(1, 0.08);

    let launchPeak = 0;
    let firstWeekSales = 0;
    let copies = 0;
    let totalPlayers = 0;
    let lifetimeRevenue = 0;
    let placedReviews = 0;
    let placedOwners = 0;
    if (hasPlayers) {
      // The plan's blockbusters are Steam's first games and launch with a million players or more.
      const realRank = tier === "blockbuster" ? ++blockbustersMet : places.place(placeDraw, tier ?? size, price, released, index + 1);
      placedReviews = reviewsAtRank(realRank);
      placedOwners = Math.min(RECORDS.owners, Math.max(5, (placedReviews + 0.5) * ownersPerReview * (gameTypeId === 4 ? 0.5 : 1)));
      // A place is what a game sells in its first two years or its whole life if longer: a game out for a week has
      // sold its first week of that (upcoming games are headed for it).
      const placeSpan = Math.max(age, 730);
      firstWeekSales = (placedOwners * salesCurve(7)) / salesCurve(placeSpan);
      launchPeak = Math.max(1, Math.round(firstWeekSales / (FIRST_WEEK_SALES_PER_PEAK_PLAYER * firstWeekNoise)));
      if (tier === "blockbuster") launchPeak = Math.round(Math.exp(placeDraw * Math.log(RECORDS.launchPeak / 1_000_000)) * 1_000_000);
      // No launch beats the records: a young game at the top sells what its capped launch allows.
      launchPeak = Math.min(launchPeak, RECORDS.launchPeak);
      firstWeekSales = Math.round(FIRST_WEEK_SALES_PER_PEAK_PLAYER * launchPeak * firstWeekNoise);
      if (released) copies = Math.min(Math.round(placedOwners), Math.round((firstWeekSales * salesCurve(age)) / salesCurve(7)));
    } else if (released && parent) {
      const attach = random.between(0.04, gameTypeId === 2 ? 0.35 : 0.2);
      copies = Math.max(
        1,
        Math.round(parent.copies * attach * Math.min(1, curveIntegral(age, salesFloor, salesTau) / curveIntegral(1500, salesFloor, salesTau))),
      );
      firstWeekSales = Math.round((copies * curveIntegral(7, salesFloor, salesTau)) / Math.max(curveIntegral(age, salesFloor, salesTau), 1e-9));
    }
    if (released) {
      totalPlayers = copies;
      if (freeToPlay) {
        // Free-to-play: the spending model (lib/domain/estimates.ts) with this game's own spend per player: Indie
        // games' players spend about a third of the average, AAA games' 1.8 times it.
        const spendScale = (random.logNormal(size === "Indie" ? 0.4 : 1.3, 0.8) * (size === "AAA" ? 1.8 : 1)) / 1.3;
        lifetimeRevenue = Math.min(14, Math.max(0.05, freeToPlayArpu(age, spendScale))) * totalPlayers;
      } else {
        // A copy nets what the revenue model says, with this game's own discounting: 25–55% below list at its deepest
        // (its own stream, so every other figure of the game stays as it was).
        const discountDepth = new Random(seed, "discounts", index).between(0.25, 0.55);
        lifetimeRevenue = netShareOfList(age, discountDepth) * price * copies;
      }
    }
    const multiplier = boxleiterMultiplier(releaseYear);
    // Reviews: the place's, or fewer when the game sold less than its place (a capped launch); add-ons' from copies.
    const reviewCount = !released
      ? 0
      : hasPlayers
        ? Math.min(RECORDS.reviews, Math.round(placedReviews * Math.min(1, copies / placedOwners)))
        : Math.round(copies / ownersPerReview);
    const copiesBoxleiter = reviewCount * multiplier;
    const positiveRatio = released ? Math.min(0.98, Math.max(0.2, 0.97 - Math.abs(random.normal()) * (size === "Indie" ? 0.17 : 0.12))) : 0;
    const positiveReviews = Math.round((reviewCount * Math.round(positiveRatio * 1000)) / 1000);

    // Wishlists and followers: at launch, first-week sales convert 12–30% of wishlists; wishlists ≈ 7–20 × followers.
    // The most wishlisted games hold a few million: conversion falls as a game's crowd grows past wishlisting.
    const wishlistsBeforeSaturation = firstWeekSales / random.between(0.12, 0.3);
    const wishlistsAtLaunch = Math.max(10, Math.round(wishlistsBeforeSaturation / (1 + wishlistsBeforeSaturation / RECORDS.wishlists)));
    const wishlistsPerFollower = random.between(7, 20);
    const announceDay = releaseDay - random.int(120, 720);
    const wishlistAt = (day: number) => {
      if (day < announceDay) return 0;
      if (day <= releaseDay) return Math.round(wishlistsAtLaunch * Math.pow((day - announceDay) / (releaseDay - announceDay), 1.6));
      return Math.round(wishlistsAtLaunch * (1 + (0.012 * ((day - releaseDay) / 7)) / (1 + (day - releaseDay) / 365)));
    };
    const followers = Math.max(1, Math.round(Math.max(1, wishlistAt(lastDay)) / wishlistsPerFollower));

    emit("game_market_stats", [
      id,
      freeToPlay,
      price,
      reviewCount,
      Math.round(positiveRatio * 1000) / 1000,
      multiplier,
      copiesBoxleiter,
      Math.round(netShareOfList(age) * price * copiesBoxleiter * 100) / 100,
      totalPlayers,
      Math.round(lifetimeRevenue * 100) / 100,
      hasPlayers && released ? launchPeak : 0,
      followers,
      positiveReviews,
      reviewCount - positiveReviews,
    ]);

    // Daily peak concurrent players: launch spike, decay to a floor, updates, weekly and seasonal cycles.
    if (hasPlayers && released) {
      const bumps: Array<{ day: number; size: number }> = [];
      if (floor > 0.1 || size !== "Indie") {
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
        emit("player_count_months", [id, iso(monthFirst), monthCounts]);
        dailyValues += recorded;
      };
      for (let day = start; day <= lastDay; day++) {
        const t = day - releaseDay;
        let level = floor + (1 - floor) * Math.exp(-t / tau);
        for (const bump of bumps) if (day >= bump.day) level += level * bump.size * Math.exp(-(day - bump.day) / 12);
        if (revival && day >= revival.start) level *= 1 + (revival.gain - 1) * Math.min(1, (day - revival.start) / Math.max(1, lastDay - revival.start));
        const value = Math.min(
          RECORDS.dailyPeak,
          Math.round(launchPeak * level * (t === 0 ? 1 : liftOfDay[day - firstDay]) * Math.exp(0.05 * random.normal())),
        );
        const first = monthStartOf(day);
        if (first !== monthFirst) {
          emitMonth();
          monthFirst = first;
          monthCounts = new Array<number>(day - first).fill(0);
        }
        monthCounts.push(value >= 1 ? value : 0);
      }
      emitMonth();
    }

    // Weekly revenue estimate, weeks counted from the release day (so the first row is the first week); whole weeks
    // only, so the last week is never a part-week that reads as a drop. Around the launch curve, each week moves by
    // its own noise and by Steam's seasonal sales (own random stream, so every other figure of the game stays as it
    // was); the weeks shown still add up to the revenue the curve gives them.
    if (released && (copies > 0 || lifetimeRevenue > 0)) {
      const curve = salesCurve;
      const total = curve(age);
      const firstWeek = Math.max(0, Math.ceil((firstDay - releaseDay) / 7));
      const weekRandom = new Random(seed, "weekly-revenue", index);
      const shares: number[] = [];
      const lifts: number[] = [];
      for (let week = firstWeek; releaseDay + week * 7 + 6 <= lastDay; week++) {
        const t0 = week * 7;
        shares.push((curve(Math.min(age, t0 + 7)) - curve(t0)) / total);
        lifts.push(weeklyLift(releaseDay + t0, week, freeToPlay, weekRandom));
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
      if (weekly.length > 0) emit("revenue_series", [id, iso(releaseDay + firstWeek * 7), weekly, cumulative, sales, price]);
    }

    // Wishlists: for Steam games, from the announcement on; they keep growing slowly after launch.
    if (steamAppId !== null) {
      // Weekly, ending on the last day so the latest row is today's figure.
      const from = Math.max(announceDay, firstDay);
      const weeks: number[] = [];
      for (let day = lastDay; day >= from; day -= 7) weeks.unshift(day);
      if (weeks.length > 0) emit("wishlist_series", [id, steamAppId, iso(weeks[0]), weeks.map(wishlistAt)]);
    }

    // Monthly sentiment for released games, drifting around the review score.
    const { year: todayYear, month: todayMonth } = dateParts(today);
    if (released && !isAddOn) {
      let drift = 0;
      let firstMonth: number | null = null;
      const scores: number[] = [];
      const mentionCounts: number[] = [];
      for (let back = 23; back >= 0; back--) {
        const monthDay = dayFromParts(todayYear, todayMonth - back);
        if (monthDay + 31 < releaseDay) continue;
        drift = 0.7 * drift + random.normal() * 4;
        const score = Math.min(100, Math.max(0, positiveRatio * 100 + drift));
        firstMonth ??= monthDay;
        scores.push(Math.round(score * 10) / 10);
        mentionCounts.push(Math.max(1, Math.round(Math.sqrt(launchPeak) * random.between(2, 12))));
      }
      if (firstMonth !== null) emit("sentiment_series", [id, iso(firstMonth), scores, mentionCounts]);
    }

    // Social media per platform, monthly for the last twelve months after the announcement.
    if (!isAddOn) {
      const platformsCount = size === "AAA" ? random.int(6, 8) : size === "AA" ? random.int(4, 6) : random.int(2, 4);
      const totalSocial = followers * random.between(0.8, 4);
      for (const social of random.sample(vocab.SOCIAL_PLATFORMS, platformsCount, (s) => s.weight)) {
        const share = social.weight / vocab.SOCIAL_PLATFORMS.reduce((sum, s) => sum + s.weight, 0);
        const target = Math.max(1, totalSocial * share * random.between(0.5, 1.6));
        const monthlyGrowth = random.between(0.005, released ? 0.06 : 0.15);
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
          emit("social_media_series", [id, social.name, iso(firstMonth), series.followers, series.gains, series.losses, series.views]);
        }
      }
    }

    // Videos: trailers before launch, gameplay and reviews after.
    if (!isAddOn || random.chance(0.3)) {
      const count = size === "AAA" ? random.int(6, 14) : size === "AA" ? random.int(3, 8) : random.int(1, 4);
      const published = Array.from({ length: count }, () => Math.min(lastDay, random.int(announceDay, Math.max(announceDay, lastDay)))).sort((a, b) => a - b);
      const lastActivity = `${iso(published[published.length - 1])}T16:00:00.000Z`;
      published.forEach((day, n) => {
        const mediaType = n === 0 ? "Trailer" : random.weighted(vocab.VIDEO_MEDIA_TYPES, (m) => m.weight).name;
        const views = Math.round(Math.max(50, (followers + launchPeak) * random.logNormal(4, 1.1)));
        const vid = ++videoId;
        emit("video_stats", [
          vid,
          id,
          `${title} - ${mediaType === "Trailer" && n === 0 ? "Announcement Trailer" : mediaType}`,
          `https://video.example.com/watch/${vid.toString(36)}`,
          `${iso(day)}T16:00:00.000Z`,
          views,
          mediaType,
          lastActivity,
        ]);
      });
    }

    // Persona fit from the classifications each persona is drawn to.
    if (!isAddOn) {
      for (const persona of vocab.PERSONAS) {
        const weights = personaWeights.get(persona.id)!;
        let sum = 0;
        for (const c of chosenClassifications) sum += weights.get(c.id) ?? 0;
        const score = Math.min(100, Math.max(0, 12 + sum * 30 + random.normal() * 6));
        emit("game_persona_scores", [id, persona.id, Math.round(score * 10) / 10]);
      }
    }

    if (!isAddOn && gameTypeId !== 4) {
      const mainGame: MainGame = {
        id,
        title,
        developer,
        publisher,
        size,
        platformIds,
        releaseDay,
        released,
        price,
        freeToPlay,
        classifications: chosenClassifications,
        copies,
        steam,
      };
      mainGames.push(mainGame);
      parentWeightTotals.push((parentWeightTotals.at(-1) ?? 0) + (released ? Math.log10(copies + 10) : 0) + 0.001);
      const ofPublisher = mainGamesByPublisher.get(publisher);
      if (ofPublisher) ofPublisher.push(mainGame);
      else mainGamesByPublisher.set(publisher, [mainGame]);
    }
    await sink.checkpoint();
  }

  const rows: Record<string, number> = {};
  for (const table of MARKET_TABLE_ORDER) rows[table] = counts[table] ?? 0;
  rows.daily_player_counts = dailyValues;
  return { seed, games: options.games, today: options.today, historyDays, rows, checksum: hash.digest("hex") };
}
