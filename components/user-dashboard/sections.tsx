// The user dashboard's sections (/user-dashboard-page). Each reads its own data for the signed-in user, streams in
// its own Suspense boundary and says how to fill it when it is empty; a failure stays inside its section.
import { SteadyLink } from "@/components/navigation/steady-link";
import { DateTime } from "@/components/admin/date-time";
import { featureLink } from "@/lib/ui/feature-links";
import { Section, SectionMessage, UNAVAILABLE } from "@/components/ui/section";
import { DataTable } from "@/components/tables/data-table";
import { gameHref } from "@/components/tables/game-tables";
import { coverUrl } from "@/lib/art/urls";
import { listConversationPreviews, listConversations } from "@/lib/data/conversations";
import { listFollowedGames } from "@/lib/data/follows";
import { listRecentlyViewedFeatures, listRecentlyViewedGames } from "@/lib/data/page-views";
import { formatCompact, formatInteger, truncate } from "@/lib/ui/format";
import { texts } from "@/lib/ui/texts";

const t = texts.userDashboard;
/** Specification 000 §9: a message preview is 50 characters; cut text ends with '...'. */
export const CONVERSATION_PREVIEW_LENGTH = 50;
export const CONVERSATIONS_SHOWN = 10;
export const RECENT_ITEMS_SHOWN = 8;

const linkClass = "rounded font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300";

type Props = { userId: string };

/** Runs a section's read; on failure logs it and answers null, so the section says it is unavailable. */
async function load<T>(section: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    console.error(`[user-dashboard] ${section}`, error);
    return null;
  }
}

function Empty({ children, testId }: { children: React.ReactNode; testId: string }) {
  return (
    <div className="py-6 text-center text-sm text-slate-500 dark:text-slate-400" data-testid={testId}>
      {children}
    </div>
  );
}

