import "server-only";
import { screenshotUrl } from "@/lib/art/urls";
import {
  listCompanyRoles,
  listGameAgeRatings,
  listGameClassifications,
  listGames,
  listGameServices,
  listPublications,
  listReleases,
  listScreenshots,
  listUpcomingGames,
} from "@/lib/data/catalog";
import {
  listClassifications,
  listFeatureRanks,
  listFeatureTags,
  listGameClassificationPairs,
  listGameGenreRanks,
  listTopFeaturesByGame,
} from "@/lib/data/classifications";
import { listSimilarGames, listSymbioticGames, listTopCompetitors } from "@/lib/analytics/game-analytics";
import { getPersonaFit, listSymbioticFeatures } from "@/lib/data/analytics";
import { getRevenueEstimate, getSentiment, getSocialMedia, listVideoStats, listWishlists } from "@/lib/data/market";
import { listAggregatePlayerCounts, listGamePlayerStats, listPlayerCountByDateRange, listPlayerCountRanks } from "@/lib/data/players";
import { checkIds, checkLimit } from "@/lib/data/query";
import type { GraphQLContext } from "./context";

// Thin resolvers: rename the specification's inputs to the data functions' arguments, nothing more. Each is typed, so
// the datasets (lib/datasets/source.ts) call them by name with their own argument and result types.
type Ids = number[] | null | undefined;
type Paging = { perPage?: number; currentPage?: number };
type RankArgs = {
  game_ids?: Ids;
  start_date?: string | null;
  end_date?: string | null;
  limit?: number | null;
  cls_type_id?: number | null;
  cls_id?: number | null;
  nextToken?: string | null;
};
type GameArgs = { game_id: number };
type Context = GraphQLContext;

async function loadAll<T>(loader: { loadMany(ids: number[]): Promise<Array<T | null | Error>> }, ids: Ids, field: string): Promise<T[]> {
  const wanted = checkIds(ids, field) ?? [];
  if (wanted.length === 0) return [];
  const rows = await loader.loadMany(wanted);
  const failure = rows.find((row) => row instanceof Error);
  if (failure) throw failure;
  return rows.filter((row): row is T => row !== null);
}

const rankQuery = (args: RankArgs) => ({
  gameIds: args.game_ids,
  startDate: args.start_date,
  endDate: args.end_date,
  limit: args.limit,
  clsTypeId: args.cls_type_id,
  clsId: args.cls_id,
  nextToken: args.nextToken,
});

