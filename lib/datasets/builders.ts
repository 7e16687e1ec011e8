import "server-only";
import { coverUrl } from "@/lib/art/urls";
import { groupAgeRatings } from "@/lib/domain/age-ratings";
import { developerCompanies } from "@/lib/domain/companies";
import { STEAM_TAG_TYPE } from "@/lib/domain/classifications";
import { formatReleaseDate, parseReleaseDate } from "@/lib/domain/dates";
import { mostCommonPrice, parsePrice } from "@/lib/domain/prices";
import { chooseCoverId } from "@/lib/domain/publications";
import { weeklyGrowthPercent } from "@/lib/domain/player-stats";
import { filterAllowedServices } from "@/lib/domain/services";
import type { GamePlayerStats } from "@/lib/data/players";
import type { FeatureRank } from "@/lib/data/classifications";
import type { DataSource } from "./source";
import { BUILT_IN_GAME_IDS, SAMPLE_PLAYER_COUNT_OVERVIEW } from "./fallbacks";

// How the named datasets of both specification documents are composed from the named queries. Each builder reads
// a DataSource, so the same composition runs in-process (the cache) and through GraphQL (dataSource=graphql);
// lib/datasets/registry.ts names them and puts each in its cache tier.

type TokenPage<T> = { items: T[]; nextToken: string | null };

const daysBefore = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** Pages a token query until the token runs out (section 4 of the data-domain specification). */
async function allPages<T>(read: (nextToken: string | undefined) => Promise<TokenPage<T>>): Promise<T[]> {
  const items: T[] = [];
  let nextToken: string | null = null;
  const seen = new Set<string>();
  do {
    const page: TokenPage<T> = await read(nextToken ?? undefined);
    items.push(...page.items);
    nextToken = page.nextToken;
    if (nextToken && seen.has(nextToken)) break; // a repeated token ends paging
    if (nextToken) seen.add(nextToken);
  } while (nextToken);
  return items;
}

async function titlesOf(source: DataSource, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const games = await source.fetchGames({ id: ids, perPage: Math.min(1500, ids.length) });
  return new Map(games.data.map((g) => [g.id, g.title]));
}

/** Growth: the last week's average players against the last month's, in percent; none without a month of counts. */
function growthOf(stats: GamePlayerStats, monthOfHistory: boolean): number | null {
  return weeklyGrowthPercent(stats, monthOfHistory);
}

/** The overview's ten most played games of the latest day with counts (1, 2 or 3 days back), and that day's first `limit` ranks. */
async function playerCountOverview(source: DataSource, limit: number) {
  for (const back of [1, 2, 3]) {
    const date = daysBefore(source.today, back);
    const ranked = (await source.fetchPlayercountRankOpt({ start_date: date, end_date: date, limit })).items;
    if (ranked.length > 0) {
      const rows = ranked.slice(0, 20);
      // Games hidden from users have no title here and are left out.
      const titles = await titlesOf(
        source,
        rows.map((r) => r.game_id),
      );
      const visible = rows.filter((r) => titles.has(r.game_id)).slice(0, 10);
      const games = visible.map((r) => ({ game_id: r.game_id, title: titles.get(r.game_id)!, player_count: r.player_count }));
      return { overview: { date, isSample: false, games }, ranked };
    }
  }
  return { overview: { date: null, isSample: true, games: SAMPLE_PLAYER_COUNT_OVERVIEW }, ranked: [] };
}

async function trendingGames(source: DataSource, candidates: number[], limit = 10) {
  if (candidates.length === 0) return [];
  const stats = await allPages((nextToken) => source.fetchSqaGamePlayerStats({ game_ids: candidates, nextToken }));
  const rising = stats
    .map((s) => ({ game_id: s.game_id, players: s.one_day, growth: growthOf(s, source.monthOfHistory) }))
    .filter((s): s is { game_id: number; players: number; growth: number } => s.growth !== null && s.players >= 10)
    .sort((a, b) => b.growth - a.growth || a.game_id - b.game_id)
    .slice(0, limit * 2);
  const titles = await titlesOf(
    source,
    rising.map((g) => g.game_id),
  );
  // Games hidden from users have no title here and are left out.
  return rising
    .filter((g) => titles.has(g.game_id))
    .slice(0, limit)
    .map((g) => ({ ...g, title: titles.get(g.game_id)! }));
}

