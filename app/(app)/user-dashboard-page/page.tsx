import type { Metadata } from "next";
import { Suspense } from "react";
import { SectionSkeleton } from "@/components/ui/section";
import { SavedQuestionsSection } from "@/components/saved-questions/saved-questions-section";
import { ConversationsSection, FollowedGamesSection, RecentFeaturesSection, RecentGamesSection } from "@/components/user-dashboard/sections";
import { requirePageUser } from "@/lib/auth/guard";
import { texts } from "@/lib/ui/texts";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: texts.userDashboard.title };

const t = texts.userDashboard;

/** /user-dashboard-page (and /userdashboardpage): the signed-in user's own corner of Lumos. */
export default async function UserDashboardPage() {
  const user = await requirePageUser();
  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6" data-testid="user-dashboard">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t.subtitle}</p>
      </header>
      <Suspense fallback={<SectionSkeleton title={t.conversationsTitle} height="h-40" />}>
        <ConversationsSection userId={user.id} />
      </Suspense>
      <Suspense fallback={<SectionSkeleton title={texts.savedQuestions.title} height="h-32" />}>
        <SavedQuestionsSection userId={user.id} />
      </Suspense>
      <Suspense fallback={<SectionSkeleton title={t.gamesTitle} height="h-32" />}>
        <RecentGamesSection userId={user.id} />
      </Suspense>
      <Suspense fallback={<SectionSkeleton title={t.featuresTitle} height="h-32" />}>
        <RecentFeaturesSection userId={user.id} />
      </Suspense>
      <Suspense fallback={<SectionSkeleton title={t.followsTitle} height="h-40" />}>
        <FollowedGamesSection userId={user.id} />
      </Suspense>
    </main>
  );
}
