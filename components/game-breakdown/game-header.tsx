import { FeatureChips, type FeatureGroup, type FeaturePart } from "./feature-chips";
import type { GameMetadata } from "@/lib/datasets/registry";
import { releaseLine } from "@/lib/domain/release-categories";
import { featureLink } from "@/lib/ui/feature-links";
import { EstimateNotes, estimateNoteId, type NotedFigure } from "@/components/ui/estimate-notes";
import type { EstimatedFigure } from "@/lib/ui/estimate-notes";
import { formatCompact, formatArpu, formatInteger, formatMoney } from "@/lib/ui/format";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm">{children}</dd>
    </div>
  );
}

const list = (items: string[]) => (items.length ? items.join(", ") : "-");

interface Tile {
  label: string;
  value: string;
  /** What a measured figure is, on hover. */
  title?: string;
  /** An estimated figure's "how this is estimated" note, shown under the tiles. */
  note?: EstimatedFigure;
}

const NOTES_ID = "game-header";

/** The header tiles' notes, in tile order, with this game's own inputs where the header has them. */
function headerNotes(game: GameMetadata, tiles: Tile[]): NotedFigure[] {
  const arpuDetail =
    game.arpu !== null && game.lifetimeRevenue !== null && game.totalPlayers
      ? `${formatMoney(game.lifetimeRevenue)} ÷ ${formatInteger(game.totalPlayers)} players`
      : undefined;
  return tiles.flatMap((tile) => (tile.note ? [{ figure: tile.note, label: tile.label, detail: tile.note === "arpu" ? arpuDetail : undefined }] : []));
}

/** The game's header; `actions` (the follow button) sit beside the title. */
export function GameHeader({ game, actions }: { game: GameMetadata; actions?: React.ReactNode }) {
  const tiles: Tile[] = [
    { label: "Players (24h)", value: formatCompact(game.players24h), title: "Average peak concurrent players over the last day" },
    {
      label: "Launch Price",
      value: game.isFreeToPlay ? "Free to play" : (game.launchPrice ?? "-"),
      title: "The most common list price of the standard edition",
    },
    { label: "Copies Sold", value: formatCompact(game.copiesSold), note: "copies_sold" },
    { label: "All-time peak", value: formatCompact(game.allTimePeak), title: "Highest daily peak of concurrent players on record" },
    {
      label: "Lifetime revenue",
      value: formatMoney(game.lifetimeRevenue),
      note: "revenue",
    },
    {
      label: "ARPU",
      value: game.arpu === null ? "-" : formatArpu(game.arpu),
      note: "arpu",
    },
  ];
  return (
    <header className="rounded-xl bg-white p-5 shadow-sm dark:bg-surface-dark-muted">
      <div className="flex flex-col gap-5 sm:flex-row">
        {/* eslint-disable-next-line @next/next/no-img-element -- drawn SVG covers need no optimisation */}
        <img
          src={game.coverUrl}
          alt={`Cover of ${game.title}`}
          width={150}
          height={200}
          className="h-[200px] w-[150px] shrink-0 rounded-lg object-cover shadow"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
            <h1 className="text-2xl font-bold tracking-tight" data-testid="game-title">
              {game.title}
            </h1>
            {actions}
          </div>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="game-release">
            {releaseLine({
              dateDisplay: game.releaseDateDisplay,
              released: game.released,
              played: (game.totalPlayers ?? 0) > 0 || (game.copiesSold ?? 0) > 0 || (game.allTimePeak ?? 0) > 0,
            })}
          </p>
          <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <Fact label="Developers">{list(game.developers.map((d) => d.name))}</Fact>
            <Fact label="Publishers">{list(game.publishers.map((p) => p.name))}</Fact>
            <Fact label="Platforms">{list(game.platforms.map((p) => p.name))}</Fact>
            <Fact label="Age ratings">
              {game.ageRatings.pegiLike.length || game.ageRatings.esrbLike.length ? (
                <span className="flex flex-wrap gap-1">
                  {[...game.ageRatings.pegiLike, ...game.ageRatings.esrbLike].map((rating, index) => (
                    <span key={`${rating}-${index}`} className="rounded border border-slate-300 px-1.5 text-xs dark:border-slate-600">
                      {rating}
                    </span>
                  ))}
                </span>
              ) : (
                "-"
              )}
            </Fact>
            <Fact label="Services">{list(game.services.map((s) => s.name))}</Fact>
            {game.steamAppId && <Fact label="Steam app id">{game.steamAppId}</Fact>}
          </dl>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60" title={tile.title}>
            <dt className="text-xs text-slate-500">{tile.label}</dt>
            <dd
              className="text-xl font-semibold tabular-nums"
              data-testid={`stat-${tile.label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`}
              aria-describedby={tile.note ? estimateNoteId(NOTES_ID, tile.note) : undefined}
            >
              {tile.value}
            </dd>
          </div>
        ))}
      </dl>
      <EstimateNotes
        idPrefix={NOTES_ID}
        figures={headerNotes(game, tiles)}
        testId="header-estimate-notes"
        footer={
          <>
            The{" "}
            <a href="#revenue" className="text-indigo-700 underline dark:text-indigo-300">
              Revenue estimate
            </a>{" "}
            compares three methods side by side, each with this game&apos;s own inputs.
          </>
        }
      />
    </header>
  );
}

export function FeatureGroups({ game }: { game: GameMetadata }) {
  const groups = game.featureGroups.filter((group) => group.parts.some((part) => part.features.length));
  if (groups.length === 0) return <p className="text-sm text-slate-500">No features are recorded for this game.</p>;
  return (
    <FeatureChips
      groups={groups.map(({ group, parts }): FeatureGroup => [
        group,
        parts
          .filter((part) => part.features.length)
          .map((part): FeaturePart => [parts.length > 1 ? part.label : null, part.features.map((feature) => [feature.name, featureLink(feature)])]),
      ])}
    />
  );
}
