// The project's own import format (docs/import.md): a JSON array of games, or { "games": [...] }.
import { z } from "zod";
import { INT4_MAX, type ImportGame, type RowOrigin } from "@/lib/domain/import/types";
import { parseIsoDate, RowError } from "@/lib/domain/import/values";

const required = (expected: string) => ({ error: (issue: { input: unknown }) => (issue.input === undefined ? "required" : expected) });
const count = z.int().min(0).max(INT4_MAX);
const names = z.array(z.string().trim().min(1, "must not be empty"));

export const lumosGameSchema = z
  .strictObject({
    app_id: z
      .int(required(`must be a whole number from 1 to ${INT4_MAX}`))
      .min(1)
      .max(INT4_MAX),
    title: z.string(required("must be text")).trim().min(1, "must not be empty"),
    release_date: z
      .string()
      .refine((text) => parseIsoDate(text) !== null, "expected a date YYYY-MM-DD (or YYYY-MM when only the month is known)")
      .nullish(),
    price_usd: z.number().min(0).max(100_000).nullish(),
    developers: names.optional(),
    publishers: names.optional(),
    genres: names.optional(),
    tags: z.record(z.string().trim().min(1, "tag names must not be empty"), count).optional(),
    positive: count.nullish(),
    negative: count.nullish(),
    owners_min: z.int().min(0).nullish(),
    owners_max: z.int().min(0).nullish(),
    peak_players: count.nullish(),
  })
  .superRefine((game, ctx) => {
    const hasMin = game.owners_min !== null && game.owners_min !== undefined;
    const hasMax = game.owners_max !== null && game.owners_max !== undefined;
    if (hasMin !== hasMax) ctx.addIssue({ code: "custom", path: [hasMin ? "owners_max" : "owners_min"], message: "owners_min and owners_max go together" });
    else if (hasMin && game.owners_min! > game.owners_max!) ctx.addIssue({ code: "custom", path: ["owners_min"], message: "is above owners_max" });
    if ((game.positive ?? 0) + (game.negative ?? 0) > INT4_MAX)
      ctx.addIssue({ code: "custom", path: ["positive"], message: "positive + negative is too large" });
  });

export type LumosGame = z.infer<typeof lumosGameSchema>;

export const lumosFileSchema = z.union([z.array(z.unknown()), z.object({ games: z.array(z.unknown()) })]);

/** The first issues of a failed validation as one line: `price_usd: Too small…; title: must not be empty`. */
export function describeIssues(error: z.ZodError, limit = 3): string {
  const described = error.issues.slice(0, limit).map((issue) => {
    const path = issue.path.map(String).join(".");
    const message = issue.code === "unrecognized_keys" ? `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.join(", ")}` : issue.message;
    return path ? `${path}: ${message}` : message;
  });
  const more = error.issues.length - limit;
  return described.join("; ") + (more > 0 ? ` (and ${more} more)` : "");
}

function uniqueNames(list: string[] | undefined): string[] | null {
  if (!list) return null;
  const seen = new Set<string>();
  const unique = list.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.length > 0 ? unique : null;
}

export function lumosRowToGame(value: unknown, origin: RowOrigin): ImportGame {
  const parsed = lumosGameSchema.safeParse(value);
  if (!parsed.success) throw new RowError(describeIssues(parsed.error));
  const game = parsed.data;
  const tags = game.tags
    ? Object.entries(game.tags)
        .map(([name, votes]) => ({ name: name.trim(), votes }))
        .sort((a, b) => b.votes - a.votes)
    : [];
  const seenTags = new Set<string>();
  const uniqueTags = tags.filter((tag) => !seenTags.has(tag.name.toLowerCase()) && seenTags.add(tag.name.toLowerCase()));
  return {
    appId: game.app_id,
    title: game.title,
    releaseDate: game.release_date ? parseIsoDate(game.release_date) : null,
    priceUsd: game.price_usd ?? null,
    developers: uniqueNames(game.developers),
    publishers: uniqueNames(game.publishers),
    genres: uniqueNames(game.genres),
    tags: uniqueTags.length > 0 ? uniqueTags : null,
    positive: game.positive ?? null,
    negative: game.negative ?? null,
    ownersMin: game.owners_min ?? null,
    ownersMax: game.owners_max ?? null,
    peakPlayers: game.peak_players ?? null,
    formats: ["lumos-json"],
    origins: [origin],
  };
}
