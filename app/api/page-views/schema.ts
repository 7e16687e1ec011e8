import { z } from "zod";
import { MAX_LOCATION_LENGTH } from "@/lib/shell/page-views";

/** POST body: the location the browser shows (path and query); the server decides what it counts as. */
export const pageViewBody = z.object({
  path: z
    .string({ error: "path is required" })
    .min(1, "path is required")
    .max(MAX_LOCATION_LENGTH, `path must be at most ${MAX_LOCATION_LENGTH} characters`)
    .startsWith("/", "path must start with /"),
});

const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);

export const PAGE_VIEWS_MAX_LIMIT = 200;

export const pageViewsQuery = z.object({
  limit: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: `limit must be a whole number from 1 to ${PAGE_VIEWS_MAX_LIMIT}` })
      .int(`limit must be a whole number from 1 to ${PAGE_VIEWS_MAX_LIMIT}`)
      .min(1, `limit must be a whole number from 1 to ${PAGE_VIEWS_MAX_LIMIT}`)
      .max(PAGE_VIEWS_MAX_LIMIT, `limit must be a whole number from 1 to ${PAGE_VIEWS_MAX_LIMIT}`)
      .default(50),
  ),
});
