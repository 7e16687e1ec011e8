import { FeatureDialog } from "@/components/feature-breakdown/feature-dialog";
import { requirePageUser } from "@/lib/auth/guard";
import { readFeatureParams } from "@/lib/ui/feature-params";

/** /feature-breakdown-modal-page opened from another page: the feature in a dialog over that page. */
export default async function FeatureBreakdownModal({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageUser();
  const params = readFeatureParams(await searchParams);
  return <FeatureDialog key={`${params.clsId}`} {...params} />;
}
