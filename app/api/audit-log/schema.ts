import { z } from "zod";

const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);

export const auditLogQuery = z.object({
  page: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: "page must be a whole number from 1" })
      .int("page must be a whole number from 1")
      .min(1, "page must be a whole number from 1")
      .max(100_000, "page is too large")
      .optional(),
  ),
  action: z.preprocess(
    blankAsMissing,
    z
      .string()
      .trim()
      .max(64, "action must be at most 64 characters")
      .regex(/^[a-z-]+$/, "action must be an admin action such as create-group")
      .optional(),
  ),
});
