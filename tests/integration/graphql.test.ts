import type { DatabaseHandle } from "@/lib/db/client";
import { createContext } from "@/lib/graphql/context";
import { documentFor } from "@/lib/datasets/source";
import { GRAPHQL_LIMITS, measureDocument, runGraphQL, runGraphQLBatch, schema } from "@/lib/graphql/execute";
import { parse } from "graphql";
import { FEATURE_BY_ID, FEATURE_RANK_HISTORY, FEATURE_TREND_TAGS } from "@/components/feature-breakdown/feature-preview";
import { NAMED_QUERIES } from "@/lib/graphql/type-defs";
import { listGameIdsForDatapoint } from "@/lib/data/market-research";
import { createTestDatabase, queryRows, TEST_TODAY } from "./helpers/test-database";

const SPEC_QUERIES = [
  "fetchCovers",
  "fetchCompanyRoles",
  "fetchCompanies",
  "fetchPlatforms",
  "fetchGameClassificationTypes",
  "fetchPublications",
  "fetchGameAgeRatings",
  "fetchAgeRatings",
  "fetchGameServices",
  "fetchServices",
  "fetchGameGenreRankOpt",
  "fetchFeatureRanks",
  "fetchPlayercountRankOpt",
  "fetchPaginatedGCQuery",
  "fetchPaginatedClassifications",
  "fetchReleases",
  "fetchGames",
  "fetchScreenshots",
  "fetchSqaGamePlayerStats",
  "fetchSqaAggregatePlayerCounts",
  "fetchUpcomingGames",
  "fetchPlayerCountByDateRangeAws",
];
const YESTERDAY = new Date(Date.parse(`${TEST_TODAY}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe("the GraphQL named queries on the demo market", () => {
  let handle: DatabaseHandle;
  let closed: DatabaseHandle;
  let topGame: { game_id: number; player_count: number };
  const run = async (query: string, variables?: Record<string, unknown>) => {
    const result = await runGraphQL({ query, variables }, { context: createContext({ db: handle.db, today: TEST_TODAY }) });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const sqlRows = <T>(text: string, params: unknown[] = []) => queryRows<T>(handle, text, params);

  beforeAll(async () => {
    ({ handle } = await createTestDatabase());
    ({ handle: closed } = await createTestDatabase({ games: 3 }));
    await closed.close();
    [topGame] = await sqlRows<{ game_id: number; player_count: number }>(
      "select game_id, player_count from daily_player_counts where date = $1 order by player_count desc limit 1",
      [YESTERDAY],
    );
  });
  afterAll(() => handle.close());

  it("has a root field for every named query of the specification and the named series", () => {
    for (const name of SPEC_QUERIES) expect(NAMED_QUERIES).toContain(name);
    for (const name of [
      "fetchFeatureTags",
      "fetchSentiment",
      "fetchSocialMedia",
      "fetchWishlists",
      "fetchVideoStats",
      "fetchRevenueEstimates",
      "fetchTopFeaturesByGame",
    ]) {
      expect(NAMED_QUERIES).toContain(name);
    }
  });

  it("answers empty id lists with empty results without touching the database", async () => {
    const context = createContext({ db: closed.db });
    const result = await runGraphQL(
      {
        query: `{ fetchCovers(id: []) { id } fetchCompanies(id: []) { id } fetchGameAgeRatings(publication_id: []) { id }
          fetchPublications(release_id: []) { data { id } pageInfo { total } } fetchGames(id: []) { data { id } pageInfo { total lastPage } }
          fetchSqaGamePlayerStats(game_ids: []) { items { game_id } nextToken } fetchFeatureTags(cls_id: []) { cls_id }
          fetchPlayerCountByDateRangeAws(game_ids: [], start_date: "2026-01-01", end_date: "2026-02-01") { period } }`,
      },
      { context },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({
      fetchCovers: [],
      fetchCompanies: [],
      fetchGames: { data: [], pageInfo: { total: 0, lastPage: 1 } },
      fetchSqaGamePlayerStats: { items: [], nextToken: null },
    });
  });

  it("fetchGames pages 10 at a time with pageInfo, and filters", async () => {
    const data = await run(`{ fetchGames(currentPage: 2) { data { id title } pageInfo { total lastPage prevPage nextPage perPage currentPage from to } } }`);
    const [{ count }] = await sqlRows<{ count: number }>("select count(*)::int as count from games where not hide_from_user");
    expect(data.fetchGames.pageInfo).toEqual({
      total: count,
      lastPage: Math.ceil(count / 10),
      prevPage: 1,
      nextPage: 3,
      perPage: 10,
      currentPage: 2,
      from: 11,
      to: 20,
    });
    expect(data.fetchGames.data.map((g: { id: number }) => g.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => i + 11)
        .filter((id) => id <= 150)
        .slice(0, 10),
    );
    const dlcs = await run(`{ fetchGames(filters: { game_type_id: [1] }, perPage: 100) { data { game_type_id } pageInfo { total } } }`);
    expect(dlcs.fetchGames.pageInfo.total).toBeGreaterThan(0);
    for (const game of dlcs.fetchGames.data) expect(game.game_type_id).toBe(1);
    // A filter's total counts the games it keeps, on its first and its last page (counted here apart from the query
    // that lists the page).
    const [{ indie }] = await sqlRows<{ indie: number }>(
      `select count(*)::int as indie from games g where not g.hide_from_user and exists (select 1 from releases r
         join company_roles cr on cr.release_id = r.id and cr.role = 'Developer' join companies c on c.id = cr.company_id
         where r.game_id = g.id and c.size = 'Indie')`,
    );
    expect(indie).toBeGreaterThan(10);
    const lastPage = Math.ceil(indie / 10);
    for (const page of [1, lastPage]) {
      const indies = await run(`{ fetchGames(filters: { developer_size: ["Indie"] }, currentPage: ${page}) { data { id } pageInfo { total lastPage to } } }`);
      expect(indies.fetchGames.pageInfo).toEqual({ total: indie, lastPage, to: Math.min(page * 10, indie) });
    }
  });

  it("looks up covers, companies, platforms, age ratings and services by id in one batched query each", async () => {
    const [pub] = await sqlRows<{ cover_id: number; id: number; release_id: number }>(
      "select id, cover_id, release_id from publications where cover_id <> 1069267 order by id limit 1",
    );
    const data = await run(
      `query($c: [Int!]!) { a: fetchCovers(id: $c) { id filename } b: fetchCovers(id: [1069267]) { id filename }
      fetchCompanies(id: [1, 2]) { id name size } fetchPlatforms(id: [3, 264]) { id name } fetchAgeRatings(id: [1]) { id short_name } fetchServices { id } }`,
      { c: [pub.cover_id] },
    );
    expect(data.a).toEqual([{ id: pub.cover_id, filename: expect.stringMatching(/\.jpg$/) }]);
    expect(data.b).toEqual([{ id: 1069267, filename: "nocover.png" }]);
    expect(data.fetchCompanies.map((c: { id: number }) => c.id)).toEqual([1, 2]);
    expect(data.fetchPlatforms).toEqual([
      { id: 3, name: "Windows" },
      { id: 264, name: "PlayStation 5" },
    ]);
    expect(data.fetchServices).toHaveLength(18);
  });

  it("returns releases, publications, company roles, age ratings, services and screenshots of a game", async () => {
    const [release] = await sqlRows<{ id: number; game_id: number }>(
      "select r.id, r.game_id from releases r join publications p on p.release_id = r.id join screenshots s on s.release_id = r.id order by r.id limit 1",
    );
    const data = await run(
      `query($g: [Int!]!, $r: [Int!]!) {
      fetchReleases(game_id: $g) { data { id platform_id } pageInfo { total } }
      fetchPublications(release_id: $r, edition_id: [0]) { data { id msrp release_date edition_id } pageInfo { total } }
      fetchCompanyRoles(release_id: $r) { company_id role }
      fetchGameServices(game_id: $g) { service_id status }
      fetchScreenshots(release_id: $r) { position url } }`,
      { g: [release.game_id], r: [release.id] },
    );
    expect(data.fetchReleases.data.map((r: { id: number }) => r.id)).toContain(release.id);
    for (const p of data.fetchPublications.data) expect(p.edition_id).toBe(0);
    expect(data.fetchCompanyRoles.some((r: { role: string }) => r.role === "Developer")).toBe(true);
    expect(data.fetchScreenshots[0]).toEqual({ position: 1, url: `/api/art/screenshots/${release.id}/1` });
    const pubIds = data.fetchPublications.data.map((p: { id: number }) => p.id);
    const ratings = await run(`query($p: [Int!]!) { fetchGameAgeRatings(publication_id: $p) { publication_id age_rating_id } }`, { p: pubIds });
    for (const r of ratings.fetchGameAgeRatings) expect(pubIds).toContain(r.publication_id);
  });

  it("returns a game's classifications with names and types, and feature pairs by continuation token", async () => {
    const data = await run(
      `{ fetchGameClassificationTypes(game_id: [1], option: "GCT") { data { classification_name classification_type_name is_primary } pageInfo { total } } }`,
    );
    expect(data.fetchGameClassificationTypes.pageInfo.total).toBeGreaterThan(5);
    expect(data.fetchGameClassificationTypes.data.some((c: { classification_type_name: string }) => c.classification_type_name === "Genre")).toBe(true);
    const [{ cls }] = await sqlRows<{ cls: number }>("select gc_classification_id as cls from game_classifications group by 1 order by count(*) desc limit 1");
    const seen: number[] = [];
    let token: string | null = null;
    do {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const page: Record<string, any> = await run(
        `query($c: [Int!], $t: String) { fetchPaginatedGCQuery(option: "GC", classification_id: $c, perPage: 7, nextToken: $t) { items { game_id } nextToken } }`,
        { c: [cls], t: token },
      );
      seen.push(...page.fetchPaginatedGCQuery.items.map((i: { game_id: number }) => i.game_id));
      token = page.fetchPaginatedGCQuery.nextToken;
    } while (token);
    const [{ count }] = await sqlRows<{ count: number }>("select count(*)::int as count from game_classifications where gc_classification_id = $1", [cls]);
    expect(seen).toHaveLength(count);
    const classes = await run(`{ fetchPaginatedClassifications(perPage: 500) { data { name } pageInfo { total lastPage } } }`);
    expect(classes.fetchPaginatedClassifications.data.some((c: { name: string }) => c.name === "z_BLANK")).toBe(false);
    expect(classes.fetchPaginatedClassifications.pageInfo.lastPage).toBe(2);
  });

  it("ranks games by players and features by market share, paging until the token runs out", async () => {
    const ranks = await run(
      `query($d: String) { fetchPlayercountRankOpt(start_date: $d, end_date: $d, limit: 5) { items { game_id player_count rank } nextToken } }`,
      { d: YESTERDAY },
    );
    expect(ranks.fetchPlayercountRankOpt.items[0]).toEqual({ game_id: topGame.game_id, player_count: topGame.player_count, rank: 1 });
    expect(ranks.fetchPlayercountRankOpt.nextToken).toEqual(expect.any(String));
    const features = await run(`{ fetchFeatureRanks(cls_type_id: 1, limit: 1000) { items { date cls_rank cls_type_id market_share } nextToken } }`);
    expect(features.fetchFeatureRanks.items.every((r: { cls_type_id: number }) => r.cls_type_id === 1)).toBe(true);
    const genre = await run(`query($g: [Int!]!) { fetchGameGenreRankOpt(game_ids: $g) { items { game_id cls_name cls_rank } } }`, { g: [topGame.game_id] });
    expect(genre.fetchGameGenreRankOpt.items.length).toBeGreaterThan(0);
    const aggregate = await run(`query($d: String!) { fetchSqaAggregatePlayerCounts(date: $d) { game_id player_count } }`, { d: YESTERDAY });
    expect(aggregate.fetchSqaAggregatePlayerCounts[0]).toEqual({ game_id: topGame.game_id, player_count: topGame.player_count });
  });

  it("computes player stats windows and sums players over a date range by period", async () => {
    const data = await run(`query($g: [Int!]!) { fetchSqaGamePlayerStats(game_ids: $g) { items { game_id all_time one_day one_week } } }`, {
      g: [topGame.game_id],
    });
    const [stats] = data.fetchSqaGamePlayerStats.items;
    expect(stats.one_day).toBe(topGame.player_count);
    const [{ max, week }] = await sqlRows<{ max: number; week: number }>(
      "select max(player_count)::int as max, (sum(player_count) filter (where date >= $2::date - 7)::float8 / 7) as week from daily_player_counts where game_id = $1",
      [topGame.game_id, TEST_TODAY],
    );
    expect(stats.all_time).toBe(max);
    expect(stats.one_week).toBeCloseTo(week, 2);
    const range = await run(
      `query($g: [Int!]!) { m: fetchPlayerCountByDateRangeAws(game_ids: $g, start_date: "2026-01-01", end_date: "2026-03-31", time_period: "monthly") { period player_count }
      d: fetchPlayerCountByDateRangeAws(game_ids: $g, start_date: "2026-01-01", end_date: "2026-03-31") { period player_count } }`,
      { g: [topGame.game_id, 1, 2] },
    );
    expect(range.m.map((p: { period: string }) => p.period)).toEqual(["2026-01", "2026-02", "2026-03"]);
    const dailyTotal = range.d.reduce((sum: number, p: { player_count: number }) => sum + p.player_count, 0);
    const monthlyTotal = range.m.reduce((sum: number, p: { player_count: number }) => sum + p.player_count, 0);
    expect(monthlyTotal).toBe(dailyTotal);
  });

  it("lists upcoming games soonest first, TBA last", async () => {
    const data = await run(`{ fetchUpcomingGames(perPage: 100) { data { game_id release_date release_date_time } pageInfo { total perPage } } }`);
    const times = data.fetchUpcomingGames.data.map((g: { release_date_time: string | null }) => g.release_date_time);
    const dated = times.filter((t: string | null) => t !== null);
    expect(dated).toEqual([...dated].sort());
    expect(times.indexOf(null) === -1 || times.slice(times.indexOf(null)).every((t: string | null) => t === null)).toBe(true);
    expect(data.fetchUpcomingGames.pageInfo.total).toBeGreaterThan(0);
  });

  const listsWhatMarketResearchCountsUpcoming = async () => {
    const listed: number[] = [];
    for (let page = 1; ; page++) {
      const data = await run(`query($p: Int!) { fetchUpcomingGames(perPage: 100, currentPage: $p) { data { game_id } pageInfo { lastPage } } }`, { p: page });
      listed.push(...data.fetchUpcomingGames.data.map((g: { game_id: number }) => g.game_id));
      if (page >= data.fetchUpcomingGames.pageInfo.lastPage) break;
    }
    const upcoming = await listGameIdsForDatapoint({ datapointId: "upcoming", db: handle.db });
    expect(upcoming.length).toBeGreaterThan(0);
    expect([...listed].sort((a, b) => a - b)).toEqual(upcoming);
  };

  it("lists as upcoming the games market research counts upcoming", listsWhatMarketResearchCountsUpcoming);

  it("counts a game dated the market's day out, and one announced for the market's month upcoming until the month ends", async () => {
    // The generator announces only periods still ahead and dates nothing on its last day; an import does both.
    const [today, thisMonth] = await sqlRows<{ game_id: number }>(
      `select distinct r.game_id from releases r join publications p on p.release_id = r.id
        where p.release_date_time > $1::date + 60 order by r.game_id limit 2`,
      [TEST_TODAY],
    ).then((rows) => rows.map((row) => row.game_id));
    const [year, month, day] = TEST_TODAY.split("-");
    const saved = await sqlRows<{ id: number; release_date: string; release_date_time: string }>(
      `select p.id, p.release_date, p.release_date_time::text from publications p join releases r on r.id = p.release_id where r.game_id = any($1)`,
      [[today, thisMonth]],
    );
    const redate = (game: number, text: string, time: string) =>
      sqlRows(`update publications p set release_date = $2, release_date_time = $3::timestamptz from releases r where r.id = p.release_id and r.game_id = $1`, [
        game,
        text,
        time,
      ]);
    try {
      await redate(today, `${day}-${month}-${year}`, `${TEST_TODAY}T00:00:00Z`);
      await redate(thisMonth, `${month}-${year}`, `${year}-${month}-01T00:00:00Z`);
      const first = await run(`{ fetchUpcomingGames(perPage: 60) { data { game_id } } }`);
      const ids = first.fetchUpcomingGames.data.map((g: { game_id: number }) => g.game_id);
      expect(ids).toContain(thisMonth);
      expect(ids).not.toContain(today);
      await listsWhatMarketResearchCountsUpcoming();
    } finally {
      for (const row of saved)
        await sqlRows(`update publications set release_date = $2, release_date_time = $3::timestamptz where id = $1`, [
          row.id,
          row.release_date,
          row.release_date_time,
        ]);
    }
  });

  it("returns a game's sentiment, social media, wishlists, videos, revenue estimate, feature tags and top features", async () => {
    const game = topGame.game_id;
    const data = await run(
      `query($g: Int!) {
      fetchSentiment(game_id: $g) { monthly_scores { month score } overall_average positive_reviews negative_reviews review_score }
      fetchSocialMedia(game_id: $g) { social_rank platforms { platform followers history { month } } }
      fetchWishlists(game_id: $g) { date estimated_total_steam_wishlists_cumulative }
      fetchVideoStats(game_id: $g) { youtube_views }
      fetchRevenueEstimates(game_id: $g) { copies_sold_boxlieter predicted_revenue_boxlieter lifetime_revenue total_players arpu weeks { timestamp cumulative_estimated_revenue } }
      fetchTopFeaturesByGame(game_id: $g) { classification_type features { cls_id cls_name market_share } } }`,
      { g: game },
    );
    const scores = data.fetchSentiment.monthly_scores.map((m: { score: number }) => m.score);
    expect(data.fetchSentiment.overall_average).toBeCloseTo(scores.reduce((a: number, b: number) => a + b, 0) / scores.length, 1);
    // Its reviews come with it: the share of them that are positive, the sentiment of a game without monthly scores.
    const { positive_reviews: positive, negative_reviews: negative, review_score: reviewScore } = data.fetchSentiment;
    expect(positive + negative).toBeGreaterThanOrEqual(10);
    expect(reviewScore).toBeCloseTo((positive / (positive + negative)) * 100, 1);
    expect(data.fetchSocialMedia.platforms.length).toBeGreaterThan(0);
    const views = data.fetchVideoStats.map((v: { youtube_views: number }) => v.youtube_views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const revenue = data.fetchRevenueEstimates;
    expect(revenue.arpu).toBeCloseTo(revenue.lifetime_revenue / revenue.total_players, 2);
    const cumulative = revenue.weeks.map((w: { cumulative_estimated_revenue: number }) => w.cumulative_estimated_revenue);
    expect(cumulative).toEqual([...cumulative].sort((a, b) => a - b));
    const genres = data.fetchTopFeaturesByGame.find((g: { classification_type: string }) => g.classification_type === "Genre");
    expect(genres.features.length).toBeGreaterThan(0);
    const tags = await run(`query($c: [Int!]!) { fetchFeatureTags(cls_id: $c) { month_year trend_tag } }`, { c: [genres.features[0].cls_id] });
    expect(tags.fetchFeatureTags.length).toBeGreaterThanOrEqual(24);
    expect(["Rising", "Stable", "Declining"]).toContain(tags.fetchFeatureTags[0].trend_tag);
  });

  it("puts a game's copies and revenue by three methods side by side, with their spread and the ARPU's inputs", async () => {
    // A game with DLC, so the ARPU with DLC is its own figure.
    const [withDlc] = await sqlRows<{ id: number; dlc_revenue: number; dlcs: number }>(
      `select p.id, sum(ds.lifetime_revenue)::float8 as dlc_revenue, count(*)::int as dlcs from games p join games d on d.parent_game_id = p.id
         join game_market_stats ds on ds.game_id = d.id join game_market_stats ps on ps.game_id = p.id
        where ps.total_players > 0 and ps.launch_peak_players > 0 and ps.review_count > 0 group by p.id order by p.id limit 1`,
    );
    const data = await run(
      `query($g: Int!) { fetchRevenueEstimates(game_id: $g) {
      is_free_to_play copies_sold_boxlieter total_players lifetime_revenue arpu arpu_note dlc_count dlc_revenue arpu_with_dlc
      estimate_methods { method label copies revenue note } estimate_spread estimates_disagree } }`,
      { g: withDlc.id },
    );
    const revenue = data.fetchRevenueEstimates;
    expect(revenue.estimate_methods.map((m: { method: string }) => m.method)).toEqual(["reviews", "owners", "launch"]);
    const [reviews, owners, launch] = revenue.estimate_methods;
    expect(reviews.copies).toBe(revenue.copies_sold_boxlieter);
    expect(reviews.note).toContain("Boxleiter multiplier");
    expect(owners.copies).toBe(revenue.total_players);
    expect(launch.note).toMatch(/players at the launch-day peak/);
    for (const method of revenue.estimate_methods) expect(method.revenue).toBeGreaterThan(0);
    const copies = revenue.estimate_methods.map((m: { copies: number }) => m.copies);
    expect(revenue.estimate_spread).toBeCloseTo(Math.max(...copies) / Math.min(...copies), 1);
    expect(revenue.estimates_disagree).toBe(revenue.estimate_spread > 2);
    expect({ dlcs: revenue.dlc_count, revenue: revenue.dlc_revenue }).toEqual({ dlcs: withDlc.dlcs, revenue: Math.round(withDlc.dlc_revenue * 100) / 100 });
    expect(revenue.arpu_with_dlc).toBeCloseTo((revenue.lifetime_revenue + withDlc.dlc_revenue) / revenue.total_players, 2);
    expect(revenue.arpu_note).toMatch(revenue.is_free_to_play ? /^Free to play: 3% of players pay/ : /^A copy nets \d+% of list: 70% after the store's cut/);
    expect(revenue.arpu_note).toContain(`With its ${withDlc.dlcs} DLC and expansions`);
  });

  it.each([
    [`{ fetchGames(perPage: 0) { data { id } } }`, "perPage"],
    [`{ fetchGames(currentPage: -1) { data { id } } }`, "currentPage"],
    [`{ fetchCovers(id: [0]) { id } }`, "id"],
    [`{ fetchGames(orderBy: "drop table") { data { id } } }`, "orderBy"],
    [`{ fetchSqaAggregatePlayerCounts(date: "yesterday") { game_id } }`, "date"],
    [`{ fetchPlayerCountByDateRangeAws(game_ids: [1], start_date: "2010-01-01", end_date: "2026-01-01") { period } }`, "end_date"],
    [`{ fetchFeatureRanks(nextToken: "not-a-token") { nextToken } }`, "nextToken"],
    [`{ fetchSentiment(game_id: -4) { overall_average } }`, "game_id"],
  ])("refuses %s naming the field %s", async (query, field) => {
    const result = await runGraphQL({ query }, { context: createContext({ db: handle.db, today: TEST_TODAY }) });
    expect(result.errors?.[0].extensions).toMatchObject({ code: expect.stringMatching(/^bad_request:/), field });
  });

  it("answers a game that does not exist with empty results, not an error", async () => {
    const data = await run(
      `{ fetchSentiment(game_id: 999999) { monthly_scores { month } overall_average review_score } fetchRevenueEstimates(game_id: 999999) { weeks { timestamp } arpu estimate_methods { method } estimate_spread } fetchGames(id: [999999]) { data { id } } }`,
    );
    expect(data).toEqual({
      fetchSentiment: { monthly_scores: [], overall_average: null, review_score: null },
      fetchRevenueEstimates: { weeks: [], arpu: null, estimate_methods: [], estimate_spread: null },
      fetchGames: { data: [] },
    });
  });

  it("refuses documents past the depth, alias and cost limits, and masks database errors", async () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: fetchPlatforms { id }`).join(" ");
    expect((await runGraphQL({ query: `{ ${aliases} }` })).errors?.[0].extensions?.code).toBe("TOO_MANY_ALIASES");
    const deep = `{ fetchSocialMedia(game_id: 1) { platforms { history { month } } } }`;
    expect((await runGraphQL({ query: deep }, { context: createContext({ db: handle.db, today: TEST_TODAY }) })).errors).toBeUndefined();
    const fields = Array.from({ length: 120 }, () => "id name is_current abbreviation access_status").join(" ");
    expect((await runGraphQL({ query: `{ fetchPlatforms { ${fields} } }` })).errors?.[0].extensions?.code).toBe("QUERY_TOO_COSTLY");
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    const broken = await runGraphQL({ query: `{ fetchGames { data { id } } }` }, { context: createContext({ db: closed.db }) });
    logged.mockRestore();
    expect(broken.errors?.[0]).toEqual({ message: "Something went wrong. Please try again.", extensions: { code: "INTERNAL" } });
  });

  it("runs a batch of up to 20 queries in order, each answered on its own", async () => {
    const batch = Array.from({ length: 20 }, (_, i) => ({ query: `{ fetchGames(id: [${i + 1}]) { data { id } } }` }));
    batch[3] = { query: "{ fetchGames(perPage: 0) { data { id } } }" };
    const results = await runGraphQLBatch(batch, { context: createContext({ db: handle.db, today: TEST_TODAY }) });
    expect(results).toHaveLength(20);
    expect((results[0].data as { fetchGames: { data: Array<{ id: number }> } }).fetchGames.data[0].id).toBe(1);
    expect(results[3].errors?.[0].extensions?.field).toBe("perPage");
    expect((results[19].data as { fetchGames: { data: Array<{ id: number }> } }).fetchGames.data[0].id).toBe(20);
    await expect(runGraphQLBatch([...batch, batch[0]])).rejects.toThrow("a batch holds at most 20 queries");
  });

  it("answers a batch item that runs past its limit with the timeout text, and the others normally", async () => {
    // A database that never answers stands in for a query that runs too long.
    const stalled = { execute: () => new Promise(() => {}) } as unknown as DatabaseHandle["db"];
    const results = await runGraphQLBatch([{ query: "{ fetchGames(id: [1]) { data { id } } }" }, { query: "{ fetchCovers(id: []) { id } }" }], {
      context: createContext({ db: stalled }),
      timeoutMs: 50,
    });
    expect(results[0]).toEqual({ data: null, errors: [{ message: "Query processing timeout after 50ms", extensions: { code: "TIMEOUT" } }] });
    expect(results[1]).toEqual({ data: { fetchCovers: [] } });
  });

  describe("the cost of what a document may return", () => {
    const costOf = (query: string, variables: Record<string, unknown> = {}) => measureDocument(parse(query), variables).cost;

    it("counts the rows asked for times the fields selected, per alias, through variables and fragments", () => {
      expect(costOf("{ fetchGames(perPage: 1500) { data { id title } } }")).toBe(1 + 1 + 1500 * 2);
      expect(costOf("query Q($n: Int) { fetchGames(perPage: $n) { data { id title } } }", { n: 1500 })).toBe(1 + 1 + 1500 * 2);
      expect(costOf("{ a: fetchGames(perPage: 10) { data { id } } b: fetchGames(perPage: 10) { data { id } } }")).toBe(2 * (1 + 1 + 10));
      expect(costOf("{ fetchGames(perPage: 10) { data { ...G } } } fragment G on Game { id title }")).toBe(1 + 1 + 10 * 2);
      // A page's pageInfo counts once, not per row.
      expect(costOf("{ fetchGames(perPage: 1500) { data { id } pageInfo { total lastPage } } }")).toBe(1 + (1 + 1500) + (1 + 2));
      // Without a size, a list is counted as 100 rows; a single object once.
      expect(costOf("{ fetchPlatforms { id name } }")).toBe(1 + 100 * 2);
      expect(costOf("{ fetchSentiment(game_id: 1) { game_id } }")).toBe(2);
    });

    it("lets every named query through with every field selected at its largest page, as the datasets read them", () => {
      const over = Object.values(schema.getQueryType()!.getFields()).flatMap((field) => {
        const sizes = field.args.filter((arg) => arg.name === "perPage" || arg.name === "limit").map((arg) => arg.name);
        const cost = measureDocument(parse(documentFor(field, sizes)), { perPage: 1500, limit: 1000 }).cost;
        return cost > GRAPHQL_LIMITS.maxCost ? [`${field.name}: ${cost}`] : [];
      });
      expect(over).toEqual([]);
    });

    it("lets the largest real screen through: the feature preview's batch", () => {
      const preview = [FEATURE_BY_ID, FEATURE_TREND_TAGS, FEATURE_RANK_HISTORY].map((document) => measureDocument(document, { ids: [1], clsId: 1 }).cost);
      for (const cost of preview) expect(cost).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost);
      expect(preview.reduce((sum, cost) => sum + cost, 0)).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxBatchCost);
    });

    it("refuses 30 aliases of a 1,500-row page before running them, naming the count and the limit", async () => {
      const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: fetchGames(perPage: 1500) { data { id title } }`).join(" ");
      const result = await runGraphQL({ query: `{ ${aliases} }` }, { context: createContext({ db: handle.db, today: TEST_TODAY }) });
      expect(result.data).toBeUndefined();
      expect(result.errors?.[0]).toEqual({
        message: "Query may return 90,060 fields (rows asked for × fields selected); the limit is 25,000. Ask for fewer rows or fields.",
        extensions: { code: "QUERY_TOO_COSTLY" },
      });
    });

    it("refuses a batch whose queries together ask for more than the batch limit, naming the body", async () => {
      const page = { query: "{ fetchGames(perPage: 1500) { data { id title game_type_id } } }" }; // 4,502 each
      const batch = Array.from({ length: 12 }, () => page);
      await expect(runGraphQLBatch(batch, { context: createContext({ db: handle.db, today: TEST_TODAY }) })).rejects.toMatchObject({
        field: "body",
        message: expect.stringContaining("the batch may return 54,024 fields"),
      });
      expect(await runGraphQLBatch(batch.slice(0, 11), { context: createContext({ db: handle.db, today: TEST_TODAY }) })).toHaveLength(11);
    });

    it("replaces an answer over the byte limit with an error naming the limit, alone and in a batch", async () => {
      const context = createContext({ db: handle.db, today: TEST_TODAY });
      const query = { query: "{ fetchGames(perPage: 20) { data { id title working_title unofficial_title } } }" };
      const whole = await runGraphQL(query, { context });
      const bytes = Buffer.byteLength(JSON.stringify(whole));
      expect(whole.errors).toBeUndefined();
      const refused = await runGraphQL(query, { context, maxResponseBytes: bytes - 1 });
      expect(refused).toEqual({
        data: null,
        errors: [
          {
            message: expect.stringMatching(/^The answer is 0\.\d MB, over the limit of 0\.\d MB for one query\. Ask for fewer rows or fields\.$/),
            extensions: { code: "RESPONSE_TOO_LARGE" },
          },
        ],
      });
      const batch = await runGraphQLBatch([query, query], { context, maxBatchResponseBytes: bytes + 100 });
      expect(batch[0]).toEqual(whole);
      expect(batch[1].errors?.[0].message).toMatch(/for a batch's answers together/);
    });
  });
});
