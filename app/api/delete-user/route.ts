import { adminRoute, assertStorableText, badRequest } from "@/lib/api/handler";
import { ADMIN_SURFACE, assertMayActOnUser, deleteUserAccount, getUserOrThrow } from "@/lib/data/admin";
import { AppError } from "@/lib/server/errors";
import { userRefOf } from "@/lib/validations/admin";
import { deleteUserBody } from "./schema";

export const dynamic = "force-dynamic";

/** The JSON body, or the query string when the body is empty (DELETE bodies are dropped by some clients and proxies). */
async function readInput(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return Object.fromEntries(new URL(request.url).searchParams);
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(`bad_request:${ADMIN_SURFACE}`, "body must be valid JSON", "body");
  }
}

/**
 * DELETE /api/delete-user { username | user_id } (or ?username= / ?user_id=) → { deleted: true, user_id, username }.
 * Nobody deletes themselves; admins delete analysts only; the last active super-admin stays (403).
 */
export const DELETE = adminRoute(ADMIN_SURFACE, async (request, actor) => {
  const input = await readInput(request);
  assertStorableText(input, ADMIN_SURFACE, "body");
  const parsed = deleteUserBody.safeParse(input);
  if (!parsed.success) throw badRequest(ADMIN_SURFACE, parsed.error);
  const target = await getUserOrThrow({ ref: userRefOf(parsed.data) });
  assertMayActOnUser(actor, target);
  await deleteUserAccount({ actor, target });
  return Response.json({ deleted: true, user_id: target.id, username: target.username });
});