export async function ConversationsSection({ userId }: Props) {
  const data = await load("conversations", async () => {
    const conversations = await listConversations({ userId, limit: CONVERSATIONS_SHOWN });
    const previews = await listConversationPreviews({ userId, conversationIds: conversations.map((c) => c.conversation_id) });
    const previewById = new Map(previews.map((p) => [p.conversation_id, p.content]));
    return conversations.map((c) => ({ ...c, preview: previewById.get(c.conversation_id) ?? null }));
  });
  return (
    <Section id="conversations" title={t.conversationsTitle} description={t.conversationsDescription}>
      {!data ? (
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      ) : data.length === 0 ? (
        <Empty testId="conversations-empty">
          <p>{t.conversationsEmpty}</p>
          <SteadyLink href="/lumos-page" className={`mt-3 inline-block ${linkClass}`}>
            {t.askLumos}
          </SteadyLink>
        </Empty>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="conversation-list">
          {data.map((conversation) => (
            <li
              key={conversation.conversation_id}
              className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
              data-testid="conversation-item"
            >
              <div className="min-w-0">
                <SteadyLink
                  href={`/lumos-page?conversation=${encodeURIComponent(conversation.conversation_id)}`}
                  className={`block truncate ${linkClass}`}
                  data-testid="conversation-link"
                >
                  {conversation.conversation_title}
                </SteadyLink>
                {conversation.preview && (
                  <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400" data-testid="conversation-preview">
                    {truncate(conversation.preview.replace(/\s+/g, " ").trim(), CONVERSATION_PREVIEW_LENGTH)}
                  </p>
                )}
              </div>
              <div className="flex shrink-0 gap-3 text-xs text-slate-500 sm:flex-col sm:items-end sm:gap-0.5">
                <DateTime value={conversation.last_activity_at} />
                <span data-testid="conversation-messages">{t.messageCount(conversation.message_count)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export async function RecentGamesSection({ userId }: Props) {
  const games = await load("recent games", () => listRecentlyViewedGames({ userId, limit: RECENT_ITEMS_SHOWN }));
  return (
    <Section id="recent-games" title={t.gamesTitle} description={t.gamesDescription}>
      {!games ? (
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      ) : games.length === 0 ? (
        <Empty testId="recent-games-empty">{t.gamesEmpty}</Empty>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="recent-games">
          {games.map((game) => (
            <li
              key={game.game_id}
              className="flex items-center gap-3 rounded-lg bg-slate-50 p-2.5 dark:bg-slate-800/60"
              data-testid="recent-game"
              data-game-id={game.game_id}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- drawn SVG covers need no optimisation */}
              <img
                src={coverUrl({ gameId: game.game_id, filename: null })}
                alt=""
                width={45}
                height={60}
                className="h-[60px] w-[45px] shrink-0 rounded object-cover"
              />
              <div className="min-w-0">
                <SteadyLink href={gameHref(game.game_id)} className={`line-clamp-2 ${linkClass}`}>
                  {game.title}
                </SteadyLink>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  <span className="tabular-nums" title={`${formatInteger(game.players_24h)} players`}>
                    {formatCompact(game.players_24h)}
                  </span>{" "}
                  players (24h)
                </p>
                <p className="text-xs text-slate-500">
                  {t.viewed} <DateTime value={game.last_viewed_at} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

const TREND_STYLE: Record<string, string> = {
  Rising: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200",
  Declining: "bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200",
};

export async function RecentFeaturesSection({ userId }: Props) {
  const features = await load("recent features", () => listRecentlyViewedFeatures({ userId, limit: RECENT_ITEMS_SHOWN }));
  return (
    <Section id="recent-features" title={t.featuresTitle} description={t.featuresDescription}>
      {!features ? (
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      ) : features.length === 0 ? (
        <Empty testId="recent-features-empty">{t.featuresEmpty}</Empty>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="recent-features">
          {features.map((feature) => (
            <li
              key={feature.cls_id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2"
              data-testid="recent-feature"
              data-cls-id={feature.cls_id}
            >
              <div className="min-w-0">
                <span className="mr-2 text-xs uppercase tracking-wide text-slate-500">{feature.type}</span>
                <SteadyLink
                  href={featureLink({ cls_id: feature.cls_id, name: feature.name, type: feature.type, cls_type_id: feature.cls_type_id })!}
                  className={linkClass}
                >
                  {feature.name}
                </SteadyLink>
                {feature.trend_tag && (
                  <span className={`ml-2 rounded-full px-2 py-0.5 text-xs font-medium ${TREND_STYLE[feature.trend_tag] ?? "bg-slate-100 dark:bg-slate-800"}`}>
                    {feature.trend_tag}
                  </span>
                )}
              </div>
              <div className="flex items-center gap-4 text-xs text-slate-600 dark:text-slate-400">
                {feature.rank !== null && (
                  <span className="tabular-nums" title={`Rank among ${feature.type.toLowerCase()} features by players in the latest month`}>
                    #{feature.rank}
                  </span>
                )}
                <span className="tabular-nums" title={`${formatInteger(feature.player_count)} players in the latest month`}>
                  {formatCompact(feature.player_count)} players
                </span>
                <span>
                  {t.viewed} <DateTime value={feature.last_viewed_at} />
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export async function FollowedGamesSection({ userId }: Props) {
  const games = await load("followed games", () => listFollowedGames({ userId }));
  return (
    <Section id="followed-games" title={t.followsTitle} description={t.followsDescription}>
      {!games ? (
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      ) : games.length === 0 ? (
        <Empty testId="followed-games-empty">{t.followsEmpty}</Empty>
      ) : (
        <DataTable
          caption={t.followsTitle}
          csvName="games-you-follow"
          testId="followed-games-table"
          columns={[
            { key: "title", label: "Game", href: "href" },
            { key: "players_24h", label: "Players (24h)", format: "compact", title: "Average peak concurrent players over the last day" },
            { key: "growth", label: "Growth", format: "signed-percent", title: "Last week's average players against the last month's" },
            { key: "followed", label: "Followed since", format: "day" },
          ]}
          rows={games.map((game) => ({
            title: game.title,
            href: gameHref(game.game_id),
            players_24h: game.players_24h,
            growth: game.growth,
            followed: game.followed_at.slice(0, 10),
          }))}
        />
      )}
    </Section>
  );
}
