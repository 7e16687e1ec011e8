// Writes imported games (lib/import) into the database in one transaction: games matched by steam_app_id are
// updated, others inserted with ids after the highest in use; companies are matched by name, classifications by
// name within their type (Steam's genres as Genre, its tags as Steam Tag). Any database error rolls everything back; a dry run rolls back on purpose.
import * as vocab from "@/lib/demo/vocabulary";
import { MARKET_TABLES } from "@/lib/demo/tables";
import { BUSINESS_MODEL, STEAM_TAG_TYPE } from "@/lib/domain/classifications";
import {
  chooseClassification,
  companySizeFor,
  GENRE_TYPE_ID,
  planGame,
  releasesByAppId,
  STEAM_PUBLICATION,
  WINDOWS_PLATFORM_ID,
  type ClassificationCandidate,
  type ExistingGame,
  type PlannedGame,
} from "@/lib/domain/import/plan";
import type { ImportGame } from "@/lib/domain/import/types";
import { dayBefore } from "@/lib/domain/import/values";
import type { Database, DatabaseHandle } from "./client";
import { refreshPlayerAggregates } from "./derived";
import { columnParameters, insertManyStatement, runInTransaction, settleAfterBulkWrite, type SettledTables, type SqlRunner } from "./seed";

export interface ImportWriteOptions {
  /** The dump's date, YYYY-MM-DD: ccu becomes the player count of the day before it. */
  asOf: string;
  dryRun?: boolean;
  /** Kept with the counts under app_settings "last_import" (the files and their row counts). */
  describe?: Record<string, unknown>;
  /**
   * Reads on the import's own connection once its rows are written, before they commit (what Lumos knows of the new
   * data is built then, so that it is stored before a server can see the data). Not on a dry run. In a savepoint
   * rolled back after it: whatever it leaves (a failed statement included) does not touch what the import wrote.
   */
  readBeforeCommit?: (db: Database) => Promise<void>;
}

export interface ImportWriteResult {
  dryRun: boolean;
  gamesInserted: number;
  gamesUpdated: number;
  /** Of the updated games, those that were generated demo games with the same steam_app_id. */
  demoGamesUpdated: number;
  dlc: number;
  withoutReleaseDate: number;
  companiesCreated: number;
  classificationsCreated: number;
  releasesCreated: number;
  publicationsCreated: number;
  publicationsUpdated: number;
  companyRoles: number;
  gameClassifications: number;
  marketStats: number;
  playerCounts: number;
  /** The date of the player counts written (the day before the as-of date). */
  playerCountDate: string;
  /** On Postgres, the tables' VACUUM (ANALYZE) after the commit (seed.ts, `settleAfterBulkWrite`). */
  settled?: SettledTables;
}

const CHUNK = 10_000;
// Id lists travel as arrays joined through unnest: "= ANY(array)" over tens of thousands of ids makes the planner
// compare every row with every id (minutes for a 60,000-game re-import); a join hashes them.

type Columns = Record<string, string>;

async function insertRows(runner: SqlRunner, table: string, columns: Columns, rows: unknown[][], onConflict = ""): Promise<void> {
  const statement = insertManyStatement(table, columns, onConflict);
  const width = Object.keys(columns).length;
  for (let start = 0; start < rows.length; start += CHUNK) await runner.query(statement, columnParameters(rows.slice(start, start + CHUNK), width));
}

/**
 * Writes one day's player counts ($1 game ids, $2 counts) into player_count_months: a new month row is zeros up
 * to the day, then the count; an existing one keeps its other days and gets the count on that day.
 */
function upsertDayStatement(isoDay: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay)) throw new Error(`Not a day: ${isoDay}`);
  const day = Number(isoDay.slice(8, 10));
  return `INSERT INTO player_count_months AS m (game_id, month, counts)
          SELECT t.game_id, date_trunc('month', '${isoDay}'::date)::date, array_fill(0, ARRAY[${day - 1}]) || t.count
          FROM unnest($1::int4[], $2::int4[]) AS t(game_id, count)
          ON CONFLICT (game_id, month) DO UPDATE SET counts =
            m.counts[1:${day - 1}] || array_fill(0, ARRAY[greatest(0, ${day - 1} - coalesce(array_length(m.counts, 1), 0))])
            || excluded.counts[${day}] || m.counts[${day + 1}:]`;
}

