// Writes lib/demo/audience-curve.ts: how many reviews the real Steam game at each rank has, and how many owners a
// review stands for, from the two files in ../shared/realdata. The demo generator draws each game's place on this
// curve, so the demo market's top games look like Steam's top games and its long tail like Steam's long tail.
// Run by hand when the real data changes:
//   npx tsx --conditions=react-server scripts/fit-audience.ts
// The app never reads ../shared/realdata; only this script, the tests and the bench do.
import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import type { GameFigures } from "@/lib/demo/calibration";

const REAL = path.join(process.cwd(), "..", "shared", "realdata");
const TARGET = path.join(process.cwd(), "lib", "demo", "audience-curve.ts");
/** Ranks kept on the curve: every rank to 20, then about 12 a factor of ten (log-spaced). */
const CURVE_POINTS = 12;

type Row = Record<string, string>;
const readCsv = (file: string) => parse(fs.readFileSync(path.join(REAL, file), "utf8"), { columns: true }) as Row[];
const reviewsOf = (row: Row) => Number(row.positive) + Number(row.negative);
/** SteamSpy's owner ranges ("1,000,000 .. 2,000,000") read as their midpoint. */
export const ownersMidpoint = (range: string) => {
  const [low, high] = range.split("..").map((part) => Number(part.replace(/[^0-9]/g, "")));
  return (low + high) / 2;
};

export interface AudienceFit {
  realGames: number;
  /** [rank, reviews] of the real games, ranked by reviews, at log-spaced ranks; the last is the smallest. */
  curve: Array<[number, number]>;
  /** Owners per review of the SteamSpy top 1,000: the median and the spread (σ of its logarithm). */
  ownersPerReview: { median: number; sigma: number };
}

export function fitAudience(steamspyCsv: Row[], steamGamesCsv: Row[]): AudienceFit {
  // One row a game: the Kaggle file's 2013–2023 games, and the SteamSpy games it does not have (older classics).
  const reviews = new Map<string, number>();
  for (const row of steamGamesCsv) reviews.set(row.app_id, reviewsOf(row));
  for (const row of steamspyCsv) if (!reviews.has(row.appid)) reviews.set(row.appid, reviewsOf(row));
  const ranked = [...reviews.values()].sort((a, b) => b - a);
  const ranks = new Set<number>();
  for (let rank = 1; rank <= 20; rank++) ranks.add(rank);
  for (let exponent = Math.log10(20); exponent < Math.log10(ranked.length); exponent += 1 / CURVE_POINTS) ranks.add(Math.round(10 ** exponent));
  ranks.add(ranked.length);
  const curve = [...ranks].sort((a, b) => a - b).map((rank): [number, number] => [rank, ranked[rank - 1]]);

  const logs = steamspyCsv
    .filter((row) => reviewsOf(row) > 0)
    .map((row) => Math.log(ownersMidpoint(row.owners) / reviewsOf(row)))
    .sort((a, b) => a - b);
  const quantile = (p: number) => logs[Math.floor(p * (logs.length - 1))];
  // σ from the interquartile range, so a few games with next to no reviews do not widen it.
  const sigma = (quantile(0.75) - quantile(0.25)) / 1.349;
  return { realGames: ranked.length, curve, ownersPerReview: { median: Math.round(Math.exp(quantile(0.5))), sigma: Math.round(sigma * 100) / 100 } };
}

/** The SteamSpy top 1,000's rows as the CSV has them. */
export const realTopRows = () => readCsv("steamspy_top999_2023_schoto.csv");

/** The SteamSpy top 1,000 as the figures the calibration table compares (price from cents, owners the range's middle). */
export const realTopFigures = (): GameFigures[] =>
  readCsv("steamspy_top999_2023_schoto.csv").map((row) => ({
    peakPlayers: Number(row.ccu),
    owners: ownersMidpoint(row.owners),
    reviews: reviewsOf(row),
    price: Number(row.initialprice) / 100,
  }));

export const readRealAudience = () => fitAudience(readCsv("steamspy_top999_2023_schoto.csv"), readCsv("steam_games_2013_2023_terencicp.csv"));

function main() {
  const fit = readRealAudience();
  const points = fit.curve.map(([rank, reviews]) => `[${rank}, ${reviews}]`);
  const lines: string[] = [];
  for (let at = 0; at < points.length; at += 10) lines.push(`  ${points.slice(at, at + 10).join(", ")},`);
  fs.writeFileSync(
    TARGET,
    `// Written by scripts/fit-audience.ts from ../shared/realdata (the Kaggle Steam games 2013–2023 and the SteamSpy top
// 1,000 of August 2023, one row a game): the reviews of the real game at each rank, ranked by reviews, and how many
// owners a review stands for among the SteamSpy top 1,000 (owners read as the middle of SteamSpy's range).
export const REAL_GAMES = ${fit.realGames};
/** [rank, reviews] at log-spaced ranks; the generator interpolates between them on log scales. */
export const REVIEWS_BY_RANK: ReadonlyArray<readonly [number, number]> = [
${lines.join("\n")}
];
/** Owners a review stands for: median and σ of its logarithm. */
export const OWNERS_PER_REVIEW = { median: ${fit.ownersPerReview.median}, sigma: ${fit.ownersPerReview.sigma} } as const;
`,
  );
  console.log(
    `wrote ${path.relative(process.cwd(), TARGET)}: ${fit.curve.length} points over ${fit.realGames} games, ${JSON.stringify(fit.ownersPerReview)} owners a review`,
  );
}

if (process.argv[1]?.endsWith("fit-audience.ts")) main();
