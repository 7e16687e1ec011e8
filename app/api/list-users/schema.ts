import { z } from "zod";
import { ROLES } from "@/lib/auth/session-policy";

const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);

export const listUsersQuery = z.object({
  // A NUL (which Postgres cannot compare) is refused for every query parameter by parseQuery (lib/validations/text.ts).
  search: z.string().trim().max(254, "search must be at most 254 characters").optional(),
  status: z.preprocess(blankAsMissing, z.enum(["active", "disabled", "unconfirmed"], { error: "status must be active, disabled or unconfirmed" }).optional()),
  role: z.preprocess(blankAsMissing, z.enum(ROLES, { error: `role must be one of ${ROLES.join(", ")}` }).optional()),
  page: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: "page must be a whole number from 1" })
      .int("page must be a whole number from 1")
      .min(1, "page must be a whole number from 1")
      .max(100_000, "page is too large")
      .optional(),
  ),
});