async function marketMovers(source: DataSource, gameIds: number[]) {
  const rows = await Promise.all(
    gameIds.map(async (gameId) => {
      const [revenue, sentiment, wishlists] = await Promise.all([
        source.fetchRevenueEstimates({ game_id: gameId }),
        source.fetchSentiment({ game_id: gameId }),
        source.fetchWishlists({ game_id: gameId }),
      ]);
      const weeks = revenue.weeks;
      const lastWeek = weeks.at(-1)?.estimated_weekly_revenue ?? 0;
      const weekBefore = weeks.at(-2)?.estimated_weekly_revenue ?? 0;
      const months = sentiment.monthly_scores;
      const w = wishlists.map((p) => p.estimated_total_steam_wishlists_cumulative);
      return {
        game_id: gameId,
        revenue_change: weekBefore > 0 ? Math.round((lastWeek / weekBefore - 1) * 1000) / 10 : null,
        weekly_revenue: lastWeek,
        sentiment_change: months.length >= 2 ? Math.round((months.at(-1)!.score - months.at(-2)!.score) * 10) / 10 : null,
        sentiment: months.at(-1)?.score ?? null,
        wishlist_change: w.length >= 5 && w.at(-5)! > 0 ? Math.round((w.at(-1)! / w.at(-5)! - 1) * 1000) / 10 : null,
        wishlists: w.at(-1) ?? null,
      };
    }),
  );
  const titles = await titlesOf(source, gameIds);
  const top = (key: "revenue_change" | "sentiment_change" | "wishlist_change") =>
    rows
      .filter((r) => r[key] !== null && titles.has(r.game_id))
      .sort((a, b) => (b[key] as number) - (a[key] as number) || a.game_id - b.game_id)
      .slice(0, 5)
      .map((r) => ({ ...r, title: titles.get(r.game_id)! }));
  return { revenue: top("revenue_change"), sentiment: top("sentiment_change"), wishlists: top("wishlist_change") };
}

async function topFeaturesThisMonth(source: DataSource) {
  const result: Record<string, Array<FeatureRank & { cls_name: string }>> = {};
  for (const [label, typeId] of [
    ["genres", 1],
    ["themes", 17],
    ["subGenres", 16],
  ] as const) {
    const ranks = await allPages((nextToken) => source.fetchFeatureRanks({ cls_type_id: typeId, start_date: daysBefore(source.today, 45), nextToken }));
    const latest = ranks.reduce((max, r) => (r.date > max ? r.date : max), "");
    const top = ranks
      .filter((r) => r.date === latest)
      .sort((a, b) => a.cls_rank - b.cls_rank)
      .slice(0, 5);
    const names = top.length ? await source.fetchPaginatedClassifications({ id: top.map((r) => r.cls_id) }) : { data: [] };
    const byId = new Map(names.data.map((c) => [c.id, c.name]));
    result[label] = top.map((r) => ({ ...r, cls_name: byId.get(r.cls_id) ?? "" }));
  }
  return result;
}

export async function dashboard(source: DataSource) {
  // One ranking of the latest day serves the overview (its first 20) and the candidates for trending and movers.
  const { overview, ranked: latest } = await playerCountOverview(source, 200);
  const [trending, upcoming, movers, features] = await Promise.all([
    trendingGames(
      source,
      latest.map((r) => r.game_id),
    ),
    source.fetchUpcomingGames({ perPage: 10, currentPage: 1 }),
    marketMovers(
      source,
      latest.slice(0, 20).map((r) => r.game_id),
    ),
    topFeaturesThisMonth(source),
  ]);
  return { playerCountOverview: overview, trendingGames: trending, upcomingGames: upcoming, marketMovers: movers, topFeatures: features };
}

export type DashboardDataset = Awaited<ReturnType<typeof dashboard>>;

export async function allGameIds(source: DataSource): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const games = await source.fetchGames({ perPage: 1500, currentPage: page });
    ids.push(...games.data.map((g) => g.id));
    if (!games.pageInfo.nextPage) break;
  }
  return ids.length ? ids : [...BUILT_IN_GAME_IDS];
}

export async function platformToGameIds(source: DataSource) {
  const platforms = await source.fetchPlatforms({});
  const map: Record<string, number[]> = {};
  for (const platform of platforms) {
    const ids = new Set<number>();
    for (let page = 1; ; page++) {
      const releases = await source.fetchReleases({ platform_id: [platform.id], perPage: 1500, currentPage: page });
      for (const r of releases.data) ids.add(r.game_id);
      if (!releases.pageInfo.nextPage) break;
    }
    map[platform.id] = [...ids].sort((a, b) => a - b);
  }
  return map;
}

