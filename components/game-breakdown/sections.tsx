// The streamed sections of the game breakdown. Each reads its named dataset (or, for player stats, the live
// query the specification keeps out of the cache) and renders its own empty and unavailable states.
import { PeriodTabs } from "@/components/navigation/period-tabs";
import { LineChart } from "@/components/charts/line-chart";
import { DataTable, type Column } from "@/components/tables/data-table";
import { gameHref } from "@/components/tables/game-tables";
import { listGameScreenshots } from "@/lib/data/games";
import { listVideoStats, type VideoStat } from "@/lib/data/market";
import { listGamePlayerStats } from "@/lib/data/players";
import { datasets } from "@/lib/datasets/registry";
import type { DataSourceKind } from "@/lib/shell/flags";
import { screenshotUrl } from "@/lib/art/urls";
import { PLAYER_STATS_WINDOW_DAYS, playerStatsOn } from "@/lib/domain/player-stats";
import { averagePlayerCountByPeriod, PERIOD_GRANULARITY, PERIOD_WINDOW_DAYS, type Period } from "@/lib/domain/periods";
import { formatCompact, formatDay, formatInteger, formatMonth, formatPeriod, formatScore, formatValue } from "@/lib/ui/format";
import { EstimateMethods } from "./estimate-methods";
import { EstimateNotes, estimateNoteId } from "@/components/ui/estimate-notes";
import type { EstimatedFigure } from "@/lib/ui/estimate-notes";
import { Section, SectionMessage, UNAVAILABLE } from "@/components/ui/section";
import { LazyDetails } from "@/components/ui/lazy-details";
import { marketToday } from "@/lib/data/market-date";

export interface SectionProps {
  gameId: number;
  dataSource: "cache" | "graphql";
}

const REVENUE_NOTES_ID = "revenue";

const COLORS = { primary: "#6366f1", secondary: "#f59e0b", tertiary: "#10b981" };

const PERIOD_LABELS: Record<Period, string> = { daily: "30 days", weekly: "12 weeks", three_months: "3 months", six_months: "6 months", monthly: "Monthly" };

/**
 * The player-count chart and the player-stats windows. Player stats are live by default (000 §1); with
 * `playerStatsSource=cloudfront` they are worked out from the cached daily history, whose two years bound "all time".
 */
export async function PlayersSection({
  gameId,
  dataSource,
  statsSource,
  period,
  hrefForPeriod,
}: SectionProps & { statsSource: DataSourceKind; period: Period; hrefForPeriod: (period: Period) => string }) {
  const today = await marketToday();
  const [history, liveStats] = await Promise.all([
    datasets.gamePlayerCountHistory(gameId, { dataSource }),
    statsSource === "graphql" ? listGamePlayerStats({ gameIds: [gameId], today }).then((page) => page.items[0] ?? null) : null,
  ]);
  const daily = history?.daily.map((d) => ({ date: d.date, playerCount: d.player_count })) ?? [];
  const stats = statsSource === "graphql" ? liveStats : history ? playerStatsOn(daily, today) : null;
  const series = history ? averagePlayerCountByPeriod(daily, period, today) : [];
  // A monthly chart's periods are months, the others' days: each written as the screens' month or day columns are.
  const monthly = PERIOD_GRANULARITY[period] === "monthly";
  const periodLabel = monthly ? formatMonth : formatDay;
  const at = (day: string) => `${monthly ? "in" : "on"} ${periodLabel(day)}`;
  const tabs = (
    <PeriodTabs
      label="Period"
      periods={Object.keys(PERIOD_WINDOW_DAYS) as Period[]}
      current={period}
      labels={PERIOD_LABELS}
      hrefFor={hrefForPeriod}
      testIdPrefix="period"
    />
  );
  const windows = stats
    ? [
        ...Object.entries(PLAYER_STATS_WINDOW_DAYS).map(([name, days]) => ({
          window: `Last ${days} day${days === 1 ? "" : "s"}`,
          kind: "average",
          players: stats[name as keyof typeof PLAYER_STATS_WINDOW_DAYS],
        })),
        { window: "All time", kind: "highest day", players: stats.all_time },
      ]
    : [];
  return (
    <Section id="players" title="Players" description="Average daily peak of concurrent players, ending yesterday." actions={tabs}>
      {!history ? (
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      ) : series.length === 0 ? (
        <SectionMessage>No player counts in this window.</SectionMessage>
      ) : (
        <div data-testid="players-chart" data-points={series.length}>
          <LineChart
            labels={series.map((point) => periodLabel(point.period))}
            series={[{ label: "Average daily peak players", values: series.map((point) => point.average), color: COLORS.primary }]}
            format="compact"
            summary={`Players over ${PERIOD_LABELS[period]}: from ${formatCompact(series[0].average)} ${at(series[0].period)} to ${formatCompact(series.at(-1)!.average)} ${at(series.at(-1)!.period)}.`}
          />
        </div>
      )}
      <h3 className="mt-5 text-sm font-semibold">Player stats</h3>
      <DataTable
        caption="Player stats windows"
        csvName={`game-${gameId}-player-stats`}
        testId="player-stats"
        columns={[
          { key: "window", label: "Window" },
          { key: "kind", label: "Measure" },
          { key: "players", label: "Peak players", format: "integer" },
        ]}
        rows={windows}
      />
    </Section>
  );
}

