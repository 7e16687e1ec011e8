import { withUser } from "@/lib/api/handler";
import { getKnowledge } from "@/lib/lumos/knowledge";
import { suggestedPrompts } from "@/lib/lumos/suggestions";

export const dynamic = "force-dynamic";

/** The widget's suggested prompts, generated from the data so that each has perfect matches. */
export const GET = withUser("lumos", async () => {
  const prompts = suggestedPrompts(await getKnowledge());
  return Response.json({ suggestions: prompts.slice(0, 3), samples: prompts });
});
