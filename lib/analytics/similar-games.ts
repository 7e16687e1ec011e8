// Similar games, top competitors and the candidates of symbiotic games, worked out from the facts the Lumos engine
// keeps in memory (lib/lumos/knowledge.ts). Pure: the database is not asked, so a game breakdown at 100,000 games
// costs a few milliseconds of arithmetic instead of seconds of the one-session embedded database. The formulas are
// written down in docs/data-model.md.
import type { LumosGameFacts } from "@/lib/data/lumos";
import { eachInTurns, turnTaker } from "@/lib/server/turns";
import { NOT_STANDALONE_GAME_TYPES } from "@/lib/domain/game-types";

/**
 * How much each classification type counts in the overlap of two games: the genre and sub-genre say most about
 * what a game is, content descriptors and business details least.
 */
export const SIMILARITY_TYPE_WEIGHTS: Readonly<Record<number, number>> = {
  1: 3, // Genre
  16: 2.5, // Sub-Genre
  17: 2, // Theme
  168: 1.5, // Defining Concepts
  13: 1.5, // Gameplay
  2: 1, // Perspective
  179: 1, // Vibes
  19: 1, // Graphic Style
  157: 1, // Meta Setting
  181: 1, // World Features
  183: 1, // Game Mode
};
export const OTHER_TYPE_WEIGHT = 0.5;

export interface SimilarGame {
  game_id: number;
  title: string;
  /** 0–1: 0.8 × weighted feature overlap + 0.1 × release proximity + 0.1 × same price tier. */
  similarity: number;
  feature_overlap: number;
  shared_features: number;
  release_year: number | null;
  /** Highest daily peak of the last 30 days on record; null for a game without player counts (no figure, not 0). */
  players_last_month: number | null;
  is_free_to_play: boolean;
}

export interface Competitor extends SimilarGame {
  /** Similarity × how comparable the two games' audiences are in size (1 when equal, falling with the log ratio). */
  competition: number;
}

export interface SimilaritySource {
  games: readonly LumosGameFacts[];
  /** Name and type of each classification; one missing here (z_BLANK) counts with the weight of other types. */
  classifications: ReadonlyMap<number, { typeId: number }>;
}

/** The facts arranged for scoring: which candidate games carry each classification, and each game's total weight. */
export interface SimilarityIndex {
  games: readonly LumosGameFacts[];
  positionOf: Map<number, number>;
  /** Per classification id: positions of the candidate games (no add-ons) that carry it. */
  carriers: Map<number, Int32Array>;
  /** Per position: the weight of the game's classifications. */
  totalWeight: Float64Array;
  weightOf: (clsId: number) => number;
  year: Int16Array;
  tier: Int8Array;
  /** Scratch space of one scoring (scorings wait for one another, so one set serves every call). */
  shared: Float64Array;
  sharedCount: Uint16Array;
  /** The positions a scoring has touched, in the order first touched (up to every game). */
  touched: Int32Array;
}

const NO_YEAR = -1;
const NO_TIER = -1;

/** Free, under $10, $10–30, $30–50 or above; unknown without market stats or a price. */
function priceTier(game: LumosGameFacts): number {
  if (game.freeToPlay || game.price === 0) return 0;
  if (game.price === null) return NO_TIER;
  return game.price < 10 ? 1 : game.price < 30 ? 2 : game.price < 50 ? 3 : 4;
}

const releaseYear = (game: LumosGameFacts) => (game.releaseDate ? Number(game.releaseDate.slice(0, 4)) : NO_YEAR);

