// Search over what Lumos knows: games, features, companies and platforms, tolerant of abbreviations (the lexicon's
// aliases: "ps5", "gta") and typos (the same edit budget the assistant uses). Pure: it reads a Knowledge value.
import type { Knowledge } from "@/lib/lumos/knowledge";
import type { LexiconEntry } from "@/lib/lumos/lexicon";
import { lookupKey } from "@/lib/lumos/lexicon";
import { typoDistance } from "@/lib/lumos/fuzzy";
import { keyOf } from "@/lib/lumos/normalize";
import { knownPlayers } from "@/lib/lumos/criteria";
import { releaseLine } from "@/lib/domain/release-categories";

export type SearchKind = "game" | "feature" | "company" | "platform";
export type MatchKind = "exact" | "alias" | "prefix" | "word" | "contains" | "typo";

export interface SearchHit {
  kind: SearchKind;
  id: number;
  name: string;
  /** What the hit is: "Genre", "Publisher, Developer", "Released 2024 · Action". */
  detail: string;
  /**
   * Peak players (games; null for a game without player counts on record), feature players, or the summed peak
   * players of a company's or platform's games.
   */
  players: number | null;
  match: MatchKind;
  /** For companies and platforms: their games with most players. */
  topGames?: Array<{ id: number; title: string; players: number | null }>;
}

export interface SearchResults {
  query: string;
  games: SearchHit[];
  features: SearchHit[];
  companies: SearchHit[];
  platforms: SearchHit[];
}

const MATCH_RANK: Record<MatchKind, number> = { exact: 0, alias: 1, prefix: 2, word: 3, contains: 4, typo: 5 };
export const MAX_QUERY_LENGTH = 200;

function kindOf(entry: LexiconEntry): SearchKind | null {
  switch (entry.kind) {
    case "game":
      return "game";
    case "classification":
      return "feature";
    case "company":
    case "publisher":
    case "developer":
      return "company";
    case "platform":
      return "platform";
    default:
      return null;
  }
}

/** How well a typed key matches one of an entry's keys, or null. */
function matchOf(typed: string, key: string, isName: boolean): MatchKind | null {
  if (key === typed) return isName ? "exact" : "alias";
  if (typed.length < 2) return null;
  if (key.startsWith(typed)) return "prefix";
  if (key.includes(` ${typed}`)) return "word";
  if (typed.length >= 3 && key.includes(typed)) return "contains";
  return null;
}

export function searchKnowledge(knowledge: Knowledge, query: string, { limit = 20 }: { limit?: number } = {}): SearchResults {
  const typed = keyOf(query.slice(0, MAX_QUERY_LENGTH));
  const empty: SearchResults = { query: typed, games: [], features: [], companies: [], platforms: [] };
  if (!typed) return empty;

  const best = new Map<LexiconEntry, MatchKind>();
  const consider = (entry: LexiconEntry, match: MatchKind) => {
    if (!kindOf(entry)) return;
    const current = best.get(entry);
    if (current === undefined || MATCH_RANK[match] < MATCH_RANK[current]) best.set(entry, match);
  };
  for (const sense of lookupKey(knowledge.lexicon, typed)) for (const entry of sense.entries) consider(entry, sense.source === "name" ? "exact" : "alias");
  for (const entry of knowledge.lexicon.entries) {
    entry.aliases.forEach((alias, index) => {
      const match = matchOf(typed, alias, index === 0);
      if (match) consider(entry, match);
    });
  }
  // Typos: compare with the keys of the same word count and first letter, as the assistant's parser does (a title's
  // acronym, which nobody misspells, is not among them: "valve" found the game whose acronym is "vale").
  const words = typed.split(" ").length;
  for (const key of knowledge.lexicon.fuzzyBuckets.get(`${words}:${typed[0]}`) ?? []) {
    if (typoDistance(typed, key) === null) continue;
    for (const sense of lookupKey(knowledge.lexicon, key)) for (const entry of sense.entries) consider(entry, "typo");
  }

  const gamesOf = (predicate: (game: Knowledge["games"][number]) => boolean) =>
    knowledge.games
      .filter(predicate)
      .sort((a, b) => knownPlayers(b) - knownPlayers(a) || a.id - b.id)
      .map((game) => ({ id: game.id, title: game.title, players: game.peakPlayers }));

  const results: SearchResults = { ...empty };
  const order = (a: SearchHit, b: SearchHit) =>
    MATCH_RANK[a.match] - MATCH_RANK[b.match] || (b.players ?? -1) - (a.players ?? -1) || a.name.localeCompare(b.name);
  const groups: Array<{ kind: "company" | "platform"; entry: LexiconEntry; match: MatchKind }> = [];
  for (const [entry, match] of best) {
    const kind = kindOf(entry)!;
    const id = Number(entry.id);
    if (kind === "game") {
      const game = knowledge.gamesById.get(id);
      if (!game) continue;
      // As the game's page says it: an undated game with players is out, a dated one in the future is to come.
      const release = releaseLine({ dateDisplay: game.releaseDate?.slice(0, 4) ?? null, released: game.released, played: game.released });
      results.games.push({
        kind,
        id,
        name: entry.canonical,
        match,
        players: game.peakPlayers,
        detail: [release, ...game.genres.slice(0, 2)].join(" · "),
      });
    } else if (kind === "feature") {
      results.features.push({
        kind,
        id,
        name: entry.canonical,
        match,
        players: knowledge.features.get(id)?.playerCount ?? 0,
        detail: entry.typeName ?? "Feature",
      });
    } else {
      groups.push({ kind, entry, match });
    }
  }
  // Companies and platforms carry their games: worked out only for the best-matching ones shown.
  groups.sort((a, b) => MATCH_RANK[a.match] - MATCH_RANK[b.match] || a.entry.canonical.localeCompare(b.entry.canonical));
  for (const { kind, entry, match } of groups.slice(0, limit * 2)) {
    const id = Number(entry.id);
    if (kind === "company") {
      const games = gamesOf((game) => game.publisherIds.includes(id) || game.developerIds.includes(id));
      results.companies.push({
        kind,
        id,
        name: entry.canonical,
        match,
        players: games.reduce((sum, g) => sum + (g.players ?? 0), 0),
        detail: [(entry.roles ?? []).join(", "), entry.size].filter(Boolean).join(" · "),
        topGames: games.slice(0, 5),
      });
    } else {
      const games = gamesOf((game) => game.platformIds.includes(id));
      results.platforms.push({
        kind,
        id,
        name: entry.canonical,
        match,
        players: games.reduce((sum, g) => sum + (g.players ?? 0), 0),
        detail: `${games.length.toLocaleString("en-US")} games`,
        topGames: games.slice(0, 5),
      });
    }
  }
  for (const key of ["games", "features", "companies", "platforms"] as const) results[key] = results[key].sort(order).slice(0, limit);
  return results;
}