/** Feature groups of the game breakdown (section 2 of the data-domain specification, and Steam tags) by classification type id. */
export const FEATURE_GROUPS: Array<{ group: string; parts: Array<{ label: string; typeIds: number[]; primary?: boolean }> }> = [
  { group: "Genre", parts: [{ label: "Genre", typeIds: [1], primary: true }] },
  { group: "Secondary Genre", parts: [{ label: "Secondary Genre", typeIds: [1], primary: false }] },
  { group: "Sub-Genre", parts: [{ label: "Sub-Genre", typeIds: [16] }] },
  {
    group: "Narrative",
    parts: [
      { label: "Theme", typeIds: [17] },
      { label: "Tropes", typeIds: [144] },
      { label: "Delivery", typeIds: [173] },
      { label: "Protagonist", typeIds: [174] },
    ],
  },
  {
    group: "Gameplay",
    parts: [
      { label: "Main Concepts", typeIds: [168, 13] },
      { label: "Itemization", typeIds: [180] },
    ],
  },
  {
    group: "Graphics",
    parts: [
      { label: "Perspective", typeIds: [2] },
      { label: "Technology", typeIds: [11] },
      { label: "Style", typeIds: [19] },
    ],
  },
  {
    group: "World",
    parts: [
      { label: "Setting", typeIds: [157] },
      { label: "Structure", typeIds: [33] },
      { label: "Features", typeIds: [181] },
    ],
  },
  {
    group: "Player Suitability",
    parts: [
      { label: "Main Demographic", typeIds: [14] },
      { label: "Complexity", typeIds: [114] },
      { label: "Sexual Content", typeIds: [53] },
      { label: "Violence", typeIds: [41] },
      { label: "Sensitive Content", typeIds: [145] },
    ],
  },
  // Steam's user tags, as real imports bring them (issue 15, part 4); empty for the demo market, whose games carry
  // none, so its screens show no such group.
  { group: "Steam Tags", parts: [{ label: STEAM_TAG_TYPE.name, typeIds: [STEAM_TAG_TYPE.id] }] },
];

export async function gameMetadata(source: DataSource, id: number) {
  const games = await source.fetchGames({ id: [id] });
  const game = games.data[0];
  if (!game) return null;
  const releases = (await source.fetchReleases({ game_id: [id], perPage: 1500 })).data;
  const releaseIds = releases.map((r) => r.id);
  const [publications, roles, services, classifications, stats, revenue] = await Promise.all([
    releaseIds.length ? source.fetchPublications({ release_id: releaseIds, perPage: 1500 }).then((p) => p.data) : Promise.resolve([]),
    releaseIds.length ? source.fetchCompanyRoles({ release_id: releaseIds }) : Promise.resolve([]),
    source.fetchGameServices({ game_id: [id] }),
    source.fetchGameClassificationTypes({ game_id: [id], option: "GCT", perPage: 500 }).then((p) => p.data),
    source.fetchSqaGamePlayerStats({ game_ids: [id] }).then((p) => p.items[0] ?? null),
    source.fetchRevenueEstimates({ game_id: id }),
  ]);
  const companyIds = [...new Set(roles.map((r) => r.company_id))];
  const publicationIds = publications.map((p) => p.id);
  const [companies, platforms, ratingLinks, serviceRows] = await Promise.all([
    source.fetchCompanies({ id: companyIds }),
    source.fetchPlatforms({ id: [...new Set(releases.map((r) => r.platform_id))] }),
    source.fetchGameAgeRatings({ publication_id: publicationIds }),
    source.fetchServices({ id: [...new Set(services.map((s) => s.service_id))] }),
  ]);
  const ratings = await source.fetchAgeRatings({ id: [...new Set(ratingLinks.map((r) => r.age_rating_id))] });
  const companyName = new Map(companies.map((c) => [c.id, c.name]));
  const coverId = chooseCoverId(
    publications.map((p) => ({ id: p.id, distributionId: p.distribution_id, localityId: p.locality_id, editionId: p.edition_id, coverId: p.cover_id })),
  );
  const covers = coverId ? await source.fetchCovers({ id: [coverId] }) : [];
  const earliest = [...publications].sort((a, b) => (a.release_date_time ?? "9999").localeCompare(b.release_date_time ?? "9999") || a.id - b.id)[0];
  const launchPrice = mostCommonPrice(publications.filter((p) => p.edition_id === 0).map((p) => p.msrp));
  const groups = groupAgeRatings(
    ratings.map((r) => ({ id: r.id, ageRatingSystemId: r.age_rating_system_id, name: r.name, priority: r.priority, shortName: r.short_name })),
  );
  const art = coverUrl({ gameId: id, filename: covers[0]?.filename ?? null });
  return {
    id: game.id,
    title: game.title,
    gameTypeId: game.game_type_id,
    parentGameId: game.parent_game_id,
    steamAppId: game.steam_app_id,
    gameBoxArt: art,
    coverUrl: art,
    releaseDate: earliest?.release_date ?? null,
    releaseDateDisplay: earliest ? formatReleaseDate(earliest.release_date) : null,
    released: earliest ? (parseReleaseDate(earliest.release_date)?.latest ?? "9999") < source.today : false,
    launchPrice,
    launchPriceValue: parsePrice(launchPrice),
    developers: developerCompanies(roles.map((r) => ({ companyId: r.company_id, name: companyName.get(r.company_id) ?? "", role: r.role }))),
    publishers: [
      ...new Map(
        roles.filter((r) => r.role === "Publisher").map((r) => [r.company_id, { id: r.company_id, name: companyName.get(r.company_id) ?? "" }]),
      ).values(),
    ],
    platforms: platforms.map((p) => ({ id: p.id, name: p.name, abbreviation: p.abbreviation })),
    ageRatings: { pegiLike: groups.pegiLike.map((r) => r.shortName), esrbLike: groups.esrbLike.map((r) => r.shortName) },
    services: filterAllowedServices(serviceRows, (s) => s.id).map((s) => ({ id: s.id, name: s.name, type: s.service_type })),
    featureGroups: FEATURE_GROUPS.map(({ group, parts }) => ({
      group,
      parts: parts.map(({ label, typeIds, primary }) => ({
        label,
        features: classifications
          .filter((c) => typeIds.includes(c.classification_type_id) && (primary === undefined || c.is_primary === primary))
          .map((c) => ({
            cls_id: c.gc_classification_id,
            cls_type_id: c.classification_type_id,
            name: c.classification_name,
            type: c.classification_type_name,
          })),
      })),
    })),
    // A game without any player count on record (an imported one whose file has none) has no figure, not 0 players.
    players24h: stats && stats.all_time > 0 ? stats.one_day : null,
    allTimePeak: stats && stats.all_time > 0 ? stats.all_time : null,
    copiesSold: revenue.copies_sold_boxlieter,
    totalPlayers: revenue.total_players,
    lifetimeRevenue: revenue.lifetime_revenue,
    arpu: revenue.arpu,
    isFreeToPlay: revenue.is_free_to_play,
  };
}

