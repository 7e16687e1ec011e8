import { SectionSkeleton } from "@/components/ui/section";
import { texts } from "@/lib/ui/texts";

const t = texts.userDashboard;

export default function Loading() {
  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <SectionSkeleton title={t.conversationsTitle} height="h-40" />
      <SectionSkeleton title={t.gamesTitle} height="h-32" />
      <SectionSkeleton title={t.featuresTitle} height="h-32" />
      <SectionSkeleton title={t.followsTitle} height="h-40" />
    </main>
  );
}
