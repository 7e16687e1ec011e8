import { DATA_SOURCE_DEFAULTS, FLAG_DEFAULTS, dataSourcesFor, datasetSourceKey, flagsFor, queryOf } from "@/lib/shell/flags";

describe("flagsFor", () => {
  it("gives the specification's defaults without overrides", () => {
    expect(flagsFor(new URLSearchParams())).toEqual({ adminAccess: true, askllm: true, oldSidebar: false, mockData: false });
    expect(flagsFor(new URLSearchParams())).toEqual(FLAG_DEFAULTS);
  });

  it.each([
    ["adminAccess=false", { adminAccess: false }],
    ["adminAccess=0", { adminAccess: false }],
    ["adminAccess=TRUE", { adminAccess: true }],
    ["askllm=off", { askllm: false }],
    ["sidebar=old", { oldSidebar: true }],
    ["sidebar=new", { oldSidebar: false }],
    ["mockData=true", { mockData: true }],
  ])("%s overrides its flag", (query, expected) => {
    expect(flagsFor(new URLSearchParams(query))).toMatchObject(expected);
  });

  it("leaves the default for a malformed value", () => {
    expect(flagsFor(new URLSearchParams("adminAccess=maybe&sidebar=sideways&askllm="))).toEqual(FLAG_DEFAULTS);
  });
});

describe("dataSourcesFor", () => {
  it("reads every screen from the cached datasets but player stats, which are live (000 §1)", () => {
    const sources = dataSourcesFor(new URLSearchParams());
    expect(sources).toEqual(DATA_SOURCE_DEFAULTS);
    expect(
      Object.entries(sources)
        .filter(([, kind]) => kind === "graphql")
        .map(([key]) => key),
    ).toEqual(["playerStats"]);
  });

  it("dataSource=graphql turns every screen live and leaves player stats to their own override", () => {
    const sources = dataSourcesFor(new URLSearchParams("dataSource=graphql"));
    expect(Object.values(sources).every((kind) => kind === "graphql")).toBe(true);
    expect(dataSourcesFor(new URLSearchParams("dataSource=cloudfront")).playerStats).toBe("graphql");
  });

  it.each([
    ["gameDataSource=graphql", { gameMetadata: "graphql", gameBreakdown: "graphql", marketingStrategy: "cache", dashboard: "cache" }],
    ["marketingStrategySource=graphql", { marketingStrategy: "graphql", gameBreakdown: "cache" }],
    ["playerStatsSource=cloudfront", { playerStats: "cache" }],
    ["gameIdsSource=GraphQL", { gameIds: "graphql", dashboard: "cache" }],
    ["dataSource=graphql&marketingStrategySource=cloudfront", { dashboard: "graphql", marketingStrategy: "cache" }],
  ])("%s sets only its sources, and a specific override wins", (query, expected) => {
    expect(dataSourcesFor(new URLSearchParams(query))).toMatchObject(expected);
  });

  it("ignores unknown values", () => {
    expect(dataSourcesFor(new URLSearchParams("dataSource=s3&playerStatsSource="))).toEqual(DATA_SOURCE_DEFAULTS);
  });
});

describe("queryOf", () => {
  it("keeps the first of repeated keys and drops missing ones", () => {
    expect(queryOf({ id: ["4", "5"], period: "weekly", gone: undefined }).toString()).toBe("id=4&period=weekly");
  });
});

describe("datasetSourceKey", () => {
  it.each([
    ["dashboard", "dashboard"],
    ["game_ids", "gameIds"],
    ["game_breakdown_42_metadata", "gameMetadata"],
    ["game_breakdown_42_player_count_history", "gameBreakdown"],
    ["feature_breakdown_7_trending_games", "featureBreakdown"],
    ["marketing_strategy_42_revenue_estimate", "marketingStrategy"],
  ])("%s is governed by %s", (name, key) => {
    expect(datasetSourceKey(name)).toBe(key);
  });
});