/** The game-breakdown header: what game_breakdown_{id}_metadata holds. */
export type GameMetadata = NonNullable<Awaited<ReturnType<typeof gameMetadata>>>;
export type PlayerCountHistory = Awaited<ReturnType<typeof playerCountHistory>>;

export async function playerCountHistory(source: DataSource, id: number) {
  const daily = await source.fetchPlayerCountByDateRangeAws({
    game_ids: [id],
    start_date: daysBefore(source.today, 730),
    end_date: daysBefore(source.today, 1),
    time_period: "daily",
  });
  return { gameId: id, daily: daily.map((d) => ({ date: d.period, player_count: d.player_count })) };
}

async function gamesWithFeature(source: DataSource, clsId: number): Promise<number[]> {
  const pairs = await allPages((nextToken) => source.fetchPaginatedGCQuery({ option: "GC", classification_id: [clsId], perPage: 1500, nextToken }));
  return [...new Set(pairs.map((p) => p.game_id))];
}

export async function featureMetadata(source: DataSource, id: number) {
  const found = await source.fetchPaginatedClassifications({ id: [id] });
  const feature = found.data[0];
  if (!feature) return null;
  const [ranks, tags, games] = await Promise.all([
    allPages((nextToken) => source.fetchFeatureRanks({ cls_id: id, nextToken })),
    source.fetchFeatureTags({ cls_id: [id] }),
    gamesWithFeature(source, id),
  ]);
  const latest = ranks.at(-1) ?? null;
  return {
    id: feature.id,
    name: feature.name,
    description: feature.description,
    classificationTypeId: feature.classification_type_id,
    classificationType: feature.classification_type_name,
    games: games.length,
    rank: latest?.cls_rank ?? null,
    playerCount: latest?.player_count ?? 0,
    marketShare: latest?.market_share ?? 0,
    rankDate: latest?.date ?? null,
    trendTag: tags[0]?.trend_tag ?? null,
    trendMonth: tags[0]?.month_year ?? null,
  };
}

export type FeatureMetadata = NonNullable<Awaited<ReturnType<typeof featureMetadata>>>;
export type FeaturePlayerHistory = Awaited<ReturnType<typeof featurePlayerHistory>>;
export type TrendingGame = Awaited<ReturnType<typeof trendingGames>>[number];

export async function featurePlayerHistory(source: DataSource, id: number) {
  const ranks = await allPages((nextToken) => source.fetchFeatureRanks({ cls_id: id, nextToken }));
  return { clsId: id, monthly: ranks.map((r) => ({ date: r.date, player_count: r.player_count, market_share: r.market_share, cls_rank: r.cls_rank })) };
}

export async function featureTrendingGames(source: DataSource, id: number) {
  return trendingGames(source, await gamesWithFeature(source, id));
}

export async function featureUpcomingGames(source: DataSource, id: number) {
  const games = await gamesWithFeature(source, id);
  if (games.length === 0) return { data: [], pageInfo: null };
  return source.fetchUpcomingGames({ game_id: games, perPage: 10 });
}