/** Arranges the facts for scoring, with the event loop free every few milliseconds. */
export async function buildSimilarityIndex({ games, classifications }: SimilaritySource): Promise<SimilarityIndex> {
  const weightOf = (clsId: number) => SIMILARITY_TYPE_WEIGHTS[classifications.get(clsId)?.typeId ?? -1] ?? OTHER_TYPE_WEIGHT;
  const count = games.length;
  const totalWeight = new Float64Array(count);
  const year = new Int16Array(count);
  const tier = new Int8Array(count);
  const positionOf = new Map<number, number>();
  const lists = new Map<number, number[]>();
  await eachInTurns(games, (game, position) => {
    positionOf.set(game.id, position);
    year[position] = releaseYear(game);
    tier[position] = priceTier(game);
    const candidate = !NOT_STANDALONE_GAME_TYPES.has(game.gameTypeId);
    let total = 0;
    for (const clsId of new Set(game.classificationIds)) {
      total += weightOf(clsId);
      if (!candidate) continue;
      let list = lists.get(clsId);
      if (!list) lists.set(clsId, (list = []));
      list.push(position);
    }
    totalWeight[position] = total;
  });
  const carriers = new Map<number, Int32Array>();
  for (const [clsId, list] of lists) carriers.set(clsId, Int32Array.from(list));
  return {
    games,
    positionOf,
    carriers,
    totalWeight,
    weightOf,
    year,
    tier,
    shared: new Float64Array(count),
    sharedCount: new Uint16Array(count),
    touched: new Int32Array(count),
  };
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * Each scored row's reviews (none: 0), read to order rows of equal similarity and players: on the real data most games
 * have no player counts and a game with a genre alone is as like hundreds as it can be, which the best known of them
 * should lead, not the lowest ids. Kept beside the rows so that their shape stays the API's.
 */
const reviewsOfRow = new WeakMap<SimilarGame, number>();

/**
 * similarity desc, then players last month desc (no figure last), then reviews desc, then id: the order every list of
 * similar games is given in.
 */
function ranksBefore(a: SimilarGame, b: SimilarGame) {
  if (a.similarity !== b.similarity) return a.similarity > b.similarity;
  const [x, y] = [a.players_last_month ?? -1, b.players_last_month ?? -1];
  if (x !== y) return x > y;
  const [r, t] = [reviewsOfRow.get(a) ?? 0, reviewsOfRow.get(b) ?? 0];
  return r > t || (r === t && a.game_id < b.game_id);
}

/** One list of similar games to keep while scoring: its length and, optionally, which games may enter it. */
interface ListSpec {
  limit: number;
  accept?: (game: LumosGameFacts) => boolean;
}

/** Puts `row` in its place in `best` (ranked by ranksBefore, at most `limit` long), unless it ranks below the last. */
function keepRanked(best: SimilarGame[], row: SimilarGame, limit: number) {
  if (best.length === limit && !ranksBefore(row, best[limit - 1])) return;
  let at = best.length;
  while (at > 0 && ranksBefore(row, best[at - 1])) at--;
  best.splice(at, 0, row);
  if (best.length > limit) best.pop();
}

/**
 * Scores every game sharing a classification with the given one once, and fills one ranked list per spec. The
 * competitors and symbiotic games need three lists; scoring the market was most of an uncached game breakdown's
 * time on the server at 100,000 games, and now happens once for the three.
 */
function similarLists(index: SimilarityIndex, gameId: number, specs: readonly ListSpec[]): Promise<SimilarGame[][]> {
  // The index's scratch arrays (shared, sharedCount, touched) serve one scoring at a time: a scoring waits for the one
  // before.
  const run = (scoring.get(index) ?? Promise.resolve()).then(() => scoreLists(index, gameId, specs));
  scoring.set(
    index,
    run.then(
      () => undefined,
      () => undefined,
    ),
  );
  return run;
}

const scoring = new WeakMap<SimilarityIndex, Promise<void>>();

async function scoreLists(index: SimilarityIndex, gameId: number, specs: readonly ListSpec[]): Promise<SimilarGame[][]> {
  const lists = specs.map((): SimilarGame[] => []);
  const position = index.positionOf.get(gameId);
  if (position === undefined) return lists;
  const target = index.games[position];
  const { shared, sharedCount, touched, totalWeight, year, tier, games } = index;
  let touchedCount = 0;
  // The event loop is free every few milliseconds (lib/server/turns.ts).
  const pass = turnTaker();
  for (const clsId of new Set(target.classificationIds)) {
    const carriers = index.carriers.get(clsId);
    if (!carriers) continue;
    const weight = index.weightOf(clsId);
    for (let i = 0; i < carriers.length; i++) {
      const other = carriers[i];
      if (sharedCount[other] === 0) touched[touchedCount++] = other;
      shared[other] += weight;
      sharedCount[other]++;
    }
    const turn = pass();
    if (turn) await turn;
  }
  const targetTotal = totalWeight[position];
  const targetYear = year[position];
  const targetTier = tier[position];
  await eachInTurns(
    touched.subarray(0, touchedCount),
    (other) => {
      const sharedWeight = shared[other];
      const sharedFeatures = sharedCount[other];
      shared[other] = 0;
      sharedCount[other] = 0;
      if (other === position) return;
      const union = targetTotal + totalWeight[other] - sharedWeight;
      const overlap = union > 0 ? sharedWeight / union : 0;
      const otherYear = year[other];
      const yearGap = otherYear === NO_YEAR || targetYear === NO_YEAR ? 0 : Math.abs(otherYear - targetYear);
      const sameTier = tier[other] !== NO_TIER && tier[other] === targetTier ? 1 : 0;
      const similarity = round(0.8 * overlap + 0.1 * Math.max(0, 1 - yearGap / 10) + 0.1 * sameTier, 4);
      // Most games score below every full list's last: their facts (objects spread over the heap) are not read.
      let game: LumosGameFacts | null = null;
      let row: SimilarGame | null = null;
      for (let at = 0; at < specs.length; at++) {
        const { limit, accept } = specs[at];
        const best = lists[at];
        if (limit <= 0 || (best.length === limit && !(similarity >= best[limit - 1].similarity))) continue;
        if (!game) {
          game = games[other];
          if (game.parentGameId === gameId || game.id === target.parentGameId) return;
        }
        if (accept && !accept(game)) continue;
        row ??= {
          game_id: game.id,
          title: game.title,
          similarity,
          feature_overlap: round(overlap, 4),
          shared_features: sharedFeatures,
          release_year: otherYear === NO_YEAR ? null : otherYear,
          players_last_month: game.recordPeakPlayers,
          is_free_to_play: game.freeToPlay ?? false,
        };
        reviewsOfRow.set(row, game.reviews ?? 0);
        keepRanked(best, row, limit);
      }
    },
    pass,
  );
  return lists;
}

/**
 * Games most like the given one (main games only, never the game itself, its own DLCs or remasters, or the game it
 * is an add-on of), among every visible game sharing at least one classification with it. Feature overlap is the
 * weighted Jaccard index of the two games' classifications; release proximity is 1 − |Δyears| ÷ 10 (at least 0,
 * 1 when a year is unknown); price tier is free, under $10, $10–30, $30–50 or above. Exact over the whole market:
 * no pre-selection of candidates. A game the facts do not hold (hidden or unknown) has none.
 */
export async function similarGames(index: SimilarityIndex, gameId: number, limit: number, accept?: (game: LumosGameFacts) => boolean): Promise<SimilarGame[]> {
  return (await similarLists(index, gameId, [{ limit, accept }]))[0];
}

/** How many similar games the competitors and symbiotic games are chosen from. */
export const COMPETITOR_CANDIDATES = 60;
export const SYMBIOTIC_CANDIDATES = 80;

/** A game with players is also compared with the most similar games within this factor of its players. */
export const COMPARABLE_AUDIENCE = 10;

/**
 * With fewer comparable games than this released within three years of a game, its comparable search also takes
 * comparable games of any release year (a 2012 blockbuster still played by a million fights today's big games).
 */
export const MIN_COMPARABLE = 5;

/** Games whose candidate lists are kept per index: a game breakdown asks for its competitors and symbiotic games at once. */
const KEPT_CANDIDATES = 256;

interface Candidates {
  /** The SYMBIOTIC_CANDIDATES most similar games; the COMPETITOR_CANDIDATES most similar are its first entries. */
  similar: readonly SimilarGame[];
  /**
   * The COMPETITOR_CANDIDATES most similar games within COMPARABLE_AUDIENCE of the game's players (none below 100
   * players) that fight for the same players: same business model, released within three years.
   */
  comparable: readonly SimilarGame[];
  /** The same without the release window: the COMPETITOR_CANDIDATES most similar of comparable size and business model. */
  comparableAnyYear: readonly SimilarGame[];
}

const keptCandidates = new WeakMap<SimilarityIndex, Map<number, Promise<Candidates>>>();

/** Same business model as the game at `position` (any, when its model is unknown). */
function sameBusinessModel(index: SimilarityIndex, position: number) {
  const model = index.games[position].freeToPlay;
  return (freeToPlay: boolean | null) => model === null || (freeToPlay ?? false) === model;
}

/** Released within three years of the game at `position` (or either year unknown). */
function releasedNear(index: SimilarityIndex, position: number) {
  const year = index.year[position];
  return (otherYear: number | null) => year === NO_YEAR || otherYear === null || otherYear === NO_YEAR || Math.abs(otherYear - year) <= 3;
}

/** The candidate lists of a game from one scoring of the market, kept for the next caller (least recent dropped). */
function candidatesOf(index: SimilarityIndex, gameId: number): Promise<Candidates> {
  let kept = keptCandidates.get(index);
  if (!kept) keptCandidates.set(index, (kept = new Map()));
  const found = kept.get(gameId);
  if (found) {
    kept.delete(gameId);
    kept.set(gameId, found);
    return found;
  }
  const scored = scoreCandidates(index, gameId);
  kept.set(gameId, scored);
  if (kept.size > KEPT_CANDIDATES) kept.delete(kept.keys().next().value!);
  scored.catch(() => kept.delete(gameId));
  return scored;
}

async function scoreCandidates(index: SimilarityIndex, gameId: number): Promise<Candidates> {
  const position = index.positionOf.get(gameId);
  if (position === undefined) return { similar: [], comparable: [], comparableAnyYear: [] };
  const players = index.games[position].recordPeakPlayers ?? 0;
  const model = sameBusinessModel(index, position);
  const near = releasedNear(index, position);
  const comparableSize = (game: LumosGameFacts) => {
    const size = game.recordPeakPlayers ?? 0;
    return size * COMPARABLE_AUDIENCE >= players && size <= players * COMPARABLE_AUDIENCE && model(game.freeToPlay);
  };
  const comparableLimit = players >= 100 ? COMPETITOR_CANDIDATES : 0;
  const [similar, comparable, comparableAnyYear] = await similarLists(index, gameId, [
    { limit: Math.max(SYMBIOTIC_CANDIDATES, COMPETITOR_CANDIDATES) },
    { limit: comparableLimit, accept: (game) => comparableSize(game) && near(releaseYear(game)) },
    { limit: comparableLimit, accept: comparableSize },
  ]);
  return { similar, comparable, comparableAnyYear };
}

/**
 * Top competitors: the games that fight for the same players now (same business model, released within three
 * years) among the 60 most similar games, and among the 60 most similar within 10× of its players (so a blockbuster
 * is set against games of its size in its space, not only against small games that share its tags); when fewer than
 * 5 games of comparable size were released within three years, the most similar of comparable size from any year
 * join them. Ranked by similarity × audience comparability (1 ÷ (1 + |log10 players ratio|)).
 */
export async function topCompetitors(index: SimilarityIndex, gameId: number, limit: number): Promise<Competitor[]> {
  const position = index.positionOf.get(gameId);
  if (position === undefined) return [];
  const players = index.games[position].recordPeakPlayers ?? 0;
  const model = sameBusinessModel(index, position);
  const near = releasedNear(index, position);
  const { similar, comparable, comparableAnyYear } = await candidatesOf(index, gameId);
  const candidates = similar.slice(0, COMPETITOR_CANDIDATES).filter((g) => model(g.is_free_to_play) && near(g.release_year));
  const known = new Set(candidates.map((game) => game.game_id));
  const joining = comparable.length < MIN_COMPARABLE ? [...comparable, ...comparableAnyYear] : comparable;
  for (const game of joining) {
    if (known.has(game.game_id)) continue;
    known.add(game.game_id);
    candidates.push(game);
  }
  return (
    candidates
      // A game without player counts on record is sized as none (its audience cannot be compared).
      .map((g) => ({ ...g, competition: round(g.similarity / (1 + Math.abs(Math.log10(((g.players_last_month ?? 0) + 1) / (players + 1)))), 4) }))
      .sort((a, b) => b.competition - a.competition || a.game_id - b.game_id)
      .slice(0, limit)
  );
}

/** The games a symbiotic game is looked for among: the 80 most similar with a feature overlap of at least 0.15. */
export async function symbioticCandidates(index: SimilarityIndex, gameId: number): Promise<SimilarGame[]> {
  return (await candidatesOf(index, gameId)).similar.slice(0, SYMBIOTIC_CANDIDATES).filter((g) => g.feature_overlap >= 0.15);
}
