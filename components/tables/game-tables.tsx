// Game tables that several screens show the same way: trending and upcoming games, each row opening its game.
import { DataTable } from "@/components/tables/data-table";
import type { UpcomingGame } from "@/lib/data/catalog";
import type { TrendingGame } from "@/lib/datasets/registry";
import { formatReleaseDate } from "@/lib/domain/dates";

export const gameHref = (id: number) => `/game-breakdown-page?id=${id}`;

type TableProps = { caption: string; csvName: string; testId: string; empty: string };

/** What a trending list says when the data holds under 30 days of player counts: no growth is measured, not "none grows". */
export const GROWTH_NEEDS_A_MONTH = "Growth needs 30 days of player counts; the data holds fewer.";

export function TrendingGamesTable({ rows, ...props }: TableProps & { rows: TrendingGame[] }) {
  return (
    <DataTable
      {...props}
      columns={[
        { key: "title", label: "Game", href: "href" },
        { key: "players", label: "Players (24h)", format: "compact" },
        { key: "growth", label: "Growth", format: "signed-percent" },
      ]}
      rows={rows.map((row) => ({ ...row, href: gameHref(row.game_id) }))}
    />
  );
}

export function UpcomingGamesTable({ rows, ...props }: TableProps & { rows: UpcomingGame[] }) {
  return (
    <DataTable
      {...props}
      columns={[
        { key: "title", label: "Game", href: "href" },
        { key: "release", label: "Release" },
      ]}
      rows={rows.map((row) => ({ title: row.title, release: formatReleaseDate(row.release_date), href: gameHref(row.game_id) }))}
    />
  );
}
