import type { Metadata } from "next";
import { FeaturePreviewPage } from "@/components/feature-breakdown/feature-dialog";
import { requirePageUser } from "@/lib/auth/guard";
import { readFeatureParams } from "@/lib/ui/feature-params";

export const dynamic = "force-dynamic";

export async function generateMetadata({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }): Promise<Metadata> {
  const { feat } = readFeatureParams(await searchParams);
  return { title: feat ? `${feat}: feature breakdown` : "Feature breakdown" };
}

/** /feature-breakdown-modal-page visited directly or reloaded: the dialog's content as a page of its own. */
export default async function FeatureBreakdownModalPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageUser();
  const params = readFeatureParams(await searchParams);
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6" data-testid="feature-modal-page">
      <div className="rounded-xl bg-white p-5 shadow-sm sm:p-6 dark:bg-surface-dark-muted">
        <FeaturePreviewPage {...params} />
      </div>
    </main>
  );
}
