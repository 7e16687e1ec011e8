import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/server/errors";
import { checkIds, intList, pageInfo, pageWindow, selectPage, selectRows, toPage, type Page, type PageRequest } from "./query";
import { gameHasPlayers, publicationHasEnded, publicationMayBeAhead } from "./lumos";
import { marketToday } from "./market-date";

// The catalogue behind the named queries fetchCovers … fetchUpcomingGames (data-domain specification, section 7).
// Every list takes id lists; an empty list answers empty without touching the database.

type Db = { db?: Database };

const emptyPage = <T>(perPage: number, currentPage: number): Page<T> => ({ data: [], pageInfo: pageInfo(0, perPage, currentPage, 0) });
const where = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);

export interface Cover {
  id: number;
  filename: string;
}

export async function listCovers({ ids, db }: { ids: number[] } & Db): Promise<Cover[]> {
  const wanted = checkIds(ids, "id") ?? [];
  if (wanted.length === 0) return [];
  return selectRows<Cover>(sql`select id, filename from covers where id = any(${intList(wanted)}) order by id`, db);
}

export interface CompanyRole {
  id: number;
  company_id: number;
  release_id: number | null;
  publication_id: number | null;
  role: string;
}

export async function listCompanyRoles({
  releaseIds,
  publicationIds,
  db,
}: { releaseIds?: number[] | null; publicationIds?: number[] | null } & Db): Promise<CompanyRole[]> {
  const releases = checkIds(releaseIds, "release_id");
  const publications = checkIds(publicationIds, "publication_id");
  if (releases === null && publications === null) throw new AppError("bad_request:data", "release_id or publication_id is required", "release_id");
  const conditions: SQL[] = [];
  if (releases?.length) conditions.push(sql`release_id = any(${intList(releases)})`);
  if (publications?.length) conditions.push(sql`publication_id = any(${intList(publications)})`);
  if (conditions.length === 0) return [];
  return selectRows<CompanyRole>(
    sql`select id, company_id, release_id, publication_id, role from company_roles where ${sql.join(conditions, sql` or `)} order by id`,
    db,
  );
}

export interface Company {
  id: number;
  name: string;
  short_name: string | null;
  parent_id: number | null;
  publicly_trade: boolean;
  stock_exchange: string | null;
  ticker: string | null;
  size: string;
}

export async function listCompanies({ ids, db }: { ids: number[] } & Db): Promise<Company[]> {
  const wanted = checkIds(ids, "id") ?? [];
  if (wanted.length === 0) return [];
  return selectRows<Company>(
    sql`select id, name, short_name, parent_id, publicly_trade, stock_exchange, ticker, size from companies where id = any(${intList(wanted)}) order by id`,
    db,
  );
}

export interface Platform {
  id: number;
  name: string;
  is_current: boolean;
  abbreviation: string;
  access_status: string;
}

/** Platforms by id; without ids, every platform (the list is short and fixed). */
export async function listPlatforms({ ids, db }: { ids?: number[] | null } & Db): Promise<Platform[]> {
  const wanted = checkIds(ids, "id");
  if (wanted !== null && wanted.length === 0) return [];
  return selectRows<Platform>(
    sql`select id, name, is_current, abbreviation, access_status from platforms ${wanted ? sql`where id = any(${intList(wanted)})` : sql``} order by id`,
    db,
  );
}

export interface GameClassification {
  id: number;
  game_id: number;
  classification_type_id: number;
  gc_classification_id: number;
  classification_name: string;
  classification_secondary_name: string | null;
  classification_type_name: string;
  classification_description: string | null;
  classification_secondary_description: string | null;
  is_primary: boolean;
}

export interface GameClassificationFilters {
  classificationTypeIds?: number[] | null;
}

/** A game's features with their names and types (fetchGameClassificationTypes); z_BLANK and hidden entries are discarded. */
export async function listGameClassifications({
  gameIds,
  classificationIds,
  filters,
  db,
  ...page
}: { gameIds?: number[] | null; classificationIds?: number[] | null; filters?: GameClassificationFilters | null } & PageRequest & Db): Promise<
  Page<GameClassification>
