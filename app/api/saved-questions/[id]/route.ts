import { parseJsonBody, withUser } from "@/lib/api/handler";
import { deleteSavedQuestion, updateSavedQuestion } from "@/lib/data/saved-questions";
import { updateSavedQuestionBody } from "@/lib/validations/saved-questions";
import { notFound, savedQuestionIdOf, SURFACE, viewOf, watchOne } from "@/lib/watchlists/saved-questions";

export const dynamic = "force-dynamic";

type Params = { id: string };

/** GET /api/saved-questions/{id} → { saved_question } with its matches now and what changed since it was last marked seen. Another user's question is 404. */
export const GET = withUser<Params>(SURFACE, async (_request, user, params) => {
  return Response.json({ saved_question: await watchOne(user.id, savedQuestionIdOf(params.id)) }, { headers: { "cache-control": "no-store" } });
});

/** PATCH /api/saved-questions/{id} { name?, digest? } → { saved_question }: renames it or switches its daily digest. */
export const PATCH = withUser<Params>(SURFACE, async (request, user, params) => {
  const id = savedQuestionIdOf(params.id);
  const body = await parseJsonBody(request, updateSavedQuestionBody, SURFACE);
  const saved = await updateSavedQuestion({ userId: user.id, id, name: body.name, digest: body.digest });
  if (!saved) throw notFound();
  return Response.json({ saved_question: viewOf(saved) });
});

/** DELETE /api/saved-questions/{id} → { id, deleted: true }. */
export const DELETE = withUser<Params>(SURFACE, async (_request, user, params) => {
  const id = savedQuestionIdOf(params.id);
  if (!(await deleteSavedQuestion({ userId: user.id, id }))) throw notFound();
  return Response.json({ id, deleted: true });
});
