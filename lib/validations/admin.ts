// Field rules of the admin API, shared by the route schemas (app/api/<name>/schema.ts) and the admin forms.
// Every message starts with the field's name: a 400 names the field (lib/api/handler.ts badRequest).
import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "@/lib/auth/password-policy";
import { ROLES } from "@/lib/auth/session-policy";

export const MAX_PAGE_SIZE = 60;
/** Usernames may not contain "@": sign-in accepts an email or a username, and a username must never read as someone's address. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,64}$/;

export const groupName = (field = "group_name") =>
  z
    .string({ error: `${field} must be a group name` })
    .trim()
    .min(1, `${field} must not be empty`)
    .max(128, `${field} must be at most 128 characters`)
    .regex(/^[^\u0000-\u001f\u007f]+$/, `${field} must not contain control characters`);

export const description = z
  .string({ error: "description must be text or null" })
  .trim()
  .max(2048, "description must be at most 2,048 characters")
  .transform((value) => value || null)
  .nullable();

export const precedence = z
  .number({ error: "precedence must be a whole number from 0" })
  .int("precedence must be a whole number from 0")
  .min(0, "precedence must be a whole number from 0")
  .max(2_147_483_647, "precedence must be at most 2147483647");

export const nextToken = z.string({ error: "next_token must be the token a previous page returned" }).max(2048, "next_token is too long").nullable().optional();

export const pageLimit = z
  .number({ error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  .int(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
  .min(1, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
  .max(MAX_PAGE_SIZE, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
  .optional();

export const username = z
  .string({ error: "username must be text" })
  .trim()
  .regex(USERNAME_PATTERN, "username must be 3 to 64 letters, digits, dots, dashes or underscores");

export const email = z
  .string({ error: "email must be an email address" })
  .trim()
  .max(254, "email must be at most 254 characters")
  .pipe(z.email("email must be an email address"));

/** Length only; the policy (validateNewPassword) runs in the route, where it knows the account. */
export const password = z
  .string({ error: "password must be text" })
  .min(1, "password must not be empty")
  .max(PASSWORD_MAX_LENGTH * 4, "password is too long");

export const role = z.enum(ROLES, { error: `role must be one of ${ROLES.join(", ")}` });

/** { username } or { user_id }: how the admin calls name an account. */
export const userRefShape = {
  // Control characters are refused here: Postgres cannot store a NUL in text and would fail the lookup.
  username: z
    .string({ error: "username must be text" })
    .trim()
    .min(1, "username must not be empty")
    .max(254, "username is too long")
    .regex(/^[^\u0000-\u001f\u007f]+$/, "username must not contain control characters")
    .optional(),
  user_id: z.guid({ error: "user_id must be a user id (a UUID)" }).optional(),
};

/** Exactly one of username and user_id. */
export function refineUserRef<T extends { username?: string; user_id?: string }>(schema: z.ZodType<T>) {
  return schema.refine((value) => (value.username === undefined) !== (value.user_id === undefined), {
    error: "username or user_id must name the user (one of them, not both)",
    path: ["username"],
  });
}

export type ParsedUserRef = { username?: string; user_id?: string };

/** The data layer's UserRef from a parsed body. */
export function userRefOf(value: ParsedUserRef): { userId: string } | { username: string } {
  return value.user_id !== undefined ? { userId: value.user_id } : { username: value.username! };
}