> {
  const paging = pageWindow(page, 500);
  const { perPage, currentPage } = paging;
  const games = checkIds(gameIds, "game_id");
  const features = checkIds(classificationIds, "classification_id");
  const types = checkIds(filters?.classificationTypeIds, "classification_type_id");
  if (games === null && features === null) throw new AppError("bad_request:data", "game_id or classification_id is required", "game_id");
  if (games?.length === 0 || features?.length === 0 || types?.length === 0) return emptyPage(perPage, currentPage);
  const conditions: SQL[] = [sql`c.name <> 'z_BLANK'`, sql`c.display`];
  if (games) conditions.push(sql`gc.game_id = any(${intList(games)})`);
  if (features) conditions.push(sql`gc.gc_classification_id = any(${intList(features)})`);
  if (types) conditions.push(sql`gc.classification_type_id = any(${intList(types)})`);
  return selectPage<GameClassification>(
    {
      columns: sql`gc.id, gc.game_id, gc.classification_type_id, gc.gc_classification_id, c.name as classification_name,
                   parent.name as classification_secondary_name, ct.name as classification_type_name,
                   c.description as classification_description, parent.description as classification_secondary_description, gc.is_primary`,
      from: sql`from game_classifications gc
                join classifications c on c.id = gc.gc_classification_id
                join classification_types ct on ct.id = gc.classification_type_id
                left join classifications parent on parent.id = c.parent_id
                ${where(conditions)}`,
      order: sql`gc.game_id, gc.classification_type_id, gc.is_primary desc, gc.id`,
    },
    paging,
    db,
  );
}

export interface Publication {
  id: number;
  release_id: number;
  cover_id: number | null;
  release_date: string;
  release_date_time: string | null;
  msrp: string | null;
  distribution_id: number;
  locality_id: number;
  edition_id: number;
  barcode: string | null;
  sku: string | null;
  description: string | null;
  key_features: string | null;
}

export async function listPublications({
  releaseIds,
  localityIds,
  editionIds,
  distributionIds,
  db,
  ...page
}: { releaseIds: number[]; localityIds?: number[] | null; editionIds?: number[] | null; distributionIds?: number[] | null } & PageRequest & Db): Promise<
  Page<Publication>
> {
  const paging = pageWindow(page, 500);
  const { perPage, currentPage } = paging;
  const releases = checkIds(releaseIds, "release_id") ?? [];
  const localities = checkIds(localityIds, "locality_id");
  const editions = checkIds(editionIds, "edition_id", { allowZero: true }); // edition 0 is the standard edition
  const distributions = checkIds(distributionIds, "distribution_id");
  if (releases.length === 0 || localities?.length === 0 || editions?.length === 0 || distributions?.length === 0) return emptyPage(perPage, currentPage);
  const conditions: SQL[] = [sql`release_id = any(${intList(releases)})`];
  if (localities) conditions.push(sql`locality_id = any(${intList(localities)})`);
  if (editions) conditions.push(sql`edition_id = any(${intList(editions)})`);
  if (distributions) conditions.push(sql`distribution_id = any(${intList(distributions)})`);
  return selectPage<Publication>(
    {
      columns: sql`id, release_id, cover_id, release_date, to_char(release_date_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as release_date_time,
                   msrp, distribution_id, locality_id, edition_id, barcode, sku, description, key_features`,
      from: sql`from publications ${where(conditions)}`,
      order: sql`release_id, id`,
    },
    paging,
    db,
  );
}

export interface GameAgeRating {
  id: number;
  publication_id: number;
  age_rating_id: number;
  iarc_rating: string | null;
}

export async function listGameAgeRatings({ publicationIds, db }: { publicationIds: number[] } & Db): Promise<GameAgeRating[]> {
  const wanted = checkIds(publicationIds, "publication_id") ?? [];
  if (wanted.length === 0) return [];
  return selectRows<GameAgeRating>(
    sql`select id, publication_id, age_rating_id, iarc_rating from game_age_ratings where publication_id = any(${intList(wanted)}) order by publication_id, id`,
    db,
  );
}

export interface AgeRating {
  id: number;
  age_rating_system_id: number;
  name: string;
  description: string | null;
  short_name: string;
  priority: number;
  retired: boolean;
}

export async function listAgeRatings({ ids, db }: { ids: number[] } & Db): Promise<AgeRating[]> {
  const wanted = checkIds(ids, "id") ?? [];
  if (wanted.length === 0) return [];
  return selectRows<AgeRating>(
    sql`select id, age_rating_system_id, name, description, short_name, priority, retired from age_ratings where id = any(${intList(wanted)}) order by id`,
    db,
  );
}

export interface GameService {
  id: number;
  game_id: number;
  service_id: number;
  status: string;
  start_date: string | null;
  end_date: string | null;
  linked_game_id: number | null;
}

