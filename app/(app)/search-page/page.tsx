import type { Metadata } from "next";
import { SteadyLink } from "@/components/navigation/steady-link";
import { featureLink } from "@/lib/ui/feature-links";
import { requirePageUser } from "@/lib/auth/guard";
import { formatCompact } from "@/lib/ui/format";
import { getKnowledge } from "@/lib/lumos/knowledge";
import { MAX_QUERY_LENGTH, searchKnowledge, type SearchHit } from "@/lib/lumos/search";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Search" };

type SearchParams = Record<string, string | string[] | undefined>;

const MATCH_NOTE: Partial<Record<SearchHit["match"], string>> = { typo: "closest spelling", alias: "abbreviation or alias" };

function gameLink(id: number, title: string) {
  return (
    <SteadyLink
      href={`/game-breakdown-page?id=${id}`}
      className="font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
    >
      {title}
    </SteadyLink>
  );
}

function Group({ title, hits, render, testId }: { title: string; hits: SearchHit[]; render: (hit: SearchHit) => React.ReactNode; testId: string }) {
  if (hits.length === 0) return null;
  return (
    <section aria-labelledby={`${testId}-title`} className="rounded-xl bg-white p-5 shadow-sm dark:bg-surface-dark-muted" data-testid={testId}>
      <h2 id={`${testId}-title`} className="mb-2 text-lg font-semibold">
        {title} <span className="text-sm font-normal text-slate-500">({hits.length})</span>
      </h2>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {hits.map((hit) => (
          <li key={`${hit.kind}-${hit.id}`} className="py-2" data-testid="search-hit" data-match={hit.match}>
            {render(hit)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function HitLine({ name, hit }: { name: React.ReactNode; hit: SearchHit }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <div>
        {name}
        {MATCH_NOTE[hit.match] && <span className="ml-2 text-xs text-slate-500">({MATCH_NOTE[hit.match]})</span>}
        <div className="text-xs text-slate-500">{hit.detail}</div>
      </div>
      <span className="text-sm tabular-nums" title="Peak player count in the Last Month">
        {hit.players === null ? "No player counts" : `${formatCompact(hit.players)} players`}
      </span>
    </div>
  );
}

function TopGames({ hit }: { hit: SearchHit }) {
  if (!hit.topGames?.length) return null;
  return (
    <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
      Top games:{" "}
      {hit.topGames.map((game, index) => (
        <span key={game.id}>
          {index > 0 && ", "}
          {gameLink(game.id, game.title)}
        </span>
      ))}
    </p>
  );
}

/** /search-page?q=… (and /searchpage): games, features, companies and platforms, forgiving typos and abbreviations. */
export default async function SearchPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageUser();
  const raw = (await searchParams).q;
  const query = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, MAX_QUERY_LENGTH).trim() ?? "";
  const results = query ? searchKnowledge(await getKnowledge(), query) : null;
  const total = results ? results.games.length + results.features.length + results.companies.length + results.platforms.length : 0;
  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">Search</h1>
      <form action="/search-page" role="search" className="flex gap-2">
        <label htmlFor="search-query" className="sr-only">
          Search games, features and companies
        </label>
        <input
          id="search-query"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="A game, a feature, a company or a platform (ps5, gta, horror…)"
          className="flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:bg-slate-900"
          data-testid="search-input"
        />
        <button
          type="submit"
          className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-500"
        >
          Search
        </button>
      </form>
      {results && total === 0 && (
        <p className="rounded-xl bg-white p-6 text-center text-slate-600 shadow-sm dark:bg-surface-dark-muted dark:text-slate-400" data-testid="search-empty">
          Nothing matches “{query}”. Try a shorter name or another spelling.
        </p>
      )}
      {results && (
        <div className="space-y-6">
          <Group title="Games" hits={results.games} testId="search-games" render={(hit) => <HitLine hit={hit} name={gameLink(hit.id, hit.name)} />} />
          <Group
            title="Features"
            hits={results.features}
            testId="search-features"
            render={(hit) => (
              <HitLine
                hit={hit}
                name={
                  <SteadyLink
                    href={featureLink({ cls_id: hit.id, name: hit.name, type: hit.detail })!}
                    className="font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
                  >
                    {hit.name}
                  </SteadyLink>
                }
              />
            )}
          />
          <Group
            title="Platforms"
            hits={results.platforms}
            testId="search-platforms"
            render={(hit) => (
              <>
                <HitLine hit={hit} name={<span className="font-medium">{hit.name}</span>} />
                <TopGames hit={hit} />
              </>
            )}
          />
          <Group
            title="Companies"
            hits={results.companies}
            testId="search-companies"
            render={(hit) => (
              <>
                <HitLine hit={hit} name={<span className="font-medium">{hit.name}</span>} />
                <TopGames hit={hit} />
              </>
            )}
          />
        </div>
      )}
    </main>
  );
}