/** Runs `statement` with one array parameter per column, the rows cut into chunks. */
async function updateRows(runner: SqlRunner, statement: string, rows: unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  const width = rows[0].length;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await runner.query(
      statement,
      Array.from({ length: width }, (_, column) => chunk.map((row) => row[column])),
    );
  }
}

/** The lookup rows every imported game refers to, as the generator writes them; present ones are left alone. */
async function ensureLookups(runner: SqlRunner): Promise<void> {
  const lookups: Array<[keyof typeof MARKET_TABLES, unknown[][]]> = [
    ["platforms", vocab.PLATFORMS.map((p) => [p.id, p.name, p.isCurrent, p.abbreviation, "public", p.family])],
    ["game_types", vocab.GAME_TYPES.map((t) => [t.id, t.name])],
    ["distributions", vocab.DISTRIBUTIONS.map((d) => [d.id, d.name, d.kind])],
    ["localities", vocab.LOCALITIES.map((l) => [l.id, l.name])],
    ["editions", vocab.EDITIONS.map((e) => [e.id, e.name])],
    ["classification_types", [...vocab.CLASSIFICATION_TYPES.map((t) => [t.id, t.name]), [STEAM_TAG_TYPE.id, STEAM_TAG_TYPE.name]]],
  ];
  for (const [table, rows] of lookups) await insertRows(runner, table, MARKET_TABLES[table], rows, "ON CONFLICT (id) DO NOTHING");
}

/** A game already in the database, with its Windows release and Steam publication when it has them. */
type ExistingImportedGame = ExistingGame & { releaseId: number | null; publicationId: number | null };

const num = (value: unknown) => Number(value);
const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Every game with a Steam app id released by `asOf`, with its first release: what dates a game without one. */
async function loadDatedAppIds(runner: SqlRunner, asOf: string): Promise<Array<{ appId: number; releasedOn: string }>> {
  const { rows } = await runner.query(
    `SELECT g.steam_app_id, min(p.release_date_time)::date::text AS released_on
     FROM games g JOIN releases r ON r.game_id = g.id JOIN publications p ON p.release_id = r.id
     WHERE g.steam_app_id IS NOT NULL AND p.release_date_time <= $1::date
     GROUP BY g.steam_app_id`,
    [asOf],
  );
  return rows.map((row) => ({ appId: num(row.steam_app_id), releasedOn: String(row.released_on) }));
}

async function loadExistingGames(runner: SqlRunner, appIds: number[]): Promise<Map<number, ExistingImportedGame>> {
  const existing = new Map<number, ExistingImportedGame>();
  if (appIds.length === 0) return existing;
  const { rows: gameRows } = await runner.query(
    `SELECT g.id, g.steam_app_id, g.source, g.game_type_id, g.parent_game_id
     FROM unnest($1::int4[]) AS k(app_id) JOIN games g ON g.steam_app_id = k.app_id`,
    [appIds],
  );
  if (gameRows.length === 0) return existing;
  const ids = gameRows.map((row) => num(row.id));
  const { rows: statRows } = await runner.query(
    `SELECT s.game_id, s.launch_price, s.review_count, s.positive_review_ratio, s.positive_reviews, s.negative_reviews, s.owners_min, s.owners_max, s.launch_peak_players, s.followers
     FROM unnest($1::int4[]) AS k(id) JOIN game_market_stats s ON s.game_id = k.id`,
    [ids],
  );
  const statsById = new Map(statRows.map((row) => [num(row.game_id), row]));
  // The Windows release of each game, preferring one that already has the Steam publication.
  const { rows: releaseRows } = await runner.query(
    `SELECT DISTINCT ON (r.game_id) r.game_id, r.id AS release_id, p.id AS publication_id, p.release_date
     FROM unnest($1::int4[]) AS k(id)
     JOIN releases r ON r.game_id = k.id AND r.platform_id = $5
     LEFT JOIN publications p ON p.release_id = r.id AND p.distribution_id = $2 AND p.locality_id = $3 AND p.edition_id = $4
     ORDER BY r.game_id, (p.id IS NULL), r.id, p.id`,
    [ids, STEAM_PUBLICATION.distributionId, STEAM_PUBLICATION.localityId, STEAM_PUBLICATION.editionId, WINDOWS_PLATFORM_ID],
  );
  const releaseById = new Map(releaseRows.map((row) => [num(row.game_id), row]));
  for (const row of gameRows) {
    const id = num(row.id);
    const stats = statsById.get(id);
    const release = releaseById.get(id);
    existing.set(num(row.steam_app_id), {
      id,
      source: String(row.source),
      gameTypeId: num(row.game_type_id),
      parentGameId: numOrNull(row.parent_game_id),
      publicationDate: release?.release_date === null || release?.release_date === undefined ? null : String(release.release_date),
      releaseId: numOrNull(release?.release_id),
      publicationId: numOrNull(release?.publication_id),
      stats: stats
        ? {
            launchPrice: num(stats.launch_price),
            reviewCount: num(stats.review_count),
            positiveReviewRatio: num(stats.positive_review_ratio),
            positiveReviews: num(stats.positive_reviews),
            negativeReviews: num(stats.negative_reviews),
            ownersMin: numOrNull(stats.owners_min),
            ownersMax: numOrNull(stats.owners_max),
            launchPeakPlayers: num(stats.launch_peak_players),
            followers: num(stats.followers),
          }
        : null,
    });
  }
  return existing;
}