export async function listGameServices({
  gameIds,
  filters,
  db,
}: { gameIds: number[]; filters?: { status?: string | null; serviceIds?: number[] | null } | null } & Db): Promise<GameService[]> {
  const games = checkIds(gameIds, "game_id") ?? [];
  const services = checkIds(filters?.serviceIds, "service_id");
  if (games.length === 0 || services?.length === 0) return [];
  const conditions: SQL[] = [sql`game_id = any(${intList(games)})`];
  if (services) conditions.push(sql`service_id = any(${intList(services)})`);
  if (filters?.status) conditions.push(sql`status = ${filters.status}`);
  return selectRows<GameService>(
    sql`select id, game_id, service_id, status, start_date::text, end_date::text, linked_game_id from game_services ${where(conditions)} order by game_id, id`,
    db,
  );
}

export interface Service {
  id: number;
  name: string;
  service_type: string;
  active: boolean;
}

export async function listServices({ ids, db }: { ids?: number[] | null } & Db): Promise<Service[]> {
  const wanted = checkIds(ids, "id");
  if (wanted !== null && wanted.length === 0) return [];
  return selectRows<Service>(
    sql`select id, name, service_type, active from services ${wanted ? sql`where id = any(${intList(wanted)})` : sql``} order by id`,
    db,
  );
}

export interface Release {
  id: number;
  game_id: number;
  platform_id: number;
  gop_updated: string | null;
}

export async function listReleases({
  gameIds,
  platformIds,
  db,
  ...page
}: { gameIds?: number[] | null; platformIds?: number[] | null } & PageRequest & Db): Promise<Page<Release>> {
  const paging = pageWindow(page, 1500);
  const { perPage, currentPage } = paging;
  const games = checkIds(gameIds, "game_id");
  const platforms = checkIds(platformIds, "platform_id");
  if (games === null && platforms === null) throw new AppError("bad_request:data", "game_id or platform_id is required", "game_id");
  if (games?.length === 0 || platforms?.length === 0) return emptyPage(perPage, currentPage);
  const conditions: SQL[] = [];
  if (games) conditions.push(sql`game_id = any(${intList(games)})`);
  if (platforms) conditions.push(sql`platform_id = any(${intList(platforms)})`);
  return selectPage<Release>(
    {
      columns: sql`id, game_id, platform_id, to_char(gop_updated at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as gop_updated`,
      from: sql`from releases ${where(conditions)}`,
      order: sql`id`,
    },
    paging,
    db,
  );
}

export interface Game {
  id: number;
  title: string;
  working_title: string | null;
  unofficial_title: string | null;
  game_type_id: number;
  parent_game_id: number | null;
  steam_app_id: number | null;
  hide_from_user: boolean;
  delivered: boolean;
  deliverable: boolean;
}

export interface GameFilters {
  search?: string | null;
  gameTypeIds?: number[] | null;
  platformIds?: number[] | null;
  developerSizes?: string[] | null;
}

const GAME_ORDERS: Record<string, SQL> = {
  id: sql`g.id`,
  title: sql`lower(g.title), g.id`,
  "-title": sql`lower(g.title) desc, g.id`,
  "-id": sql`g.id desc`,
};
export const GAME_ORDER_KEYS = Object.keys(GAME_ORDERS);

