// Share of players by feature over time among a set of games: the market-research chart. Pure: it reads the monthly
// averages and classifications the Lumos engine keeps in memory (lib/lumos/knowledge.ts), so a view over 100,000
// games costs a pass over them instead of seconds of SQL.
import { LRUCache } from "lru-cache";
import { sharedWeakMap } from "@/lib/cache/shared-weak-map";
import type { MonthlyPlayers } from "@/lib/data/lumos";
import { eachInTurns } from "@/lib/server/turns";

export interface FeatureShareSeries {
  cls_id: number;
  name: string;
  /** Market share among the given games per month, in percent (0 in a month the feature's games had no players). */
  shares: number[];
  /** The feature's players per month: Σ over its games of their average daily peak that month. */
  players: number[];
}

export interface FeatureShareHistory {
  classification_type_id: number;
  /** YYYY-MM, oldest first. */
  months: string[];
  /** Σ over the given games of their average daily peak, per month. */
  totals: number[];
  /** The top features by players in the latest month, most players first. */
  features: FeatureShareSeries[];
}

export interface FeatureShareInput {
  gameIds: Iterable<number>;
  classificationTypeId: number;
  monthly: MonthlyPlayers;
  /** A game's classification ids (every type). */
  classificationsOf: (gameId: number) => readonly number[] | undefined;
  /** Name and type of each classification; one missing here (z_BLANK) is left out. */
  classifications: ReadonlyMap<number, { name: string; typeId: number }>;
  /** How many features to keep. */
  limit?: number;
}

/**
 * Whether a classification id is of a type, by index: a game has 40-odd classifications, and a Map lookup for each made
 * a pass over 100,000 games take 0.4 s. Ids are the table's serial numbers; past a million (not seen) a Set stands in.
 */
function typeTest(classifications: ReadonlyMap<number, { typeId: number }>, classificationTypeId: number): (id: number) => boolean {
  const ids = [...classifications].filter(([, classification]) => classification.typeId === classificationTypeId).map(([id]) => id);
  const maxId = Math.max(0, ...ids);
  if (maxId > 1_000_000) {
    const bySet = new Set(ids);
    return (id) => bySet.has(id);
  }
  const byIndex = new Uint8Array(maxId + 1);
  for (const id of ids) byIndex[id] = 1;
  return (id) => byIndex[id] === 1;
}

/**
 * Per calendar month, a feature's players are the sum over the given games carrying it of their average daily peak
 * that month, and its share is that ÷ the same sum over all the given games: the feature-rank market share
 * (docs/data-model.md) over the chosen games. Months none of the games has on record are left out (a market of one
 * imported day shows one month); the top `limit` features of the latest month are kept, ties by id.
 */
export function featureShareHistory(input: FeatureShareInput): FeatureShareHistory {
  const share = shareOf(input);
  for (const gameId of input.gameIds) share.add(gameId);
  return share.finish();
}

/** featureShareHistory a game at a time: `add` each game, then `finish`. */
function shareOf({ classificationTypeId, monthly, classificationsOf, classifications, limit = 5 }: Omit<FeatureShareInput, "gameIds">) {
  const count = monthly.months.length;
  const totals = new Float64Array(count);
  let recorded = 0;
  const players = new Map<number, Float64Array>();
  const isOfType = typeTest(classifications, classificationTypeId);
  const add = (gameId: number) => {
    const entry = monthly.byGame.get(gameId);
    if (!entry) return;
    const values = entry.values;
    recorded |= entry.recorded;
    // A month the game has no record of holds 0, so every month is added without a test.
    for (let month = 0; month < count; month++) totals[month] += values[month];
    for (const clsId of classificationsOf(gameId) ?? []) {
      if (!isOfType(clsId)) continue;
      let sums = players.get(clsId);
      if (!sums) players.set(clsId, (sums = new Float64Array(count)));
      for (let month = 0; month < count; month++) sums[month] += values[month];
    }
  };
  const finish = (): FeatureShareHistory => {
    const kept = monthly.months.flatMap((_, month) => (recorded & (1 << month) ? [month] : []));
    if (kept.length === 0) return { classification_type_id: classificationTypeId, months: [], totals: [], features: [] };
    const latest = kept[kept.length - 1];
    const top = [...players.entries()].sort((a, b) => b[1][latest] - a[1][latest] || a[0] - b[0]).slice(0, limit);
    return {
      classification_type_id: classificationTypeId,
      months: kept.map((month) => monthly.months[month]),
      totals: kept.map((month) => totals[month]),
      features: top.map(([clsId, sums]) => ({
        cls_id: clsId,
        name: classifications.get(clsId)!.name,
        players: kept.map((month) => sums[month]),
        shares: kept.map((month) => (totals[month] > 0 ? (sums[month] / totals[month]) * 100 : 0)),
      })),
    };
  };
  return { add, finish };
}