export async function PersonaSection({ gameId, dataSource }: SectionProps) {
  const fit = await datasets.gamePlayerFit(gameId, { dataSource });
  return (
    <Section id="persona" title="Player fit" description="How well the game suits each kind of player, 0–100, from its features.">
      {!fit ? (
        <SectionMessage>No persona scores for this game.</SectionMessage>
      ) : (
        <>
          <p className="mb-3 text-sm" data-testid="persona-summary">
            {fit.summary}
          </p>
          <ul className="space-y-2" data-testid="persona-scores">
            {fit.personas.map((persona) => (
              <li key={persona.persona_id} title={persona.description}>
                <div className="flex justify-between text-sm">
                  <span>{persona.name}</span>
                  <span className="tabular-nums">{Math.round(persona.score)}</span>
                </div>
                <div
                  className="h-2 rounded bg-slate-100 dark:bg-slate-800"
                  role="meter"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(persona.score)}
                  aria-label={persona.name}
                >
                  <div className="h-2 rounded bg-indigo-500" style={{ width: `${Math.min(100, Math.max(0, persona.score))}%` }} />
                </div>
              </li>
            ))}
          </ul>
          <h3 className="mt-5 text-sm font-semibold">Features behind the fit</h3>
          <DataTable
            caption="Features behind the persona fit"
            csvName={`game-${gameId}-persona-features`}
            columns={[
              { key: "name", label: "Feature" },
              { key: "category", label: "Category" },
              { key: "persona", label: "Persona" },
              { key: "score", label: "Score", format: "score" },
              { key: "marketShare", label: "Market share", format: "percent" },
              { key: "playerCount", label: "Players", format: "compact" },
            ]}
            rows={fit.contributing_features}
          />
        </>
      )}
    </Section>
  );
}

const similarColumns: Column[] = [
  { key: "title", label: "Game", href: "href" },
  { key: "similarity", label: "Similarity", format: "similarity", title: "0.8 × weighted feature overlap + 0.1 × release proximity + 0.1 × same price tier" },
  { key: "shared_features", label: "Shared features", format: "integer" },
  { key: "release_year", label: "Released", format: "text" },
  { key: "players_last_month", label: "Peak players (30 days)", format: "compact", title: "Peak player count in the Last Month" },
];

export async function CompetitorsSection({ gameId, dataSource }: SectionProps) {
  const rows = await datasets.gameTopCompetitors(gameId, { dataSource });
  return (
    <Section
      id="competitors"
      title="Top competitors"
      description="Similar games fighting for the same players now: same business model, released within three years."
    >
      {!rows ? (
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      ) : (
        <DataTable
          caption="Top competitors"
          csvName={`game-${gameId}-top-competitors`}
          testId="competitors-table"
          empty="No close competitors found."
          columns={[
            ...similarColumns,
            { key: "competition", label: "Competition", format: "score", title: "Similarity × how comparable the audiences are in size" },
          ]}
          rows={rows.map((row) => ({ ...row, href: gameHref(row.game_id), competition: row.competition * 100 }))}
        />
      )}
    </Section>
  );
}

export async function SymbioticSection({ gameId, dataSource }: SectionProps) {
  const rows = await datasets.gameSymbiotic(gameId, { dataSource });
  return (
    <Section
      id="symbiotic"
      title="Symbiotic games"
      description="Games sharing this one's audience: overlapping features and daily players that rise and fall together."
    >
      {!rows ? (
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      ) : (
        <DataTable
          caption="Symbiotic games"
          csvName={`game-${gameId}-symbiotic-games`}
          testId="symbiotic-table"
          empty="No games share this game's audience closely enough."
          columns={[
            ...similarColumns,
            { key: "player_correlation", label: "Player correlation", format: "score", title: "Pearson correlation of daily players over 180 days" },
          ]}
          rows={rows.map((row) => ({ ...row, href: gameHref(row.game_id) }))}
        />
      )}
    </Section>
  );
}

