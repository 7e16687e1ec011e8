import { parseJsonBody, withUser } from "@/lib/api/handler";
import { truncate } from "@/lib/ui/format";
import { createSavedQuestionBody } from "@/lib/validations/saved-questions";
import { MAX_SAVED_NAME_LENGTH } from "@/lib/watchlists/shared";
import { saveQuestion, SURFACE, watchAll } from "@/lib/watchlists/saved-questions";

export const dynamic = "force-dynamic";

/** GET /api/saved-questions → { saved_questions }: the user's own, newest first, each with its matches now and what changed since it was last marked seen. */
export const GET = withUser(SURFACE, async (_request, user) => {
  return Response.json({ saved_questions: await watchAll(user.id) }, { headers: { "cache-control": "no-store" } });
});

/** POST /api/saved-questions { question, name?, digest? } → 201 { saved_question }. The question must list games. */
export const POST = withUser(SURFACE, async (request, user) => {
  const body = await parseJsonBody(request, createSavedQuestionBody, SURFACE);
  const saved = await saveQuestion({
    userId: user.id,
    question: body.question,
    name: body.name ?? truncate(body.question, MAX_SAVED_NAME_LENGTH),
    digest: body.digest,
  });
  return Response.json({ saved_question: saved }, { status: 201 });
});
