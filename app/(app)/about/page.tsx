import type { Metadata } from "next";
import { SteadyLink } from "@/components/navigation/steady-link";
import { requirePageUser } from "@/lib/auth/guard";
import { getMarketSummary } from "@/lib/data/games";
import { formatCompact } from "@/lib/ui/format";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "About" };

/** /about: what Lumos is, where its numbers come from and how they are estimated. */
export default async function AboutPage() {
  await requirePageUser();
  const summary = await getMarketSummary();
  return (
    <main className="mx-auto w-full max-w-3xl space-y-5 px-4 py-8 sm:px-6 [&_p]:text-slate-700 dark:[&_p]:text-slate-300">
      <h1 className="text-2xl font-bold tracking-tight">About Lumos</h1>
      <p>
        Lumos is a research tool for the games market: player counts, revenue and copies-sold estimates, sentiment, social media, wishlists, upcoming and
        trending games, and how features — genres, themes, mechanics — move through the market. Ask the Lumos assistant a question in plain words and it answers
        from the same data, showing its work.
      </p>
      <p data-testid="about-coverage">
        This installation covers {formatCompact(summary.games)} games, {formatCompact(summary.companies)} companies, {formatCompact(summary.releases)} releases
        and {formatCompact(summary.classifications)} features.
      </p>
      <h2 className="text-lg font-semibold">Where the numbers come from</h2>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        <li>Players: the daily peak of concurrent players; windows average those peaks, and “all time” is the highest day.</li>
        <li>Copies sold: the Boxleiter estimate, reviews times a multiplier that depends on the release year.</li>
        <li>Revenue: estimated net revenue per week and in total; ARPU is lifetime revenue per player.</li>
        <li>
          Similar games, competitors and symbiotic games: weighted overlap of features, release window and price tier; symbiotic games also share the rise and
          fall of their players.
        </li>
        <li>
          Feature ranks and market share: the players of the games that have a feature, against all players, per month; a trend tag compares the month with the
          one before.
        </li>
        <li>Imported games say so: estimates a source lacks are derived with the same models and marked as estimated.</li>
      </ul>
      <p className="text-sm">
        Every table can be exported as CSV and every view is a link you can share.{" "}
        <SteadyLink href="/brain" className="text-indigo-700 underline dark:text-indigo-300">
          How Lumos reads a question
        </SteadyLink>
        .
      </p>
    </main>
  );
}
