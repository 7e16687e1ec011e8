// Writes lib/demo/market-fit.ts: the list prices of paid games and the share of free ones, the releases a year and
// the share of positive reviews, from the Kaggle file of Steam games 2013–2023 in ../shared/realdata, and how much
// more often each genre is free to play than the average game, from the tags of the SteamSpy top 1,000. The demo
// generator draws a game's price, release year and review score from them. Run by hand when the real data changes:
//   npx tsx --conditions=react-server scripts/fit-market.ts
// The app never reads ../shared/realdata; only this script, the tests and the bench do.
import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { GENRE_WEIGHTS } from "@/lib/demo/vocabulary";
import { carriesGenre, tagSetsOf } from "./fit-genre-affinity";

const REAL = path.join(process.cwd(), "..", "shared", "realdata");
const TARGET = path.join(process.cwd(), "lib", "demo", "market-fit.ts");
/** A list price kept when at least this share of paid games has it; the rarest (a $299.90 bundle) are dropped. */
const MIN_PRICE_SHARE = 0.001;
/** Review counts from which a game's positive share is read (fewer reviews are a coin toss), and the bands after. */
export const REVIEW_BANDS = [10, 100, 1000, 10_000] as const;
/** The positive share is kept at every 5th percentile. */
const QUANTILE_STEP = 0.05;
/** Pseudo-count toward the average for a genre with few games, as in the genre table. */
const SMOOTHING = 1;

type Row = Record<string, string>;
const readCsv = (file: string) => parse(fs.readFileSync(path.join(REAL, file), "utf8"), { columns: true }) as Row[];
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export interface MarketFit {
  /** Share of games with a price of 0. */
  freeToPlayShare: number;
  /** [list price, share of paid games], by price. */
  paidPrices: Array<[number, number]>;
  /** [year, releases] for the whole years in the file (the last year, still running when it was taken, is left out). */
  releasesByYear: Array<[number, number]>;
  /** [least reviews, positive share at every 5th percentile] a band of review counts. */
  positiveShareByReviews: Array<[number, number[]]>;
  /** How much more often than the average game a genre's games are free, by genre (1 left out). */
  freeToPlayLift: Record<string, number>;
}

export function fitMarket(steamGames: Row[], steamspyCsv: string): MarketFit {
  const prices = steamGames.map((row) => Number(row.price));
  // A list price ends in 9 cents ($4.99, $12.49); $4.24 or $12.74 is a discounted price of the day the file was taken.
  const paid = prices.filter((price) => price > 0 && Math.round(price * 100) % 10 === 9);
  const counts = new Map<number, number>();
  for (const price of paid) counts.set(price, (counts.get(price) ?? 0) + 1);
  const kept = [...counts].filter(([, count]) => count >= MIN_PRICE_SHARE * paid.length).sort(([a], [b]) => a - b);
  const keptTotal = kept.reduce((sum, [, count]) => sum + count, 0);

  const years = new Map<number, number>();
  let latest = "";
  for (const row of steamGames) {
    const date = new Date(`${row.release_date} UTC`);
    if (Number.isNaN(date.getTime())) continue;
    years.set(date.getUTCFullYear(), (years.get(date.getUTCFullYear()) ?? 0) + 1);
    if (date.toISOString() > latest) latest = date.toISOString();
  }
  const lastWholeYear = Number(latest.slice(0, 4)) - (latest.slice(5, 10) === "12-31" ? 0 : 1);

  const shares = steamGames.map((row) => ({ reviews: Number(row.positive) + Number(row.negative), positive: Number(row.positive) }));
  const positiveShareByReviews = REVIEW_BANDS.map((least, at): [number, number[]] => {
    const most = REVIEW_BANDS[at + 1] ?? Number.POSITIVE_INFINITY;
    const band = shares
      .filter((game) => game.reviews >= least && game.reviews < most)
      .map((game) => game.positive / game.reviews)
      .sort((a, b) => a - b);
    const quantiles: number[] = [];
    for (let step = 0; step <= Math.round(1 / QUANTILE_STEP); step++) quantiles.push(round(band[Math.round(step * QUANTILE_STEP * (band.length - 1))], 3));
    return [least, quantiles];
  });

  const tagSets = tagSetsOf(steamspyCsv);
  const free = tagSets.filter((tags) => tags.has("free to play")).length;
  const freeToPlayLift: Record<string, number> = {};
  for (const genre of Object.keys(GENRE_WEIGHTS).sort()) {
    const ofGenre = tagSets.filter((tags) => carriesGenre(tags, genre));
    const both = ofGenre.filter((tags) => tags.has("free to play")).length;
    const lift = round((both + SMOOTHING) / ((ofGenre.length * free) / tagSets.length + SMOOTHING), 2);
    if (lift !== 1) freeToPlayLift[genre] = lift;
  }

  return {
    freeToPlayShare: round(prices.filter((price) => price === 0).length / prices.length, 4),
    paidPrices: kept.map(([price, count]) => [price, round(count / keptTotal, 4)]),
    releasesByYear: [...years].filter(([year]) => year <= lastWholeYear).sort(([a], [b]) => a - b),
    positiveShareByReviews,
    freeToPlayLift,
  };
}

export const readRealMarket = () =>
  fitMarket(readCsv("steam_games_2013_2023_terencicp.csv"), fs.readFileSync(path.join(REAL, "steamspy_top999_2023_schoto.csv"), "utf8"));

function main() {
  const fit = readRealMarket();
  const pairs = (list: Array<[number, number]>) => list.map(([a, b]) => `[${a}, ${b}]`).join(", ");
  fs.writeFileSync(
    TARGET,
    `// Written by scripts/fit-market.ts from ../shared/realdata: prices, releases a year and positive shares of the
// Kaggle file of Steam games 2013–2023 (${fit.paidPrices.length} list prices each held by at least ${MIN_PRICE_SHARE * 100}% of paid games), and how
// much more often each genre is free to play than the average game in the SteamSpy top 1,000 (smoothed; 1 left out).
export const FREE_TO_PLAY_SHARE = ${fit.freeToPlayShare};
/** [list price in USD, share of paid games]. */
export const PAID_PRICES: ReadonlyArray<readonly [number, number]> = [${pairs(fit.paidPrices)}];
/** [year, games released on Steam that year in the file], whole years only. */
export const RELEASES_BY_YEAR: ReadonlyArray<readonly [number, number]> = [${pairs(fit.releasesByYear)}];
/** [least reviews, positive share (positive ÷ all reviews) at every 5th percentile from 0 to 100] a band of review counts. */
export const POSITIVE_SHARE_BY_REVIEWS: ReadonlyArray<readonly [number, readonly number[]]> = [
${fit.positiveShareByReviews.map(([least, quantiles]) => `  [${least}, [${quantiles.join(", ")}]],`).join("\n")}
];
export const FREE_TO_PLAY_LIFT: Readonly<Record<string, number>> = ${JSON.stringify(fit.freeToPlayLift)};
`,
  );
  console.log(
    `wrote ${path.relative(process.cwd(), TARGET)}: ${fit.paidPrices.length} prices, ${fit.freeToPlayShare} free, years ${fit.releasesByYear[0][0]}–${fit.releasesByYear.at(-1)![0]}`,
  );
}

if (process.argv[1]?.endsWith("fit-market.ts")) main();
