// GraphQL is a thin adapter: each named query, sent through the executor with every field selected (as the datasets'
// dataSource=graphql sends it), answers exactly what its lib/data function returns for the same inputs, read through
// the schema's fields. The table must name every root field, so a new query cannot skip the check.
import { getNamedType, getNullableType, isListType, isObjectType, type GraphQLOutputType } from "graphql";
import type { DatabaseHandle } from "@/lib/db/client";
import { listSimilarGames, listSymbioticGames, listTopCompetitors } from "@/lib/analytics/game-analytics";
import { screenshotUrl } from "@/lib/art/urls";
import { getPersonaFit, listSymbioticFeatures } from "@/lib/data/analytics";
import * as catalog from "@/lib/data/catalog";
import * as classifications from "@/lib/data/classifications";
import { getRevenueEstimate, getSentiment, getSocialMedia, listVideoStats, listWishlists } from "@/lib/data/market";
import * as players from "@/lib/data/players";
import { documentFor } from "@/lib/datasets/source";
import { createContext } from "@/lib/graphql/context";
import { runGraphQL, schema } from "@/lib/graphql/execute";
import { createTestDatabase, queryRows, TEST_TODAY } from "./helpers/test-database";

const YESTERDAY = new Date(Date.parse(`${TEST_TODAY}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const MONTH_AGO = new Date(Date.parse(`${TEST_TODAY}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);

/** A value as GraphQL hands it back for `type`: only the schema's fields, JSON's scalars. */
function asGraphQL(value: unknown, type: GraphQLOutputType): unknown {
  if (value === null || value === undefined) return null;
  const inner = getNullableType(type);
  if (isListType(inner)) return (value as unknown[]).map((item) => asGraphQL(item, inner.ofType));
  const named = getNamedType(inner);
  if (!isObjectType(named)) return JSON.parse(JSON.stringify(value));
  const record = value as Record<string, unknown>;
  return Object.fromEntries(Object.entries(named.getFields()).map(([name, field]) => [name, asGraphQL(record[name], field.type)]));
}

describe("GraphQL over the data functions", () => {
  let handle: DatabaseHandle;
  let ids: {
    game: number;
    release: number[];
    publication: number[];
    cover: number[];
    cls: number;
    company: number[];
    platform: number[];
    ageRating: number[];
    service: number[];
  };

  beforeAll(async () => {
    ({ handle } = await createTestDatabase());
    const [{ game }] = await queryRows<{ game: number }>(
      handle,
      `select r.game_id as game from releases r join publications p on p.release_id = r.id join game_services s on s.game_id = r.game_id
       join daily_player_counts d on d.game_id = r.game_id and d.date = $1 group by r.game_id order by max(d.player_count) desc limit 1`,
      [YESTERDAY],
    );
    const column = async (text: string, params: unknown[]) => (await queryRows<{ v: number }>(handle, text, params)).map((row) => row.v);
    const release = await column("select id as v from releases where game_id = $1 order by id", [game]);
    const publication = await column("select id as v from publications where release_id = any($1::int[]) order by id", [release]);
    const cover = await column("select distinct cover_id as v from publications where id = any($1::int[]) and cover_id is not null order by 1", [publication]);
    const company = await column("select distinct company_id as v from company_roles where release_id = any($1::int[]) order by 1", [release]);
    const ageRating = await column("select distinct age_rating_id as v from game_age_ratings where publication_id = any($1::int[]) order by 1", [publication]);
    const service = await column("select distinct service_id as v from game_services where game_id = $1 order by 1", [game]);
    const platform = await column("select distinct platform_id as v from releases where game_id = $1 order by 1", [game]);
    const [cls] = await column("select gc_classification_id as v from game_classifications where game_id = $1 and classification_type_id = 1 limit 1", [game]);
    ids = { game, release, publication, cover, cls, company, platform, ageRating, service };
  });
  afterAll(() => handle.close());

  /** Each root field: the variables it is sent, and its data function called with the same inputs. */
  const cases = (): Record<string, [Record<string, unknown>, () => Promise<unknown>]> => {
    const db = handle.db;
    const { game, release, publication, cover, cls, company, platform, ageRating, service } = ids;
    const rank = { startDate: MONTH_AGO, endDate: YESTERDAY, limit: 5 };
    return {
      fetchCovers: [{ id: cover }, () => catalog.listCovers({ ids: cover, db })],
      fetchCompanyRoles: [{ release_id: release }, () => catalog.listCompanyRoles({ releaseIds: release, db })],
      fetchCompanies: [{ id: company }, () => catalog.listCompanies({ ids: company, db })],
      fetchPlatforms: [{ id: platform }, () => catalog.listPlatforms({ ids: platform, db })],
      fetchGameClassificationTypes: [
        { game_id: [game], perPage: 50 },
        () => catalog.listGameClassifications({ gameIds: [game], filters: {}, perPage: 50, db }),
      ],
      fetchPublications: [{ release_id: release, perPage: 50 }, () => catalog.listPublications({ releaseIds: release, perPage: 50, db })],
      fetchGameAgeRatings: [{ publication_id: publication }, () => catalog.listGameAgeRatings({ publicationIds: publication, db })],
      fetchAgeRatings: [{ id: ageRating }, () => catalog.listAgeRatings({ ids: ageRating, db })],
      fetchGameServices: [{ game_id: [game] }, () => catalog.listGameServices({ gameIds: [game], filters: null, db })],
      fetchServices: [{ id: service }, () => catalog.listServices({ ids: service, db })],
      fetchGameGenreRankOpt: [
        { game_ids: [game], start_date: MONTH_AGO, end_date: YESTERDAY, limit: 5 },
        () => classifications.listGameGenreRanks({ gameIds: [game], ...rank, db }),
      ],
      fetchFeatureRanks: [
        { cls_id: cls, start_date: MONTH_AGO, limit: 5 },
        () => classifications.listFeatureRanks({ clsId: cls, startDate: MONTH_AGO, limit: 5, db }),
      ],
      fetchPlayercountRankOpt: [
        { start_date: YESTERDAY, end_date: YESTERDAY, limit: 5 },
        () => players.listPlayerCountRanks({ startDate: YESTERDAY, endDate: YESTERDAY, limit: 5, db }),
      ],
      fetchPaginatedGCQuery: [
        { classification_id: [cls], perPage: 20 },
        () => classifications.listGameClassificationPairs({ classificationIds: [cls], perPage: 20, db }),
      ],
      fetchPaginatedClassifications: [
        { classification_type_id: [1], perPage: 20 },
        () => classifications.listClassifications({ classificationTypeIds: [1], perPage: 20, db }),
      ],
      fetchReleases: [{ game_id: [game], perPage: 20 }, () => catalog.listReleases({ gameIds: [game], perPage: 20, db })],
      fetchGames: [
        { filters: { search: "a" }, orderBy: "title", perPage: 10, currentPage: 2 },
        () => catalog.listGames({ filters: { search: "a" }, orderBy: "title", perPage: 10, currentPage: 2, db }),
      ],
      fetchScreenshots: [
        { release_id: release, perPage: 5 },
        async () =>
          (await catalog.listScreenshots({ releaseIds: release, perPage: 5, db })).map((shot) => ({
            ...shot,
            url: screenshotUrl({ releaseId: shot.release_id, position: shot.position, filename: shot.filename }),
          })),
      ],
      fetchSqaGamePlayerStats: [{ game_ids: [game] }, () => players.listGamePlayerStats({ gameIds: [game], today: TEST_TODAY, db })],
      fetchSqaAggregatePlayerCounts: [{ date: YESTERDAY }, () => players.listAggregatePlayerCounts({ date: YESTERDAY, db })],
      fetchUpcomingGames: [{ perPage: 10 }, () => catalog.listUpcomingGames({ perPage: 10, today: TEST_TODAY, db })],
      fetchPlayerCountByDateRangeAws: [
        { game_ids: [game], start_date: MONTH_AGO, end_date: YESTERDAY, time_period: "weekly" },
        () => players.listPlayerCountByDateRange({ gameIds: [game], startDate: MONTH_AGO, endDate: YESTERDAY, timePeriod: "weekly", db }),
      ],
      fetchFeatureTags: [{ cls_id: [cls] }, () => classifications.listFeatureTags({ clsIds: [cls], db })],
      fetchSentiment: [{ game_id: game }, () => getSentiment({ gameId: game, db })],
      fetchSocialMedia: [{ game_id: game }, () => getSocialMedia({ gameId: game, db })],
      fetchWishlists: [{ game_id: game }, () => listWishlists({ gameId: game, db })],
      fetchVideoStats: [{ game_id: game }, () => listVideoStats({ gameId: game, db })],
      fetchRevenueEstimates: [{ game_id: game }, () => getRevenueEstimate({ gameId: game, today: TEST_TODAY, db })],
      fetchTopFeaturesByGame: [{ game_id: game }, () => classifications.listTopFeaturesByGame({ gameId: game, db })],
      fetchSimilarGames: [{ game_id: game, limit: 5 }, () => listSimilarGames({ gameId: game, limit: 5, db })],
      fetchTopCompetitors: [{ game_id: game }, () => listTopCompetitors({ gameId: game, limit: 10, db })],
      fetchSymbioticGames: [{ game_id: game }, () => listSymbioticGames({ gameId: game, limit: 10, db })],
      fetchSymbioticFeatures: [{ cls_id: [cls] }, () => listSymbioticFeatures({ clsIds: [cls], limit: 15, db })],
      fetchGamePersona: [{ game_id: game }, () => getPersonaFit({ gameId: game, db })],
    };
  };

  it("has a case for every root field of the schema", () => {
    expect(Object.keys(cases()).sort()).toEqual(Object.keys(schema.getQueryType()!.getFields()).sort());
  });

  it("answers each named query with what its data function returns", async () => {
    const fields = schema.getQueryType()!.getFields();
    const empty: string[] = [];
    for (const [name, [variables, direct]] of Object.entries(cases())) {
      const result = await runGraphQL(
        { query: documentFor(fields[name], Object.keys(variables)), variables },
        { context: createContext({ db: handle.db, today: TEST_TODAY }) },
      );
      expect({ name, errors: result.errors ?? [] }).toEqual({ name, errors: [] });
      const expected = asGraphQL(await direct(), fields[name].type);
      if (JSON.stringify(expected) === "[]" || expected === null) empty.push(name);
      expect({ name, data: result.data![name] }).toEqual({ name, data: expected });
    }
    // Each comparison is over data: the inputs were chosen so that every query finds some.
    expect(empty).toEqual([]);
  });
});
