"use client";
// The game breakdown's sections below the fold. The page sends skeletons in their place; once it has hydrated, this
// reads their data in one request (GET /api/game-breakdown/sections, lib/game-breakdown/below-the-fold.ts) and draws
// them (components/ui/sections-after-page.tsx). A result is only drawn for the game and sources it was asked for.
import { LineChart } from "@/components/charts/line-chart";
import { DataTable, type Column } from "@/components/tables/data-table";
import { gameHref } from "@/components/tables/game-tables";
import { EstimateNotes, estimateNoteId } from "@/components/ui/estimate-notes";
import { LazyDetails } from "@/components/ui/lazy-details";
import { Section, SectionMessage, UNAVAILABLE } from "@/components/ui/section";
import { SectionAfterPage, useSectionsData } from "@/components/ui/sections-after-page";
import type { VideoStat } from "@/lib/data/market";
import type { GameSectionsBelowTheFold } from "@/lib/game-breakdown/below-the-fold";
import { sourceParam, type DataSources } from "@/lib/shell/flags";
import type { EstimatedFigure } from "@/lib/ui/estimate-notes";
import { formatCompact, formatDay, formatInteger, formatPeriod, formatScore, formatValue } from "@/lib/ui/format";
import { COLORS } from "./colors";
import { EstimateMethods } from "./estimate-methods";

type Parts = GameSectionsBelowTheFold;

const REVENUE_NOTES_ID = "revenue";

/** The sections below the players, in the page's layout: skeletons until their data has come, then the sections. */
export function GameSectionsBelow({
  gameId,
  title,
  sources,
}: {
  gameId: number;
  title: string;
  sources: Pick<DataSources, "gameBreakdown" | "marketingStrategy">;
}) {
  const key = new URLSearchParams({
    id: String(gameId),
    gameDataSource: sourceParam(sources.gameBreakdown),
    marketingStrategySource: sourceParam(sources.marketingStrategy),
  }).toString();
  const parts = useSectionsData<Parts>(`/api/game-breakdown/sections?${key}`);
  const part = (id: string, title: string, height: string | undefined, draw: (parts: Parts) => React.ReactNode) => (
    <SectionAfterPage data={parts} id={id} title={title} height={height}>
      {draw}
    </SectionAfterPage>
  );
  return (
    <>
      {/* One above the other: six columns of games do not fit half the page's width. */}
      {part("competitors", "Top competitors", undefined, (p) => (
        <CompetitorsView gameId={gameId} rows={p.competitors} />
      ))}
      {part("symbiotic", "Symbiotic games", undefined, (p) => (
        <SymbioticView gameId={gameId} rows={p.symbiotic} monthOfHistory={p.monthOfHistory} />
      ))}
      {part("persona", "Player fit", undefined, (p) => (
        <PersonaView gameId={gameId} fit={p.fit} />
      ))}
      <h2 className="pt-2 text-xl font-bold tracking-tight">Marketing strategy</h2>
      {part("revenue", "Revenue estimate", "h-80", (p) => (
        <RevenueView gameId={gameId} revenue={p.revenue} />
      ))}
      <div className="grid gap-6 lg:grid-cols-2">
        {part("sentiment", "Sentiment", undefined, (p) => (
          <SentimentView sentiment={p.sentiment} />
        ))}
        {part("wishlists", "Wishlists", undefined, (p) => (
          <WishlistView points={p.wishlists} />
        ))}
      </div>
      {part("social", "Social media", "h-40", (p) => (
        <SocialView gameId={gameId} social={p.social} />
      ))}
      {part("videos", "Videos", "h-24", (p) => (
        <VideosView gameId={gameId} videos={p.videos} />
      ))}
      {part("screenshots", "Screenshots", "h-40", (p) => (
        <ScreenshotsView title={title} shots={p.screenshots} />
      ))}
    </>
  );
}

function PersonaView({ gameId, fit }: { gameId: number; fit: Parts["fit"] }) {
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

function CompetitorsView({ gameId, rows }: { gameId: number; rows: Parts["competitors"] }) {
  return (
    <Section
      id="competitors"
      title="Top competitors"
      description="Similar games fighting for the same players now: same business model, released within three years (or in any year when fewer than five games of its size were)."
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

function SymbioticView({ gameId, rows, monthOfHistory }: { gameId: number; rows: Parts["symbiotic"]; monthOfHistory: boolean }) {
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
          empty={
            monthOfHistory
              ? "No games share this game's audience closely enough."
              : "Symbiotic games need 30 days of daily player counts to compare; the data holds fewer."
          }
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

function RevenueView({ gameId, revenue }: { gameId: number; revenue: Parts["revenue"] }) {
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

function SocialView({ gameId, social }: { gameId: number; social: Parts["social"] }) {
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

function SentimentView({ sentiment }: { sentiment: Parts["sentiment"] }) {
  // A game without monthly scores (an imported one) has its reviews' share as its sentiment, as Lumos and market research read it.
  const fromReviews = sentiment && sentiment.monthly_scores.length === 0 && sentiment.review_score !== null ? sentiment.review_score : null;
  return (
    <Section
      id="sentiment"
      title="Sentiment"
      description={
        sentiment?.overall_average !== null && sentiment
          ? `Average ${formatScore(sentiment.overall_average)} out of 100.`
          : fromReviews !== null
            ? `${formatScore(fromReviews)} out of 100, from its reviews.`
            : "Monthly sentiment, 0–100."
      }
    >
      {!sentiment ? (
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      ) : sentiment.monthly_scores.length === 0 ? (
        <SectionMessage>
          {fromReviews !== null
            ? `No monthly sentiment scores for this game: ${formatScore(fromReviews)}% of its ${formatInteger(sentiment.positive_reviews + sentiment.negative_reviews)} reviews are positive, the figure Lumos and market research give as its sentiment.`
            : "No sentiment data for this game."}
        </SectionMessage>
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

function WishlistView({ points }: { points: Parts["wishlists"] }) {
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

function VideosView({ gameId, videos }: { gameId: number; videos: Parts["videos"] }) {
  if (!videos)
    return (
      <Section id="videos" title="Videos">
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      </Section>
    );
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

function ScreenshotsView({ title, shots }: { title: string; shots: Parts["screenshots"] }) {
  if (!shots)
    return (
      <Section id="screenshots" title="Screenshots">
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      </Section>
    );
  return (
    <Section id="screenshots" title="Screenshots">
      {shots.length === 0 ? (
        <SectionMessage>No screenshots for this game.</SectionMessage>
      ) : (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {shots.map((shot, index) => (
            <li key={shot.id}>
              {/* eslint-disable-next-line @next/next/no-img-element -- drawn SVG screenshots need no optimisation */}
              <img
                src={shot.src}
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