async function maxIds(runner: SqlRunner) {
  const tables = ["games", "releases", "publications", "company_roles", "game_classifications", "companies", "classifications"] as const;
  const { rows } = await runner.query(`SELECT ${tables.map((table) => `(SELECT coalesce(max(id), 0) FROM ${table})::int8 AS ${table}`).join(", ")}`);
  return Object.fromEntries(tables.map((table) => [table, num(rows[0][table])])) as Record<(typeof tables)[number], number>;
}

class DryRunRollback extends Error {
  constructor(readonly result: ImportWriteResult) {
    super("dry run: rolled back");
  }
}

interface GameWork {
  game: ImportGame;
  plan: PlannedGame;
  id: number;
  existing: ExistingImportedGame | null;
  releaseId: number;
  publicationId: number | null;
}

/** Writes the merged games. All or nothing: a database error rolls back every row of the import. */
export async function writeImportedGames(handle: DatabaseHandle, games: readonly ImportGame[], options: ImportWriteOptions): Promise<ImportWriteResult> {
  try {
    const written = await runInTransaction(handle, async (runner, db) => {
      const result = await writeAll(runner, games, options);
      if (options.dryRun) throw new DryRunRollback(result);
      if (options.readBeforeCommit) {
        await runner.query("SAVEPOINT read_before_commit");
        await options.readBeforeCommit(db);
        await runner.query("ROLLBACK TO SAVEPOINT read_before_commit");
      }
      return result;
    });
    const settled = await settleAfterBulkWrite(handle);
    return settled ? { ...written, settled } : written;
  } catch (error) {
    if (error instanceof DryRunRollback) return error.result;
    throw error;
  }
}

type NextIds = Awaited<ReturnType<typeof maxIds>>;

