import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db/client";
import { AppError } from "@/lib/server/errors";

/** Anything that runs SQL: the database or a transaction. */
export type SqlExecutor = Pick<Database, "execute">;

/**
 * The rows a query returns, on the database given (a transaction, too) or the app's own (drizzle's execute hands back
 * the driver's result on pg and PGlite alike).
 */
export async function selectRows<T>(query: SQL, db?: SqlExecutor): Promise<T[]> {
  const database = db ?? (await getDb());
  return ((await database.execute(query)) as unknown as { rows: T[] }).rows;
}

/** An integer list bound as one array parameter (`= any(...)`), not expanded into a list of parameters. */
export function intList(ids: readonly number[]): SQL {
  return sql`${sql.param([...ids])}::int[]`;
}

export interface PageInfo {
  total: number;
  lastPage: number;
  prevPage: number | null;
  nextPage: number | null;
  perPage: number;
  currentPage: number;
  from: number;
  to: number;
}

export interface Page<T> {
  data: T[];
  pageInfo: PageInfo;
}

export interface PageRequest {
  perPage?: number | null;
  currentPage?: number | null;
}

const MAX_PER_PAGE = 1500;

/** Checks page inputs: whole numbers, perPage 1–1500 (the specification's largest chunk), currentPage ≥ 1. */
export function pageWindow({ perPage, currentPage }: PageRequest, defaultPerPage: number) {
  const size = perPage ?? defaultPerPage;
  const page = currentPage ?? 1;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PER_PAGE)
    throw new AppError("bad_request:data", `perPage must be a whole number from 1 to ${MAX_PER_PAGE}`, "perPage");
  if (!Number.isInteger(page) || page < 1) throw new AppError("bad_request:data", "currentPage must be a whole number from 1", "currentPage");
  return { perPage: size, currentPage: page, offset: (page - 1) * size };
}

export function pageInfo(total: number, perPage: number, currentPage: number, rowsOnPage: number): PageInfo {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = rowsOnPage > 0 ? (currentPage - 1) * perPage + 1 : 0;
  return {
    total,
    lastPage,
    prevPage: currentPage > 1 ? Math.min(currentPage - 1, lastPage) : null,
    nextPage: currentPage < lastPage ? currentPage + 1 : null,
    perPage,
    currentPage,
    from,
    to: rowsOnPage > 0 ? from + rowsOnPage - 1 : 0,
  };
}

/**
 * One page of `columns` read `from` (its tables, joins and where clause) in `order`, with the number of rows in all.
 * That number is counted by a subquery the database runs once: counted as `count(*) over ()`, it made the database
 * hold every row of the result (titles and all) before handing out the page's first. At 100,000 games the 67 pages of
 * 1,500 games the game-ids dataset reads took the embedded database 7.0–7.4 s that way, 3.4–4.4 s this way.
 */
export async function selectPage<T>(
  { columns, from, order }: { columns: SQL; from: SQL; order: SQL },
  { perPage, currentPage, offset }: ReturnType<typeof pageWindow>,
  db?: SqlExecutor,
): Promise<Page<T>> {
  const rows = await selectRows<T & { total_count: number }>(
    sql`select ${columns}, (select count(*) ${from}) as total_count ${from} order by ${order} limit ${perPage} offset ${offset}`,
    db,
  );
  return toPage(rows, perPage, currentPage) as Page<T>;
}

/** Rows of one page plus the total, from a query that selects the total as `total_count`. */
export function toPage<T extends { total_count?: number | string }>(
  rows: T[],
  perPage: number,
  currentPage: number,
  totalIfEmpty = 0,
): Page<Omit<T, "total_count">> {
  const total = rows.length > 0 ? Number(rows[0].total_count) : totalIfEmpty;
  const data = rows.map((row) => {
    const rest = { ...row };
    delete rest.total_count;
    return rest as Omit<T, "total_count">;
  });
  return { data, pageInfo: pageInfo(total, perPage, currentPage, data.length) };
}

export interface TokenPage<T> {
  items: T[];
  nextToken: string | null;
}

/** Continuation tokens are opaque to callers: the offset of the next row, base64url-encoded. */
export function decodeNextToken(token: string | null | undefined): number {
  if (token === null || token === undefined || token === "") return 0;
  try {
    const parsed = JSON.parse(Buffer.from(token, "base64url").toString("utf8")) as { o?: unknown };
    if (typeof parsed.o === "number" && Number.isInteger(parsed.o) && parsed.o >= 0) return parsed.o;
  } catch {
    // fall through to the error below
  }
  throw new AppError("bad_request:data", "nextToken is not a token this service issued", "nextToken");
}

export function encodeNextToken(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString("base64url");
}

/** Fetches limit + 1 rows to know whether a next page exists. */
export function toTokenPage<T>(rows: T[], offset: number, limit: number): TokenPage<T> {
  const more = rows.length > limit;
  return { items: more ? rows.slice(0, limit) : rows, nextToken: more ? encodeNextToken(offset + limit) : null };
}

export function checkLimit(limit: number | null | undefined, fallback: number, max = 1000): number {
  const value = limit ?? fallback;
  if (!Number.isInteger(value) || value < 1 || value > max) throw new AppError("bad_request:data", `limit must be a whole number from 1 to ${max}`, "limit");
  return value;
}

/** Ids must be positive integers where the documents say so; anything else is refused naming the field. */
export function checkIds(ids: readonly number[] | null | undefined, field: string, { allowZero = false } = {}): number[] | null {
  if (ids === null || ids === undefined) return null;
  for (const id of ids) {
    if (!Number.isInteger(id) || id < (allowZero ? 0 : 1) || id > 2_147_483_647) {
      throw new AppError("bad_request:data", `${field} must hold ${allowZero ? "whole numbers from 0" : "positive whole numbers"}`, field);
    }
  }
  return [...new Set(ids)];
}

export function checkDate(value: string | null | undefined, field: string): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
    Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ||
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value
  ) {
    throw new AppError("bad_request:data", `${field} must be a date as YYYY-MM-DD`, field);
  }
  return value;
}
