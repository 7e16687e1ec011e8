// Suggested prompts generated from the data, each checked by the engine itself to have perfect matches. They follow
// the specification's sample questions (000 §2): games by one publisher on one console with over N peak players
// and ARPU above $A; most sold DLCs on a PC store; racing games with over N players.
import type { LumosGameFacts } from "@/lib/data/lumos";
import { formatArpu, formatCompact } from "@/lib/ui/format";
import type { EngineKnowledge } from "./criteria";
import { ADD_ON_GAME_TYPES, criteriaOf, knownPlayers } from "./criteria";
import { parseQuestion } from "./parse";

export interface SuggestedPrompt {
  question: string;
  kind: "publisher_console" | "dlc_store" | "genre_players" | "trending_themes" | "upcoming";
  /** Perfect matches the engine finds for the question on the current data. */
  perfectMatches: number;
}

const CONSOLES = ["PlayStation 5", "PlayStation 4", "Xbox Series X", "Xbox One", "Nintendo Switch", "Nintendo Switch 2"];
const CONSOLE_SHORT: Record<string, string> = {
  "PlayStation 5": "PS5",
  "PlayStation 4": "PS4",
  "Xbox Series X": "Xbox Series X",
  "Xbox One": "Xbox One",
  "Nintendo Switch": "Switch",
  "Nintendo Switch 2": "Switch 2",
};

/** The largest of 1, 2, 5 × 10^n not above the value. */
export function niceFloor(value: number): number {
  if (!(value > 0)) return 0;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [5, 2, 1]) if (step * magnitude <= value) return step * magnitude;
  return magnitude;
}

const cache = new WeakMap<object, SuggestedPrompt[]>();

function perfectCount(question: string, knowledge: EngineKnowledge): number {
  const parsed = parseQuestion(question, knowledge.lexicon, { today: knowledge.today });
  if (parsed.intent !== "game_search" && parsed.intent !== "upcoming_releases") return 0;
  const criteria = criteriaOf(parsed, knowledge);
  const namesType = parsed.entities.gameTypes.include.length > 0;
  const typeNames = new Map(knowledge.lexicon.entries.filter((entry) => entry.kind === "gameType").map((entry) => [entry.id, entry.canonical]));
  return knowledge.games.filter(
    (game) => (namesType || !ADD_ON_GAME_TYPES.has(typeNames.get(game.gameTypeId) ?? "")) && criteria.every((criterion) => criterion.test(game)),
  ).length;
}

/** Suggested prompts for the current data, best first; the widget shows the first three. */
export function suggestedPrompts(knowledge: EngineKnowledge): SuggestedPrompt[] {
  const cached = cache.get(knowledge.games);
  if (cached) return cached;
  const names = new Map<string, Map<number, string>>();
  for (const entry of knowledge.lexicon.entries) {
    if (typeof entry.id !== "number") continue;
    const kind = entry.kind === "developer" || entry.kind === "company" ? "publisher" : entry.kind;
    if (!names.has(kind)) names.set(kind, new Map());
    names.get(kind)!.set(entry.id, entry.canonical);
  }
  const platformName = (id: number) => names.get("platform")?.get(id) ?? "";
  const companyName = (id: number) => names.get("publisher")?.get(id) ?? "";
  const typeName = (id: number) => names.get("gameType")?.get(id) ?? "";
  const byPlayers = [...knowledge.games].sort((a, b) => knownPlayers(b) - knownPlayers(a) || a.id - b.id);
  const candidates: Array<{ question: string; kind: SuggestedPrompt["kind"] }> = [];

  // 1. One publisher, one console, players and ARPU.
  const pick = (game: LumosGameFacts) => {
    const console = game.platformIds.map(platformName).find((name) => CONSOLES.includes(name));
    const publisher = game.publisherIds.map(companyName).find(Boolean);
    return console && publisher && game.arpu !== null && game.arpu >= 0.5 && knownPlayers(game) >= 1000 ? { console, publisher } : null;
  };
  for (const game of byPlayers.filter((g) => !ADD_ON_GAME_TYPES.has(typeName(g.gameTypeId))).slice(0, 40)) {
    const found = pick(game);
    if (!found) continue;
    const players = niceFloor(knownPlayers(game) * 0.9);
    const arpu = Math.max(0.5, Math.floor(game.arpu! * 0.9 * 2) / 2);
    candidates.push({
      question: `Games by ${found.publisher} on ${CONSOLE_SHORT[found.console] ?? found.console} with over ${formatCompact(players)} peak players and ARPU above ${formatArpu(arpu)}`,
      kind: "publisher_console",
    });
  }
  // 2. Most sold DLCs on a PC store.
  candidates.push({ question: "Most sold DLCs on a PC store", kind: "dlc_store" });
  // 3. A genre with over N players: racing when the data has it, else the genre of the most played game.
  const genreOf = (game: LumosGameFacts) => game.genres[0];
  const genres = [
    "Racing",
    ...byPlayers
      .slice(0, 20)
      .map(genreOf)
      .filter((genre): genre is string => Boolean(genre)),
  ];
  for (const genre of [...new Set(genres)]) {
    const games = byPlayers.filter((game) => game.genres.includes(genre) && !ADD_ON_GAME_TYPES.has(typeName(game.gameTypeId)));
    const third = games[Math.min(2, games.length - 1)];
    if (!third || knownPlayers(third) < 100) continue;
    candidates.push({ question: `${genre} games with over ${formatCompact(niceFloor(knownPlayers(third) * 0.9))} players`, kind: "genre_players" });
  }
  candidates.push({ question: "Trending horror themes", kind: "trending_themes" });
  candidates.push({ question: "Upcoming RPGs on PS5", kind: "upcoming" });

  const result: SuggestedPrompt[] = [];
  const seenKinds = new Set<string>();
  for (const candidate of candidates) {
    if (seenKinds.has(candidate.kind)) continue;
    const parsed = parseQuestion(candidate.question, knowledge.lexicon, { today: knowledge.today });
    const perfectMatches =
      parsed.intent === "features_ranking" ? (parsed.entities.classifications.include.length > 0 ? 1 : 0) : perfectCount(candidate.question, knowledge);
    if (perfectMatches === 0) continue;
    seenKinds.add(candidate.kind);
    result.push({ ...candidate, perfectMatches });
  }
  cache.set(knowledge.games, result);
  return result;
}
