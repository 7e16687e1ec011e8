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

// Thin resolvers: rename the specification's inputs to the data functions' arguments, nothing more.
type Ids = number[] | null | undefined;
type RankArgs = {
  game_ids?: Ids;
  start_date?: string | null;
  end_date?: string | null;
  limit?: number | null;
  cls_type_id?: number | null;
  cls_id?: number | null;
  nextToken?: string | null;
};
type Resolver<A> = (args: A, context: GraphQLContext) => unknown;

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

export const rootValue: Record<string, Resolver<never>> = {
  fetchCovers: (({ id }, { loaders }) => loadAll(loaders.covers, id, "id")) as Resolver<{ id: Ids }>,
  fetchCompanyRoles: (({ release_id, publication_id }, { db }) =>
    listCompanyRoles({ releaseIds: release_id, publicationIds: publication_id, db })) as Resolver<{ release_id: Ids; publication_id: Ids }>,
  fetchCompanies: (({ id }, { loaders }) => loadAll(loaders.companies, id, "id")) as Resolver<{ id: Ids }>,
  fetchPlatforms: (({ id }, { loaders }) => (id ? loadAll(loaders.platforms, id, "id") : loaders.all.platforms())) as Resolver<{ id: Ids }>,
  fetchGameClassificationTypes: ((args, { db }) =>
    listGameClassifications({
      gameIds: args.game_id,
      classificationIds: args.classification_id,
      filters: { classificationTypeIds: args.filters?.classification_type_id },
      perPage: args.perPage,
      currentPage: args.currentPage,
      db,
    })) as Resolver<{ game_id: Ids; classification_id: Ids; filters?: { classification_type_id?: Ids } | null; perPage?: number; currentPage?: number }>,
  fetchPublications: ((args, { db }) =>
    listPublications({
      releaseIds: args.release_id ?? [],
      localityIds: args.locality_id,
      editionIds: args.edition_id,
      distributionIds: args.distribution_id,
      perPage: args.perPage,
      currentPage: args.currentPage,
      db,
    })) as Resolver<{ release_id: Ids; locality_id: Ids; edition_id: Ids; distribution_id: Ids; perPage?: number; currentPage?: number }>,
  fetchGameAgeRatings: (({ publication_id }, { db }) => listGameAgeRatings({ publicationIds: publication_id ?? [], db })) as Resolver<{ publication_id: Ids }>,
  fetchAgeRatings: (({ id }, { loaders }) => loadAll(loaders.ageRatings, id, "id")) as Resolver<{ id: Ids }>,
  fetchGameServices: (({ game_id, filters }, { db }) =>
    listGameServices({ gameIds: game_id ?? [], filters: filters ? { status: filters.status, serviceIds: filters.service_id } : null, db })) as Resolver<{
    game_id: Ids;
    filters?: { status?: string | null; service_id?: Ids } | null;
  }>,
  fetchServices: (({ id }, { loaders }) => (id ? loadAll(loaders.services, id, "id") : loaders.all.services())) as Resolver<{ id: Ids }>,
  fetchGameGenreRankOpt: ((args, { db }) => listGameGenreRanks({ ...rankQuery(args), db })) as Resolver<RankArgs>,
  fetchFeatureRanks: ((args, { db }) => listFeatureRanks({ ...rankQuery(args), db })) as Resolver<RankArgs>,
  fetchPlayercountRankOpt: ((args, { db }) => listPlayerCountRanks({ ...rankQuery(args), db })) as Resolver<RankArgs>,
  fetchPaginatedGCQuery: ((args, { db }) =>
    listGameClassificationPairs({
      classificationIds: args.classification_id,
      gameIds: args.game_id,
      perPage: args.perPage,
      nextToken: args.nextToken,
      db,
    })) as Resolver<{
    classification_id: Ids;
    game_id: Ids;
    perPage?: number;
    nextToken?: string;
  }>,
  fetchPaginatedClassifications: ((args, { db }) =>
    listClassifications({
      ids: args.id,
      classificationTypeIds: args.classification_type_id,
      perPage: args.perPage,
      currentPage: args.currentPage,
      db,
    })) as Resolver<{
    id: Ids;
    classification_type_id: Ids;
    perPage?: number;
    currentPage?: number;
  }>,
  fetchReleases: ((args, { db }) =>
    listReleases({ gameIds: args.game_id, platformIds: args.platform_id, perPage: args.perPage, currentPage: args.currentPage, db })) as Resolver<{
    game_id: Ids;
    platform_id: Ids;
    perPage?: number;
    currentPage?: number;
  }>,
  fetchGames: ((args, { db }) =>
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
    })) as Resolver<{
    id: Ids;
    filters?: { search?: string | null; game_type_id?: Ids; platform_id?: Ids; developer_size?: string[] | null } | null;
    orderBy?: string;
    perPage?: number;
    currentPage?: number;
  }>,
  fetchScreenshots: (async ({ release_id, perPage }, { db }) =>
    (await listScreenshots({ releaseIds: release_id ?? [], perPage, db })).map((shot) => ({
      ...shot,
      url: screenshotUrl({ releaseId: shot.release_id, position: shot.position, filename: shot.filename }),
    }))) as Resolver<{ release_id: Ids; perPage?: number }>,
  fetchSqaGamePlayerStats: ((args, { db, today }) =>
    listGamePlayerStats({ gameIds: args.game_ids ?? [], timePeriod: args.time_period, limit: args.limit, nextToken: args.nextToken, today, db })) as Resolver<{
    game_ids: Ids;
    time_period?: string;
    limit?: number;
    nextToken?: string;
  }>,
  fetchSqaAggregatePlayerCounts: (({ date }, { db }) => listAggregatePlayerCounts({ date, db })) as Resolver<{ date: string }>,
  fetchUpcomingGames: ((args, { db, today }) =>
    listUpcomingGames({ gameIds: args.game_id, option: args.option, perPage: args.perPage, currentPage: args.currentPage, today, db })) as Resolver<{
    game_id: Ids;
    option?: string;
    perPage?: number;
    currentPage?: number;
  }>,
  fetchPlayerCountByDateRangeAws: ((args, { db }) =>
    listPlayerCountByDateRange({
      gameIds: args.game_ids ?? [],
      startDate: args.start_date,
      endDate: args.end_date,
      timePeriod: args.time_period,
      db,
    })) as Resolver<{
    game_ids: Ids;
    start_date: string;
    end_date: string;
    time_period?: string;
  }>,
  fetchFeatureTags: (({ cls_id }, { db }) => listFeatureTags({ clsIds: cls_id ?? [], db })) as Resolver<{ cls_id: Ids }>,
  fetchSentiment: (({ game_id }, { db }) => getSentiment({ gameId: game_id, db })) as Resolver<{ game_id: number }>,
  fetchSocialMedia: (({ game_id }, { db }) => getSocialMedia({ gameId: game_id, db })) as Resolver<{ game_id: number }>,
  fetchWishlists: (({ game_id }, { db }) => listWishlists({ gameId: game_id, db })) as Resolver<{ game_id: number }>,
  fetchVideoStats: (({ game_id }, { db }) => listVideoStats({ gameId: game_id, db })) as Resolver<{ game_id: number }>,
  fetchRevenueEstimates: (({ game_id }, { db, today }) => getRevenueEstimate({ gameId: game_id, today, db })) as Resolver<{ game_id: number }>,
  fetchTopFeaturesByGame: (({ game_id }, { db }) => listTopFeaturesByGame({ gameId: game_id, db })) as Resolver<{ game_id: number }>,
  fetchSimilarGames: (({ game_id, limit }, { db }) => listSimilarGames({ gameId: game_id, limit: checkLimit(limit, 10, 100), db })) as Resolver<{
    game_id: number;
    limit?: number;
  }>,
  fetchTopCompetitors: (({ game_id, limit }, { db }) => listTopCompetitors({ gameId: game_id, limit: checkLimit(limit, 10, 100), db })) as Resolver<{
    game_id: number;
    limit?: number;
  }>,
  fetchSymbioticGames: (({ game_id, limit }, { db }) => listSymbioticGames({ gameId: game_id, limit: checkLimit(limit, 10, 100), db })) as Resolver<{
    game_id: number;
    limit?: number;
  }>,
  fetchSymbioticFeatures: (({ cls_id, limit }, { db }) => listSymbioticFeatures({ clsIds: cls_id ?? [], limit: checkLimit(limit, 15, 100), db })) as Resolver<{
    cls_id: Ids;
    limit?: number;
  }>,
  fetchGamePersona: (({ game_id }, { db }) => getPersonaFit({ gameId: game_id, db })) as Resolver<{ game_id: number }>,
};
