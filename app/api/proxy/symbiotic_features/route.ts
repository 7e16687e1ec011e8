import { parseJsonBody, withUser } from "@/lib/api/handler";
import { listSymbioticFeatures } from "@/lib/data/analytics";
import { symbioticFeaturesBody } from "@/lib/validations/bulk";

export const dynamic = "force-dynamic";

/** POST { cls_ids, limit? } → { data: features that go with them among the top games }. */
export const POST = withUser("proxy", async (request) => {
  const { cls_ids, limit } = await parseJsonBody(request, symbioticFeaturesBody, "proxy");
  return Response.json({ data: await listSymbioticFeatures({ clsIds: cls_ids, limit }), error: null });
});