/** What a view's share is computed from: the Lumos engine's knowledge of one data version and day. */
export interface FeatureShareSource {
  monthlyPlayers: MonthlyPlayers;
  gamesById: ReadonlyMap<number, { classificationIds: readonly number[] }>;
  classifications: ReadonlyMap<number, { name: string; typeId: number }>;
}

const sharesBySource = new WeakMap<FeatureShareSource, LRUCache<string, FeatureShareHistory>>();

/**
 * The share of players by feature of a view's games, kept with the knowledge it was computed from (a new data version
 * or day starts afresh): every sort and page of a view shows the same one. `viewKey` names the view's games, and
 * `gameIds` lists them only when the share is not kept yet; at most 100 views are kept.
 */
export interface ViewShare {
  viewKey: string;
  gameIds: () => Iterable<number>;
  classificationTypeId: number;
}

function keptShares(source: FeatureShareSource, { viewKey, classificationTypeId }: ViewShare) {
  let views = sharesBySource.get(source);
  if (!views) sharesBySource.set(source, (views = new LRUCache({ max: 100 })));
  return { views, key: JSON.stringify([viewKey, classificationTypeId]) };
}

function shareInput(source: FeatureShareSource, classificationTypeId: number): Omit<FeatureShareInput, "gameIds"> {
  const ofType = classificationsOfType(source, classificationTypeId);
  return { classificationTypeId, monthly: source.monthlyPlayers, classificationsOf: (gameId) => ofType.get(gameId), classifications: source.classifications };
}

/**
 * The share of players by feature of a view's games, kept with the knowledge it was computed from (a new data version
 * or day starts afresh): every sort and page of a view shows the same one. `viewKey` names the view's games, and
 * `gameIds` lists them only when the share is not kept yet; at most 100 views are kept.
 */
export function viewFeatureShare(source: FeatureShareSource, view: ViewShare): FeatureShareHistory {
  const { views, key } = keptShares(source, view);
  let history = views.get(key);
  if (!history) views.set(key, (history = featureShareHistory({ ...shareInput(source, view.classificationTypeId), gameIds: view.gameIds() })));
  return history;
}

/**
 * Works out and keeps a view's share unless already kept, with the event loop free every few milliseconds (a new
 * view over 100,000 games held it for tens of milliseconds); viewFeatureShare then reads it.
 */
export async function prepareViewFeatureShare(source: FeatureShareSource, view: ViewShare): Promise<void> {
  const { views, key } = keptShares(source, view);
  if (views.has(key)) return;
  const share = shareOf(shareInput(source, view.classificationTypeId));
  await eachInTurns(view.gameIds(), (gameId) => share.add(gameId));
  if (!views.has(key)) views.set(key, share.finish());
}

// Shared by name: the start-up warm-up (instrumentation-node.ts) builds the genres' index in a bundle of its own.
const typeIndexesBySource = sharedWeakMap<FeatureShareSource, Map<number, ReadonlyMap<number, readonly number[]>>>("feature-share-type-indexes");

/**
 * Each game's classifications of one type (only games with one), worked out once per knowledge and type: a new view's
 * share then visits a game's two or three genres instead of its 40-odd classifications of every type.
 */
function classificationsOfType(source: FeatureShareSource, classificationTypeId: number): ReadonlyMap<number, readonly number[]> {
  let byType = typeIndexesBySource.get(source);
  if (!byType) typeIndexesBySource.set(source, (byType = new Map()));
  let index = byType.get(classificationTypeId);
  if (!index) {
    const isOfType = typeTest(source.classifications, classificationTypeId);
    const built = new Map<number, readonly number[]>();
    for (const [gameId, game] of source.gamesById) {
      const ids = game.classificationIds.filter(isOfType);
      if (ids.length > 0) built.set(gameId, ids);
    }
    byType.set(classificationTypeId, (index = built));
  }
  return index;
}

/** Works out the games' classifications of a type ahead of the first view's share (start-up warm-up). */
export function prepareFeatureShare(source: FeatureShareSource, classificationTypeId: number): void {
  classificationsOfType(source, classificationTypeId);
}
