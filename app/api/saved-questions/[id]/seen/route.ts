import { withUser } from "@/lib/api/handler";
import { markSeen, savedQuestionIdOf, SURFACE } from "@/lib/watchlists/saved-questions";

export const dynamic = "force-dynamic";

/** POST /api/saved-questions/{id}/seen → { saved_question }: its matches now become what later changes are counted from. */
export const POST = withUser<{ id: string }>(SURFACE, async (_request, user, params) => {
  return Response.json({ saved_question: await markSeen(user.id, savedQuestionIdOf(params.id)) });
});
