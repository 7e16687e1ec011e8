import type { Metadata } from "next";
import { SteadyLink } from "@/components/navigation/steady-link";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { SectionSkeleton } from "@/components/ui/section";
import { FilterForm } from "@/components/market-research/filter-form";
import { ResultsSection, SummarySection } from "@/components/market-research/sections";
import { MarketResearchSectionsBelow } from "@/components/market-research/sections-below";
import { ViewNavigationProvider, ViewRegion } from "@/components/market-research/view-navigation";
import { requirePageUser } from "@/lib/auth/guard";
import { DATAPOINTS, listMarketResearchOptions } from "@/lib/data/market-research";
import { getKnowledge } from "@/lib/lumos/knowledge";
import { dropUnknownIds } from "@/lib/market-research/view-ids";
import { MARKET_RESEARCH_PATH, marketResearchHref, parseMarketResearchQuery, releaseLabel, type QueryNote } from "@/lib/market-research/market-research-query";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Market research" };

type SearchParams = Record<string, string | string[] | undefined>;

/** The page's own parameters; any other (the specification's page overrides such as dataSource) is kept as it is. */
const VIEW_PARAMS = new Set([
  "size",
  "platform",
  "feature",
  "release",
  "from",
  "to",
  "exact",
  "status",
  "datapoint",
  "cols",
  "sort",
  "dir",
  "page",
  "per",
  "cls_type",
]);

function rawQueryOf(params: SearchParams): URLSearchParams {
  const raw = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) raw.append(key, item);
  return raw;
}

/** /market-research-page (and /marketresearchpage): the market filtered by developer size, platform, release and data point. */
export default async function MarketResearchPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageUser();
  const raw = rawQueryOf(await searchParams);
  const parsed = parseMarketResearchQuery(raw);
  const notes: QueryNote[] = [...parsed.notes];
  const query = parsed.query;

  const knowledge = await getKnowledge();
  const { platforms, types } = await listMarketResearchOptions({ facts: knowledge.games });
  notes.push(...dropUnknownIds(query, { classifications: knowledge.classifications, platforms, types }));
  const featureNames = query.featureIds.map((id) => {
    const classification = knowledge.classifications.get(id)!;
    const type = types.find((candidate) => candidate.id === classification.typeId);
    return `${classification.name}${type ? ` (${type.name.toLowerCase()})` : ""}`;
  });

  // A view is shared by its canonical URL: a form sent without JavaScript (every field, release=custom&from=…&to=…)
  // is rewritten to it once. With a note the URL stays as typed, so the note says what was wrong with it.
  const extras = [...raw.entries()].filter(([key]) => !VIEW_PARAMS.has(key));
  const canonical = marketResearchHref(query);
  const withExtras = extras.length ? `${canonical}${canonical.includes("?") ? "&" : "?"}${new URLSearchParams(extras)}` : canonical;
  const current = raw.size ? `${MARKET_RESEARCH_PATH}?${raw}` : MARKET_RESEARCH_PATH;
  if (notes.length === 0 && withExtras !== current) redirect(withExtras);

  const platformNames = Object.fromEntries(platforms.map((platform) => [platform.id, platform.name]));
  const datapoint = DATAPOINTS.find((candidate) => candidate.id === query.datapoint)!;
  const description = [
    datapoint.label,
    query.sizes.length < 3 ? `${query.sizes.join(" or ")} developers` : null,
    query.platformId !== null ? `on ${platformNames[query.platformId]}` : null,
    featureNames.length > 0 ? `with ${featureNames.join(" and ")}` : null,
    query.release !== "all" ? `release date: ${releaseLabel(query.release, knowledge.today)}` : null,
    query.status === "upcoming" ? "upcoming only" : null,
  ]
    .filter(Boolean)
    .join(" · ");

  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6" data-testid="market-research">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Market research</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="market-description">
          {description}
          {featureNames.length > 0 && (
            <>
              {" · "}
              <SteadyLink
                href={marketResearchHref(query, { featureIds: [] })}
                data-testid="remove-features"
                className="rounded font-medium text-indigo-700 underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
              >
                {featureNames.length === 1 ? `show every game, not only ${featureNames[0]}` : "show every game, not only these features"}
              </SteadyLink>
            </>
          )}
        </p>
      </div>

      {notes.length > 0 && <QueryNotes notes={notes} asShown={withExtras} />}

      <ViewNavigationProvider>
        <section aria-label="Filters" className="rounded-xl bg-white p-5 shadow-sm dark:bg-surface-dark-muted">
          <FilterForm
            key={canonical}
            query={query}
            options={{
              platforms: platforms.filter((platform) => platform.games > 0),
              datapoints: DATAPOINTS.map((d) => ({ id: d.id, label: d.label, description: d.description })),
            }}
          />
        </section>

        {/* Keyed by the view: a new view shows its skeletons instead of holding the old results; while it is on its
            way from the server, the old one is dimmed and marked busy (ViewRegion). */}
        <ViewRegion>
          <Suspense key={`summary-${canonical}`} fallback={<SectionSkeleton title="Summary" height="h-16" />}>
            <SummarySection query={query} />
          </Suspense>
          <Suspense key={`results-${canonical}`} fallback={<SectionSkeleton title="Games" height="h-96" />}>
            <ResultsSection query={query} />
          </Suspense>
          <MarketResearchSectionsBelow query={query} types={types.map((type) => ({ id: type.id, name: type.name }))} />
        </ViewRegion>
      </ViewNavigationProvider>
    </main>
  );
}

/** What in the address was not understood, with the way out: the view as shown, or every filter reset. */
function QueryNotes({ notes, asShown }: { notes: QueryNote[]; asShown: string }) {
  return (
    <div
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      data-testid="query-notes"
    >
      <p className="font-medium">Some of this address was not understood, so parts of the view use their defaults:</p>
      <ul className="mt-1 list-disc pl-5">
        {notes.map((note, index) => (
          <li key={index} data-param={note.param}>
            {note.message}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        <SteadyLink href={asShown} className="rounded font-medium underline focus-visible:outline-2 focus-visible:outline-indigo-500">
          Open the view as shown
        </SteadyLink>{" "}
        or{" "}
        <SteadyLink href={MARKET_RESEARCH_PATH} className="rounded font-medium underline focus-visible:outline-2 focus-visible:outline-indigo-500">
          reset filters
        </SteadyLink>
        .
      </p>
    </div>
  );
}