/** Games by id and filters (fetchGames: perPage 10, currentPage 1 by default); hidden games are left out. */
export async function listGames({
  ids,
  filters,
  orderBy,
  db,
  ...page
}: { ids?: number[] | null; filters?: GameFilters | null; orderBy?: string | null } & PageRequest & Db): Promise<Page<Game>> {
  const paging = pageWindow(page, 10);
  const { perPage, currentPage } = paging;
  const wanted = checkIds(ids, "id");
  const types = checkIds(filters?.gameTypeIds, "filters.gameTypeIds", { allowZero: true });
  const platforms = checkIds(filters?.platformIds, "platform_id");
  const sizes = filters?.developerSizes ?? null;
  if (sizes?.some((size) => !["Indie", "AA", "AAA"].includes(size)))
    throw new AppError("bad_request:data", "developerSizes must be Indie, AA or AAA", "filters.developerSizes");
  const order = GAME_ORDERS[orderBy ?? "id"];
  if (!order) throw new AppError("bad_request:data", `orderBy must be one of ${GAME_ORDER_KEYS.join(", ")}`, "orderBy");
  if (wanted?.length === 0 || platforms?.length === 0 || types?.length === 0 || sizes?.length === 0) return emptyPage(perPage, currentPage);
  const conditions: SQL[] = [sql`not g.hide_from_user`];
  if (wanted) conditions.push(sql`g.id = any(${intList(wanted)})`);
  if (filters?.search?.trim()) conditions.push(sql`g.title ilike ${`%${filters.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (types) conditions.push(sql`g.game_type_id = any(${intList(types)})`);
  if (platforms) conditions.push(sql`exists (select 1 from releases r where r.game_id = g.id and r.platform_id = any(${intList(platforms)}))`);
  if (sizes)
    conditions.push(sql`exists (select 1 from releases r join company_roles cr on cr.release_id = r.id and cr.role = 'Developer'
                                 join companies c on c.id = cr.company_id where r.game_id = g.id and c.size = any(${sql.param(sizes)}::text[]))`);
  return selectPage<Game>(
    {
      columns: sql`g.id, g.title, g.working_title, g.unofficial_title, g.game_type_id, g.parent_game_id, g.steam_app_id, g.hide_from_user,
                   g.delivered, g.deliverable`,
      from: sql`from games g ${where(conditions)}`,
      order,
    },
    paging,
    db,
  );
}

export interface Screenshot {
  id: number;
  release_id: number;
  filename: string;
  width: number;
  height: number;
  position: number;
}

/** Screenshots of releases, at most perPage (10) per release. */
export async function listScreenshots({ releaseIds, perPage, db }: { releaseIds: number[]; perPage?: number | null } & Db): Promise<Screenshot[]> {
  const releases = checkIds(releaseIds, "release_id") ?? [];
  const { perPage: limit } = pageWindow({ perPage }, 10);
  if (releases.length === 0) return [];
  return selectRows<Screenshot>(
    sql`select id, release_id, filename, width, height, position from (
          select s.*, row_number() over (partition by release_id order by position, id) as n from screenshots s where release_id = any(${intList(releases)})
        ) s where n <= ${limit} order by release_id, position, id`,
    db,
  );
}

export interface UpcomingGame {
  game_id: number;
  title: string;
  release_date: string;
  release_date_time: string | null;
}

export const UPCOMING_OPTIONS = ["upcoming", "dated", "tba"] as const;
export type UpcomingOption = (typeof UPCOMING_OPTIONS)[number];

/**
 * Games not yet released as of the market's day, by the rule market research's "upcoming" and Lumos count them
 * (gameIsReleased, lib/data/lumos.ts: a game dated that day is out, a month or quarter once it has ended, a game
 * without a date but with players is out), soonest first by release_date_time (fetchUpcomingGames, 10 a page). Only
 * games with a publication undated or dated within the year are looked at further. A game's date is its earliest
 * publication's; announced periods sort by their first day and "TBA" games come last.
 * option: "upcoming" (default) every unreleased game, "dated" only those with a date or period, "tba" only TBA.
 */
export async function listUpcomingGames({
  gameIds,
  option,
  today,
  db,
  ...page
}: { gameIds?: number[] | null; option?: string | null; today?: string } & PageRequest & Db): Promise<Page<UpcomingGame>> {
  const { perPage, currentPage, offset } = pageWindow(page, 10);
  const choice = (option ?? "upcoming") as UpcomingOption;
  if (!UPCOMING_OPTIONS.includes(choice)) throw new AppError("bad_request:data", `option must be one of ${UPCOMING_OPTIONS.join(", ")}`, "option");
  const wanted = checkIds(gameIds, "game_id");
  if (wanted?.length === 0) return emptyPage(perPage, currentPage);
  const day = today ?? (await marketToday(db));
  const rows = await selectRows<UpcomingGame & { total_count: number }>(
    sql`with recent as (
          select distinct r.game_id from publications p join releases r on r.id = p.release_id where ${publicationMayBeAhead(day)}
        ), pending as (
          select n.game_id from recent n
          where not coalesce((select bool_or(${publicationHasEnded(day)}) from releases r join publications p on p.release_id = r.id
                              where r.game_id = n.game_id), false)
        ), firsts as (
          select distinct on (r.game_id) r.game_id, p.release_date, p.release_date_time
          from pending n join releases r on r.game_id = n.game_id join publications p on p.release_id = r.id
          order by r.game_id, p.release_date_time nulls last, p.id
        )
        select f.game_id, g.title, f.release_date,
               to_char(f.release_date_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as release_date_time,
               count(*) over () as total_count
        from firsts f join games g on g.id = f.game_id
        where not g.hide_from_user
          and (f.release_date_time is not null or not ${gameHasPlayers})
          ${choice === "tba" ? sql`and f.release_date_time is null` : choice === "dated" ? sql`and f.release_date_time is not null` : sql``}
          ${wanted ? sql`and f.game_id = any(${intList(wanted)})` : sql``}
        order by f.release_date_time nulls last, f.game_id
        limit ${perPage} offset ${offset}`,
    db,
  );
  return toPage(rows, perPage, currentPage);
}
