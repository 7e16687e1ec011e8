"use client";
// The dashboard's two ranked lists, drawn from compact rows: the page sends each game's or feature's values once
// instead of a server-rendered tree of list items and links.
import { FeatureModalLink } from "@/components/feature-breakdown/feature-modal-link";
import { SteadyLink } from "@/components/navigation/steady-link";
import { gameHref } from "@/components/tables/game-tables";
import { formatCompact, formatInteger, formatPercent } from "@/lib/ui/format";

export const LINK_CLASS = "font-medium hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500";

/** A game of the ranking: its id (0 or less for a sample game without a page), title, peak players and cover. */
export type RankedGame = [gameId: number, title: string, players: number, cover: string];

export function TopGamesList({ games }: { games: RankedGame[] }) {
  return (
    <ol className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="top-games">
      {games.map(([gameId, title, players, cover], index) => (
        <li key={`${gameId}-${index}`} className="flex items-center gap-4 py-2">
          <span className="w-6 shrink-0 text-right text-sm text-slate-500">{index + 1}</span>
          {/* eslint-disable-next-line @next/next/no-img-element -- drawn SVG covers need no optimisation */}
          <img src={cover} alt="" width={30} height={40} className="shrink-0 rounded" />
          {gameId > 0 ? (
            <SteadyLink href={gameHref(gameId)} className={`min-w-0 flex-1 break-words ${LINK_CLASS}`}>
              {title}
            </SteadyLink>
          ) : (
            <span className="min-w-0 flex-1 break-words font-medium">{title}</span>
          )}
          <span className="shrink-0 tabular-nums" title={`${formatInteger(players)} players`}>
            {formatCompact(players)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** A feature of a top-features list: its id, rank, name and share of the market. */
export type RankedFeature = [clsId: number, rank: number, name: string, share: number | null];

export interface FeatureList {
  key: string;
  title: string;
  /** The features' type, as a feature link names it, and its id. */
  type: string;
  typeId: number;
  features: RankedFeature[];
}

export function TopFeatureLists({ lists }: { lists: FeatureList[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {lists.map((list) => (
        <div key={list.key}>
          <h3 className="mb-1 text-sm font-semibold">{list.title}</h3>
          {list.features.length === 0 ? (
            // Imported Steam data has genres but no themes or sub-genres; a type may also have no players yet.
            <p className="text-sm text-slate-500 dark:text-slate-400" data-testid={`top-features-${list.key}`}>
              No {list.title.toLowerCase()} ranked this month.
            </p>
          ) : (
            <ol className="space-y-1 text-sm" data-testid={`top-features-${list.key}`}>
              {list.features.map(([clsId, rank, name, share]) => (
                <li key={clsId} className="flex justify-between gap-2">
                  <FeatureModalLink
                    feature={{ cls_id: clsId, name, type: list.type, cls_type_id: list.typeId }}
                    className={`text-indigo-700 dark:text-indigo-300 ${LINK_CLASS}`}
                    testId="top-feature-link"
                  >
                    {rank}. {name}
                  </FeatureModalLink>
                  <span className="tabular-nums text-slate-600 dark:text-slate-400">{formatPercent(share)}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      ))}
    </div>
  );
}