async function writeAll(runner: SqlRunner, games: readonly ImportGame[], options: ImportWriteOptions): Promise<ImportWriteResult> {
  const playerCountDate = dayBefore(options.asOf);
  await ensureLookups(runner);
  const existingByAppId = await loadExistingGames(
    runner,
    games.map((game) => game.appId),
  );
  const next = await maxIds(runner);
  const undatedReleases = releasesByAppId(games, await loadDatedAppIds(runner, options.asOf), options.asOf);
  const { work, releasesToCreate } = planWork(games, existingByAppId, next, options.asOf, undatedReleases);
  const { inserted, updated } = await writeGames(runner, work);
  const publications = await writeReleases(runner, work, releasesToCreate, next);
  const companies = await writeCompanies(runner, work, publications.created, next);
  const classifications = await writeClassifications(runner, work, next);
  const playerCounts = await writeMarketStats(runner, work, playerCountDate);
  // Fresh planner statistics, as after generation: PGlite runs no autovacuum, and without them the first questions
  // on a large import plan whole-table scans and nested loops (minutes on the 61,200 real games).
  if (!options.dryRun) await runner.query("ANALYZE");

  const result: ImportWriteResult = {
    dryRun: Boolean(options.dryRun),
    gamesInserted: inserted.length,
    gamesUpdated: updated.length,
    demoGamesUpdated: updated.filter(isDemoGame).length,
    dlc: work.filter((item) => item.plan.dlcBaseTitle !== null).length,
    withoutReleaseDate: work.filter((item) => item.publicationId === null).length,
    companiesCreated: companies.created,
    classificationsCreated: classifications.created,
    releasesCreated: releasesToCreate.length,
    publicationsCreated: publications.created.length,
    publicationsUpdated: publications.updated,
    companyRoles: companies.roles,
    gameClassifications: classifications.links,
    marketStats: work.length,
    playerCounts,
    playerCountDate,
  };
  await runner.query(
    `INSERT INTO app_settings (key, value) VALUES ('last_import', $1::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
    [JSON.stringify({ ...options.describe, asOf: options.asOf, ...result, finishedAt: new Date().toISOString() })],
  );
  return result;
}

/** Ids, plans and releases for every game: an existing game keeps its id and its Windows release. */
function planWork(
  games: readonly ImportGame[],
  existingByAppId: ReadonlyMap<number, ExistingImportedGame>,
  next: NextIds,
  asOf: string,
  undatedReleases: ReadonlyMap<number, string>,
) {
  const work: GameWork[] = games.map((game) => {
    const existing = existingByAppId.get(game.appId) ?? null;
    return {
      game,
      plan: planGame(game, existing, asOf, undatedReleases.get(game.appId) ?? null),
      existing,
      id: existing?.id ?? ++next.games,
      releaseId: existing?.releaseId ?? 0,
      publicationId: existing?.publicationId ?? null,
    };
  });
  const releasesToCreate = work.filter((item) => item.existing?.releaseId == null);
  for (const item of releasesToCreate) item.releaseId = ++next.releases;
  return { work, releasesToCreate };
}

/** The games rows: new ones inserted, known ones updated; a DLC's parent is the imported main game of its base title. */
async function writeGames(runner: SqlRunner, work: readonly GameWork[]) {
  const mainByTitle = new Map<string, number>();
  for (const item of work)
    if (item.plan.dlcBaseTitle === null && !mainByTitle.has(item.plan.title.toLowerCase())) mainByTitle.set(item.plan.title.toLowerCase(), item.id);
  const parentOf = (item: GameWork) => (item.plan.dlcBaseTitle ? (mainByTitle.get(item.plan.dlcBaseTitle.toLowerCase()) ?? null) : null);

  const inserted = work.filter((item) => item.existing === null);
  const updated = work.filter((item) => item.existing !== null);
  await insertRows(
    runner,
    "games",
    { ...MARKET_TABLES.games, source: "text" },
    inserted.map((item) => [
      item.id,
      item.plan.title,
      null,
      null,
      item.plan.gameTypeId,
      parentOf(item),
      item.game.appId,
      false,
      true,
      true,
      null,
      item.plan.source,
    ]),
  );
  await updateRows(
    runner,
    `UPDATE games g SET title = u.title, game_type_id = u.game_type_id, parent_game_id = coalesce(u.parent_game_id, g.parent_game_id), source = u.source
     FROM unnest($1::int4[], $2::text[], $3::int4[], $4::int4[], $5::text[]) AS u(id, title, game_type_id, parent_game_id, source)
     WHERE g.id = u.id`,
    updated.map((item) => [item.id, item.plan.title, item.plan.gameTypeId, parentOf(item), item.plan.source]),
  );
  return { inserted, updated };
}

/** Windows releases and Steam publications: the publications created (a date arrived) and how many were updated. */
async function writeReleases(runner: SqlRunner, work: readonly GameWork[], releasesToCreate: readonly GameWork[], next: NextIds) {
  await insertRows(
    runner,
    "releases",
    MARKET_TABLES.releases,
    releasesToCreate.map((item) => [item.releaseId, item.id, WINDOWS_PLATFORM_ID, null]),
  );
  const publicationsToCreate = work.filter((item) => item.publicationId === null && item.plan.publicationDate !== null);
  for (const item of publicationsToCreate) item.publicationId = ++next.publications;
  await insertRows(
    runner,
    "publications",
    MARKET_TABLES.publications,
    publicationsToCreate.map((item) => [
      item.publicationId,
      item.releaseId,
      null,
      item.plan.publicationDate,
      item.plan.publicationDateTime,
      item.plan.msrp,
      STEAM_PUBLICATION.distributionId,
      STEAM_PUBLICATION.localityId,
      STEAM_PUBLICATION.editionId,
      null,
      null,
      null,
      null,
    ]),
  );
  const publicationsToUpdate = work.filter((item) => item.existing?.publicationId != null && (item.plan.publicationDate !== null || item.plan.msrp !== null));
  await updateRows(
    runner,
    `UPDATE publications p SET release_date = coalesce(u.release_date, p.release_date),
       release_date_time = CASE WHEN u.release_date IS NULL THEN p.release_date_time ELSE u.release_date_time END,
       msrp = coalesce(u.msrp, p.msrp)
     FROM unnest($1::int4[], $2::text[], $3::timestamptz[], $4::text[]) AS u(id, release_date, release_date_time, msrp)
     WHERE p.id = u.id`,
    publicationsToUpdate.map((item) => [item.publicationId, item.plan.publicationDate, item.plan.publicationDateTime, item.plan.msrp]),
  );
  return { created: publicationsToCreate, updated: publicationsToUpdate.length };
}

/** Companies (matched by name, the others created) and their roles: how many companies were created, how many roles written. */
async function writeCompanies(runner: SqlRunner, work: readonly GameWork[], publicationsCreated: readonly GameWork[], next: NextIds) {
  const { companyIdByName, created } = await ensureCompanies(runner, work, next);
  const withDevelopers = work.filter((item) => item.game.developers !== null);
  const withPublishers = work.filter((item) => item.game.publishers !== null);
  await runner.query(`DELETE FROM company_roles c USING unnest($1::int4[]) AS k(id) WHERE c.release_id = k.id AND c.role = 'Developer'`, [
    withDevelopers.map((item) => item.releaseId),
  ]);
  await runner.query(`DELETE FROM company_roles c USING unnest($1::int4[]) AS k(id) WHERE c.release_id = k.id AND c.role = 'Publisher'`, [
    withPublishers.map((item) => item.releaseId),
  ]);
  const roles: unknown[][] = [];
  for (const item of withDevelopers)
    for (const name of item.game.developers!) roles.push([++next.company_roles, companyIdByName.get(name.toLowerCase()), item.releaseId, null, "Developer"]);
  for (const item of withPublishers)
    for (const name of item.game.publishers!)
      roles.push([++next.company_roles, companyIdByName.get(name.toLowerCase()), item.releaseId, item.publicationId, "Publisher"]);
  await insertRows(runner, "company_roles", MARKET_TABLES.company_roles, roles);
  // A publication created now (a date arrived) takes over the publisher roles an earlier import left on the release.
  await updateRows(
    runner,
    `UPDATE company_roles c SET publication_id = u.publication_id
     FROM unnest($1::int4[], $2::int4[]) AS u(release_id, publication_id)
     WHERE c.release_id = u.release_id AND c.role = 'Publisher' AND c.publication_id IS NULL`,
    publicationsCreated.filter((item) => item.game.publishers === null).map((item) => [item.releaseId, item.publicationId]),
  );
  return { created, roles: roles.length };
}

/** Every developer's and publisher's id by lower-case name: found by name, else created with a size guessed from its games. */
async function ensureCompanies(runner: SqlRunner, work: readonly GameWork[], next: NextIds) {
  const companyNames = new Map<string, string>();
  for (const { game } of work)
    for (const name of [...(game.developers ?? []), ...(game.publishers ?? [])])
      if (!companyNames.has(name.toLowerCase())) companyNames.set(name.toLowerCase(), name);
  const companyIdByName = new Map<string, number>();
  if (companyNames.size > 0) {
    const { rows } = await runner.query(`SELECT c.id, k.key FROM unnest($1::text[]) AS k(key) JOIN companies c ON lower(c.name) = k.key ORDER BY c.id`, [
      [...companyNames.keys()],
    ]);
    for (const row of rows) if (!companyIdByName.has(String(row.key))) companyIdByName.set(String(row.key), num(row.id));
  }
  const gamesOfNewCompany = new Map<string, Array<{ indieLabelled: boolean | null; players: number }>>();
  for (const { game, plan } of work) {
    const indieLabelled = game.genres === null ? null : game.genres.some((genre) => genre.toLowerCase() === "indie");
    for (const name of [...(game.developers ?? []), ...(game.publishers ?? [])]) {
      const key = name.toLowerCase();
      if (companyIdByName.has(key)) continue;
      const list = gamesOfNewCompany.get(key) ?? [];
      list.push({ indieLabelled, players: plan.stats.totalPlayers });
      gamesOfNewCompany.set(key, list);
    }
  }
  const newCompanies: unknown[][] = [];
  for (const [key, list] of gamesOfNewCompany) {
    const id = ++next.companies;
    companyIdByName.set(key, id);
    newCompanies.push([id, companyNames.get(key), null, null, false, null, null, companySizeFor(list), null, null]);
  }
  await insertRows(runner, "companies", MARKET_TABLES.companies, newCompanies);
  return { companyIdByName, created: newCompanies.length };
}

const isDemoGame = (item: GameWork) => item.existing?.source.split("+").includes("demo") ?? false;
const businessModelOf = (item: GameWork) => (item.plan.stats.isFreeToPlay ? BUSINESS_MODEL.freeToPlay : BUSINESS_MODEL.premium);

/**
 * Genres, tags and the business model: matched by name within their type, the others created. A game whose genres or
 * tags the file gives has its whole list replaced; any other its business model alone (its price is in every file).
 */
async function writeClassifications(runner: SqlRunner, work: readonly GameWork[], next: NextIds) {
  const classified = work.filter((item) => item.game.genres !== null || item.game.tags !== null);
  // A demo game keeps the demo's business model (finer than a price says: Freemium, Subscription…) unless its list is
  // replaced.
  const modelOnly = work.filter((item) => item.game.genres === null && item.game.tags === null && !isDemoGame(item));
  const candidatesByName = await findClassifications(runner, classified, [BUSINESS_MODEL.freeToPlay, BUSINESS_MODEL.premium]);
  const newClassifications: unknown[][] = [];
  // A genre is always a Genre (type 1) and a tag always a Steam Tag: a tag named like a genre ("Racing") stays a tag.
  const resolveClassification = (name: string, typeId: number, kind: "genre" | "tag" | "business model"): ClassificationCandidate => {
    const key = name.toLowerCase();
    const candidates = candidatesByName.get(key) ?? [];
    const found = chooseClassification(
      candidates.filter((c) => c.typeId === typeId),
      typeId,
    );
    if (found) return found;
    const created = { id: ++next.classifications, typeId, deprecated: false };
    candidatesByName.set(key, [...candidates, created]);
    const description =
      kind === "business model" ? `Imported: a list price ${name === BUSINESS_MODEL.freeToPlay ? "of $0" : "above $0"} on Steam.` : `Imported Steam ${kind}.`;
    newClassifications.push([created.id, name, typeId, 0, description, null, false, true, true]);
    return created;
  };
  const modelOf = (item: GameWork) => resolveClassification(businessModelOf(item), BUSINESS_MODEL.typeId, "business model");
  const genresOf = new Map(classified.map((item) => [item, (item.game.genres ?? []).map((genre) => resolveClassification(genre, GENRE_TYPE_ID, "genre"))]));
  const gameClassificationRows: unknown[][] = [];
  for (const item of classified) {
    const chosen = [...genresOf.get(item)!];
    for (const tag of item.game.tags ?? []) chosen.push(resolveClassification(tag.name, STEAM_TAG_TYPE.id, "tag"));
    chosen.push(modelOf(item));
    const seenIds = new Set<number>();
    const seenTypes = new Set<number>();
    for (const classification of chosen) {
      if (seenIds.has(classification.id)) continue;
      seenIds.add(classification.id);
      // As in the generator: the first classification of each type is the game's primary one of that type.
      const primary = !seenTypes.has(classification.typeId);
      seenTypes.add(classification.typeId);
      gameClassificationRows.push([++next.game_classifications, item.id, classification.typeId, classification.id, primary]);
    }
  }
  for (const item of modelOnly) {
    const model = modelOf(item);
    gameClassificationRows.push([++next.game_classifications, item.id, model.typeId, model.id, true]);
  }
  await insertRows(runner, "classifications", MARKET_TABLES.classifications, newClassifications);
  await runner.query(`DELETE FROM game_classifications gc USING unnest($1::int4[]) AS k(id) WHERE gc.game_id = k.id`, [classified.map((item) => item.id)]);
  await runner.query(`DELETE FROM game_classifications gc USING unnest($1::int4[]) AS k(id) WHERE gc.game_id = k.id AND gc.classification_type_id = $2`, [
    modelOnly.map((item) => item.id),
    BUSINESS_MODEL.typeId,
  ]);
  await insertRows(runner, "game_classifications", MARKET_TABLES.game_classifications, gameClassificationRows);
  return { created: newClassifications.length, links: gameClassificationRows.length };
}

/** The classifications already named like a genre or tag of the games, or one of `names`, by lower-case name. */
async function findClassifications(
  runner: SqlRunner,
  classified: readonly GameWork[],
  names: readonly string[],
): Promise<Map<string, ClassificationCandidate[]>> {
  const wanted = new Set<string>(names.map((name) => name.toLowerCase()));
  for (const { game } of classified) {
    for (const genre of game.genres ?? []) wanted.add(genre.toLowerCase());
    for (const tag of game.tags ?? []) wanted.add(tag.name.toLowerCase());
  }
  const candidatesByName = new Map<string, ClassificationCandidate[]>();
  if (wanted.size > 0) {
    const { rows } = await runner.query(
      `SELECT c.id, k.key, c.classification_type_id, c.deprecated
       FROM unnest($1::text[]) AS k(key) JOIN classifications c ON lower(c.name) = k.key
       WHERE c.name <> 'z_BLANK'`,
      [[...wanted]],
    );
    for (const row of rows) {
      const list = candidatesByName.get(String(row.key)) ?? [];
      list.push({ id: num(row.id), typeId: num(row.classification_type_id), deprecated: Boolean(row.deprecated) });
      candidatesByName.set(String(row.key), list);
    }
  }
  return candidatesByName;
}

/** Market stats and the one day of player counts; returns how many games got a count. */
async function writeMarketStats(runner: SqlRunner, work: readonly GameWork[], playerCountDate: string): Promise<number> {
  const statsColumns: Columns = { ...MARKET_TABLES.game_market_stats, owners_min: "int8", owners_max: "int8", is_estimated: "bool" };
  const statsUpdate = Object.keys(statsColumns)
    .filter((column) => column !== "game_id")
    .map((column) => `"${column}" = excluded."${column}"`)
    .join(", ");
  await insertRows(
    runner,
    "game_market_stats",
    statsColumns,
    work.map(({ id, plan: { stats } }) => [
      id,
      stats.isFreeToPlay,
      stats.launchPrice,
      stats.reviewCount,
      stats.positiveReviewRatio,
      stats.boxleiterMultiplier,
      stats.copiesSoldBoxleiter,
      stats.predictedRevenueBoxleiter,
      stats.totalPlayers,
      stats.lifetimeRevenue,
      stats.launchPeakPlayers,
      stats.followers,
      stats.positiveReviews,
      stats.negativeReviews,
      stats.ownersMin,
      stats.ownersMax,
      stats.isEstimated,
    ]),
    `ON CONFLICT (game_id) DO UPDATE SET ${statsUpdate}`,
  );
  // As in the generator, a day below one player is not stored.
  const playerCounts = work.filter((item) => (item.plan.peakPlayers ?? 0) > 0).map((item) => [item.id, item.plan.peakPlayers]);
  await updateRows(runner, upsertDayStatement(playerCountDate), playerCounts);
  await refreshPlayerAggregates(
    runner,
    work.map((item) => item.id),
  );
  return playerCounts.length;
}
