// Writes lib/demo/genre-affinity.ts: how much more or less often two genres come together in real Steam games than
// by chance, from the tags of the SteamSpy top 1,000 in ../shared/realdata. The demo generator draws a game's other
// genres with it, so a shooter's second genre is a genre real shooters have. Run by hand when the real data changes:
//   npx tsx --conditions=react-server scripts/fit-genre-affinity.ts
// The app never reads ../shared/realdata; only this script and the tests do.
import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { GENRE_WEIGHTS } from "@/lib/demo/vocabulary";

const SOURCE = path.join(process.cwd(), "..", "shared", "realdata", "steamspy_top999_2023_schoto.csv");
const TARGET = path.join(process.cwd(), "lib", "demo", "genre-affinity.ts");
/** Steam tags of the demo's genre names where Steam spells them otherwise. */
export const STEAM_TAGS_OF_GENRE: Readonly<Record<string, readonly string[]>> = {
  "Point-and-Click": ["point & click"],
  "Match-3": ["match 3"],
  "Beat 'em Up": ["beat 'em up"],
  Idle: ["idler", "clicker"],
  Roguelike: ["rogue-like", "rogue-lite", "roguelike deckbuilder", "action roguelike"],
  Educational: ["education"],
};
/** Pseudo-count toward independence: a pair of rare genres seen together once or never is not read as a rule. */
const SMOOTHING = 1;
/** Pairs within these bounds are written as 1 (left out of the table). */
const NEUTRAL = [0.5, 2] as const;

export function tagSetsOf(csv: string): Array<Set<string>> {
  const rows = parse(csv, { columns: true }) as Array<Record<string, string>>;
  return rows.map((row) => new Set([...row.tags.matchAll(/'([^']+)':\s*\d+|"([^"]+)":\s*\d+/g)].map((match) => (match[1] ?? match[2]).trim().toLowerCase())));
}

export const carriesGenre = (tags: ReadonlySet<string>, genre: string) => (STEAM_TAGS_OF_GENRE[genre] ?? [genre.toLowerCase()]).some((tag) => tags.has(tag));

/** The affinities outside the neutral band, keyed "A|B" with A before B, from the SteamSpy CSV's text. */
export function fitGenreAffinity(csv: string): Record<string, number> {
  const sets = tagSetsOf(csv);
  const genres = Object.keys(GENRE_WEIGHTS).sort();
  const counts = new Map(genres.map((genre) => [genre, sets.filter((tags) => carriesGenre(tags, genre)).length]));
  const affinity: Record<string, number> = {};
  for (const a of genres) {
    for (const b of genres) {
      if (a >= b) continue;
      const both = sets.filter((tags) => carriesGenre(tags, a) && carriesGenre(tags, b)).length;
      const expected = (counts.get(a)! * counts.get(b)!) / sets.length;
      const lift = (both + SMOOTHING) / (expected + SMOOTHING);
      if (lift < NEUTRAL[0] || lift > NEUTRAL[1]) affinity[`${a}|${b}`] = Math.round(lift * 100) / 100;
    }
  }
  return affinity;
}

function main() {
  const affinity = fitGenreAffinity(fs.readFileSync(SOURCE, "utf8"));
  const lines = Object.entries(affinity).map(([pair, lift]) => `  ${JSON.stringify(pair)}: ${lift.toFixed(2)},`);
  fs.writeFileSync(
    TARGET,
    `// Written by scripts/fit-genre-affinity.ts from the tags of the SteamSpy top 1,000 (../shared/realdata): how much more
// (above 1) or less (below 1) often two genres come together in real games than by chance, smoothed toward 1 for rare
// pairs. Pairs between ${NEUTRAL[0]} and ${NEUTRAL[1]} are left out (1). Keys are the two genre names in alphabetical order.
export const GENRE_AFFINITY: Readonly<Record<string, number>> = {
${lines.join("\n")}
};

/** The affinity of two genres (1 when the real data shows no preference either way). */
export function genreAffinity(a: string, b: string): number {
  return GENRE_AFFINITY[a < b ? \`\${a}|\${b}\` : \`\${b}|\${a}\`] ?? 1;
}
`,
  );
  console.log(`${lines.length} pairs written to ${path.relative(process.cwd(), TARGET)}.`);
}

if (process.argv[1]?.endsWith("fit-genre-affinity.ts")) main();