/** The named queries, each over its lib/data function. */
export const namedQueries = {
  fetchCovers: ({ id }: { id?: Ids }, { loaders }: Context) => loadAll(loaders.covers, id, "id"),
  fetchCompanyRoles: ({ release_id, publication_id }: { release_id?: Ids; publication_id?: Ids }, { db }: Context) =>
    listCompanyRoles({ releaseIds: release_id, publicationIds: publication_id, db }),
  fetchCompanies: ({ id }: { id?: Ids }, { loaders }: Context) => loadAll(loaders.companies, id, "id"),
  fetchPlatforms: ({ id }: { id?: Ids }, { loaders }: Context) => (id ? loadAll(loaders.platforms, id, "id") : loaders.all.platforms()),
  fetchGameClassificationTypes: (
    args: { game_id?: Ids; classification_id?: Ids; filters?: { classification_type_id?: Ids } | null; option?: string } & Paging,
    { db }: Context,
  ) =>
    listGameClassifications({
      gameIds: args.game_id,
      classificationIds: args.classification_id,
      filters: { classificationTypeIds: args.filters?.classification_type_id },
      perPage: args.perPage,
      currentPage: args.currentPage,
      db,
    }),
  fetchPublications: (args: { release_id?: Ids; locality_id?: Ids; edition_id?: Ids; distribution_id?: Ids } & Paging, { db }: Context) =>
    listPublications({
      releaseIds: args.release_id ?? [],
      localityIds: args.locality_id,
      editionIds: args.edition_id,
      distributionIds: args.distribution_id,
      perPage: args.perPage,
      currentPage: args.currentPage,
      db,
    }),
  fetchGameAgeRatings: ({ publication_id }: { publication_id?: Ids }, { db }: Context) => listGameAgeRatings({ publicationIds: publication_id ?? [], db }),
  fetchAgeRatings: ({ id }: { id?: Ids }, { loaders }: Context) => loadAll(loaders.ageRatings, id, "id"),
  fetchGameServices: ({ game_id, filters }: { game_id?: Ids; filters?: { status?: string | null; service_id?: Ids } | null }, { db }: Context) =>
    listGameServices({ gameIds: game_id ?? [], filters: filters ? { status: filters.status, serviceIds: filters.service_id } : null, db }),
  fetchServices: ({ id }: { id?: Ids }, { loaders }: Context) => (id ? loadAll(loaders.services, id, "id") : loaders.all.services()),
  fetchGameGenreRankOpt: (args: RankArgs, { db }: Context) => listGameGenreRanks({ ...rankQuery(args), db }),
  fetchFeatureRanks: (args: RankArgs, { db }: Context) => listFeatureRanks({ ...rankQuery(args), db }),
  fetchPlayercountRankOpt: (args: RankArgs, { db }: Context) => listPlayerCountRanks({ ...rankQuery(args), db }),
  fetchPaginatedGCQuery: (args: { classification_id?: Ids; game_id?: Ids; option?: string; perPage?: number; nextToken?: string | null }, { db }: Context) =>
    listGameClassificationPairs({
      classificationIds: args.classification_id,
      gameIds: args.game_id,
      perPage: args.perPage,
      nextToken: args.nextToken,
      db,
    }),
  fetchPaginatedClassifications: (args: { id?: Ids; classification_type_id?: Ids } & Paging, { db }: Context) =>
    listClassifications({
      ids: args.id,
      classificationTypeIds: args.classification_type_id,
      perPage: args.perPage,
      currentPage: args.currentPage,
      db,
    }),
  fetchReleases: (args: { game_id?: Ids; platform_id?: Ids } & Paging, { db }: Context) =>
    listReleases({ gameIds: args.game_id, platformIds: args.platform_id, perPage: args.perPage, currentPage: args.currentPage, db }),
  fetchGames: (
    args: {
      id?: Ids;
      filters?: { search?: string | null; game_type_id?: Ids; platform_id?: Ids; developer_size?: string[] | null } | null;
      orderBy?: string;
    } & Paging,
    { db }: Context,
  ) =>
    listGames({
      ids: args.id,
      filters: args.filters
        ? {
            search: args.filters.search,
            gameTypeIds: args.filters.game_type_id,
            platformIds: args.filters.platform_id,
            developerSizes: args.filters.developer_size,
          }
        : null,
      orderBy: args.orderBy,
      perPage: args.perPage,
      currentPage: args.currentPage,
      db,
    }),
  fetchScreenshots: async ({ release_id, perPage }: { release_id?: Ids; perPage?: number }, { db }: Context) =>
    (await listScreenshots({ releaseIds: release_id ?? [], perPage, db })).map((shot) => ({
      ...shot,
      url: screenshotUrl({ releaseId: shot.release_id, position: shot.position, filename: shot.filename }),
    })),
  fetchSqaGamePlayerStats: (args: { game_ids?: Ids; time_period?: string; limit?: number; nextToken?: string | null }, { db, today }: Context) =>
    listGamePlayerStats({ gameIds: args.game_ids ?? [], timePeriod: args.time_period, limit: args.limit, nextToken: args.nextToken, today, db }),
  fetchSqaAggregatePlayerCounts: ({ date }: { date: string }, { db }: Context) => listAggregatePlayerCounts({ date, db }),
  fetchUpcomingGames: (args: { game_id?: Ids; option?: string } & Paging, { db, today }: Context) =>
    listUpcomingGames({ gameIds: args.game_id, option: args.option, perPage: args.perPage, currentPage: args.currentPage, today, db }),
  fetchPlayerCountByDateRangeAws: (args: { game_ids?: Ids; start_date: string; end_date: string; time_period?: string }, { db }: Context) =>
    listPlayerCountByDateRange({
      gameIds: args.game_ids ?? [],
      startDate: args.start_date,
      endDate: args.end_date,
      timePeriod: args.time_period,
      db,
    }),
  fetchFeatureTags: ({ cls_id }: { cls_id?: Ids }, { db }: Context) => listFeatureTags({ clsIds: cls_id ?? [], db }),
  fetchSentiment: ({ game_id }: GameArgs, { db }: Context) => getSentiment({ gameId: game_id, db }),
  fetchSocialMedia: ({ game_id }: GameArgs, { db }: Context) => getSocialMedia({ gameId: game_id, db }),
  fetchWishlists: ({ game_id }: GameArgs, { db }: Context) => listWishlists({ gameId: game_id, db }),
  fetchVideoStats: ({ game_id }: GameArgs, { db }: Context) => listVideoStats({ gameId: game_id, db }),
  fetchRevenueEstimates: ({ game_id }: GameArgs, { db, today }: Context) => getRevenueEstimate({ gameId: game_id, today, db }),
  fetchTopFeaturesByGame: ({ game_id }: GameArgs, { db }: Context) => listTopFeaturesByGame({ gameId: game_id, db }),
  fetchSimilarGames: ({ game_id, limit }: GameArgs & { limit?: number }, { db }: Context) =>
    listSimilarGames({ gameId: game_id, limit: checkLimit(limit, 10, 100), db }),
  fetchTopCompetitors: ({ game_id, limit }: GameArgs & { limit?: number }, { db }: Context) =>
    listTopCompetitors({ gameId: game_id, limit: checkLimit(limit, 10, 100), db }),
  fetchSymbioticGames: ({ game_id, limit }: GameArgs & { limit?: number }, { db }: Context) =>
    listSymbioticGames({ gameId: game_id, limit: checkLimit(limit, 10, 100), db }),
  fetchSymbioticFeatures: ({ cls_id, limit }: { cls_id?: Ids; limit?: number }, { db }: Context) =>
    listSymbioticFeatures({ clsIds: cls_id ?? [], limit: checkLimit(limit, 15, 100), db }),
  fetchGamePersona: ({ game_id }: GameArgs, { db }: Context) => getPersonaFit({ gameId: game_id, db }),
};

export type NamedQueries = typeof namedQueries;
export type NamedQuery = keyof NamedQueries;
export type QueryArgs<K extends NamedQuery> = Parameters<NamedQueries[K]>[0];
export type QueryResult<K extends NamedQuery> = Awaited<ReturnType<NamedQueries[K]>>;

/** graphql-js's root value: the named queries themselves, each answering its root field. */
export const rootValue: Record<NamedQuery, unknown> = namedQueries;