export async function RevenueSection({ gameId, dataSource }: SectionProps) {
  const revenue = await datasets.revenueEstimate(gameId, { dataSource });
  if (!revenue)
    return (
      <Section id="revenue" title="Revenue estimate">
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      </Section>
    );
  const weeks = revenue.weeks;
  const multiplier =
    revenue.boxleiter_multiplier === null ? undefined : `${formatInteger(revenue.review_count ?? 0)} reviews × ${revenue.boxleiter_multiplier}`;
  const revenueFigures: Array<{ label: string; value: string; note?: EstimatedFigure; detail?: string }> = [
    { label: "Lifetime revenue", value: formatValue("revenue", revenue.lifetime_revenue), note: "revenue" },
    { label: "Boxleiter estimate", value: formatValue("revenue", revenue.predicted_revenue_boxlieter), note: "boxleiter_revenue", detail: multiplier },
    { label: "Copies (Boxleiter)", value: formatValue("integer", revenue.copies_sold_boxlieter), note: "copies_sold", detail: multiplier },
    { label: "Multiplier", value: multiplier ?? "-" },
  ];
  return (
    <Section id="revenue" title="Revenue estimate" description="Estimated net revenue per week and in total, with the Boxleiter estimate beside it.">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {revenueFigures.map(({ label, value, note }) => (
          <div key={label}>
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="font-semibold tabular-nums" aria-describedby={note ? estimateNoteId(REVENUE_NOTES_ID, note) : undefined}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mb-4">
        <EstimateNotes
          idPrefix={REVENUE_NOTES_ID}
          testId="revenue-estimate-notes"
          figures={revenueFigures.flatMap(({ label, note, detail }) => (note ? [{ figure: note, label, detail }] : []))}
        />
      </div>
      <EstimateMethods revenue={revenue} gameId={gameId} />
      {weeks.length === 0 ? (
        <SectionMessage>No weekly revenue estimate for this game.</SectionMessage>
      ) : (
        <>
          <LineChart
            labels={weeks.map((w) => formatPeriod(w.timestamp))}
            series={[
              { label: "Cumulative revenue", values: weeks.map((w) => w.cumulative_estimated_revenue), color: COLORS.primary },
              { label: "Weekly revenue", values: weeks.map((w) => w.estimated_weekly_revenue), color: COLORS.secondary, axis: "right" },
            ]}
            format="revenue"
            tooltipFormat="usd"
            summary={`Estimated revenue over ${weeks.length} weeks, ${formatValue("revenue", weeks.at(-1)!.cumulative_estimated_revenue)} in total.`}
          />
          <LazyDetails className="mt-3" summaryClassName="cursor-pointer text-sm font-medium" summary="Weekly figures">
            <DataTable
              caption="Weekly revenue estimate"
              csvName={`game-${gameId}-revenue`}
              columns={[
                { key: "timestamp", label: "Week", format: "day" },
                { key: "estimated_weekly_revenue", label: "Weekly revenue", format: "usd" },
                { key: "cumulative_estimated_revenue", label: "Cumulative", format: "usd" },
                { key: "predicted_weekly_sales", label: "Copies", format: "integer" },
                { key: "price", label: "Price", format: "usd" },
              ]}
              rows={weeks.map((w) => ({ ...w }))}
            />
          </LazyDetails>
        </>
      )}
    </Section>
  );
}

export async function SocialSection({ gameId, dataSource }: SectionProps) {
  const social = await datasets.socialMediaPerformance(gameId, { dataSource });
  return (
    <Section
      id="social"
      title="Social media"
      description={social?.social_rank ? `Social rank #${social.social_rank} by total followers.` : "Followers per platform, latest month."}
    >
      {!social ? (
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      ) : (
        <DataTable
          caption="Social media per platform"
          csvName={`game-${gameId}-social-media`}
          empty="No social media accounts are tracked for this game."
          columns={[
            { key: "platform", label: "Platform" },
            { key: "followers", label: "Followers", format: "integer" },
            { key: "gains", label: "Gained (12 months)", format: "integer" },
            { key: "losses", label: "Lost (12 months)", format: "integer" },
            { key: "views", label: "Views (12 months)", format: "integer" },
          ]}
          rows={social.platforms.map((p) => ({ platform: p.platform, followers: p.followers, gains: p.gains, losses: p.losses, views: p.views }))}
        />
      )}
    </Section>
  );
}

export async function SentimentSection({ gameId, dataSource }: SectionProps) {
  const sentiment = await datasets.sentimentData(gameId, { dataSource });
  return (
    <Section
      id="sentiment"
      title="Sentiment"
      description={
        sentiment?.overall_average !== null && sentiment ? `Average ${formatScore(sentiment.overall_average)} out of 100.` : "Monthly sentiment, 0–100."
      }
    >
      {!sentiment ? (
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      ) : sentiment.monthly_scores.length === 0 ? (
        <SectionMessage>No sentiment data for this game.</SectionMessage>
      ) : (
        <LineChart
          labels={sentiment.monthly_scores.map((m) => formatPeriod(m.month))}
          series={[{ label: "Sentiment", values: sentiment.monthly_scores.map((m) => m.score), color: COLORS.tertiary }]}
          format="score"
          height={200}
          summary={`Sentiment by month, averaging ${formatScore(sentiment.overall_average)} out of 100.`}
        />
      )}
    </Section>
  );
}

export async function WishlistSection({ gameId, dataSource }: SectionProps) {
  const points = await datasets.wishlistChartData(gameId, { dataSource });
  return (
    <Section id="wishlists" title="Wishlists" description="Estimated Steam wishlists, cumulative.">
      {!points ? (
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      ) : points.length === 0 ? (
        <SectionMessage>No wishlist data for this game.</SectionMessage>
      ) : (
        <LineChart
          labels={points.map((p) => formatPeriod(p.date))}
          series={[{ label: "Wishlists", values: points.map((p) => p.estimated_total_steam_wishlists_cumulative), color: COLORS.secondary }]}
          format="compact"
          height={200}
          summary={`Wishlists reached ${formatCompact(points.at(-1)!.estimated_total_steam_wishlists_cumulative)} on ${formatDay(points.at(-1)!.date)}.`}
        />
      )}
    </Section>
  );
}

function VideoItem({ video }: { video: VideoStat }) {
  return (
    <li className="flex items-baseline justify-between gap-3 py-1.5 text-sm">
      <a href={video.video_url} target="_blank" rel="noopener noreferrer" className="truncate text-indigo-700 hover:underline dark:text-indigo-300">
        {video.video_title}
      </a>
      <span className="shrink-0 text-xs text-slate-500">
        {video.media_type} · {formatCompact(video.youtube_views)} views · {formatValue("day", video.published_at)}
      </span>
    </li>
  );
}

export async function VideosSection({ gameId }: { gameId: number }) {
  const videos = await listVideoStats({ gameId });
  const [first, rest] = [videos.slice(0, 3), videos.slice(3)];
  return (
    <Section id="videos" title="Videos" description="Trailers and streams, most viewed first.">
      {videos.length === 0 ? (
        <SectionMessage>No videos are tracked for this game.</SectionMessage>
      ) : (
        <div data-testid={`videos-${gameId}`}>
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {first.map((video) => (
              <VideoItem key={video.id} video={video} />
            ))}
          </ul>
          {rest.length > 0 && (
            <details>
              <summary className="mt-2 cursor-pointer text-sm font-medium text-indigo-700 dark:text-indigo-300">See all {videos.length} videos</summary>
              <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                {rest.map((video) => (
                  <VideoItem key={video.id} video={video} />
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
    </Section>
  );
}

export async function ScreenshotsSection({ gameId, title }: { gameId: number; title: string }) {
  const shots = await listGameScreenshots({ gameId, perRelease: 10 });
  const unique = [...new Map(shots.map((shot) => [shot.filename, shot])).values()].slice(0, 12);
  return (
    <Section id="screenshots" title="Screenshots">
      {unique.length === 0 ? (
        <SectionMessage>No screenshots for this game.</SectionMessage>
      ) : (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {unique.map((shot, index) => (
            <li key={shot.id}>
              {/* eslint-disable-next-line @next/next/no-img-element -- drawn SVG screenshots need no optimisation */}
              <img
                src={screenshotUrl({ releaseId: shot.release_id, position: shot.position, filename: shot.filename })}
                alt={`${title}, screenshot ${index + 1}`}
                loading="lazy"
                width={shot.width}
                height={shot.height}
                className="aspect-video w-full rounded-lg object-cover"
              />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
