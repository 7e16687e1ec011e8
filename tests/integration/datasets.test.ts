import type { DatabaseHandle } from "@/lib/db/client";
import { clearDatasetCache } from "@/lib/datasets/cache";
import { DATASETS, getDataset, resolveDataset, UnknownDatasetError } from "@/lib/datasets/registry";
import { mostCommonPrice } from "@/lib/domain/prices";
import { createTestDatabase, queryRows, TEST_TODAY } from "./helpers/test-database";

type AnyRecord = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe("named datasets", () => {
  let handle: DatabaseHandle;
  let game: number;
  let feature: number;
  const names = () => DATASETS.map((d) => d.name.replace("{id}", String(d.name.startsWith("feature") ? feature : game)));

  beforeAll(async () => {
    ({ handle } = await createTestDatabase());
    [{ game_id: game }] = await queryRows<{ game_id: number }>(
      handle,
      `select d.game_id from daily_player_counts d join games g on g.id = d.game_id join game_market_stats s on s.game_id = g.id
       where g.game_type_id = 0 and s.review_count > 0 group by d.game_id order by count(*) desc, d.game_id limit 1`,
    );
    [{ cls: feature }] = await queryRows<{ cls: number }>(
      handle,
      "select gc_classification_id as cls from game_classifications where classification_type_id = 1 group by 1 order by count(*) desc limit 1",
    );
  });
  afterAll(() => handle.close());
  beforeEach(() => clearDatasetCache());

  it("has every dataset name of both documents", () => {
    for (const name of [
      "dashboard",
      "game_ids",
      "platform_to_game_ids",
      "game_breakdown_{id}_metadata",
      "game_breakdown_{id}_player_count_history",
      "game_breakdown_{id}_player_fit",
      "game_breakdown_{id}_top_competitors",
      "game_breakdown_{id}_symbiotic",
      "feature_breakdown_{id}_metadata",
      "feature_breakdown_{id}_player_history",
      "feature_breakdown_{id}_symbiotic_data",
      "feature_breakdown_{id}_trending_games",
      "feature_breakdown_{id}_upcoming_games",
      "marketing_strategy_{id}_social_media_performance",
      "marketing_strategy_{id}_sentiment_data",
      "marketing_strategy_{id}_revenue_estimate",
      "marketing_strategy_{id}_wishlist_chart_data",
    ]) {
      expect(DATASETS.map((d) => d.name)).toContain(name);
    }
    expect(resolveDataset("game_breakdown_0_metadata")).toBeNull();
    expect(resolveDataset("game_breakdown_abc_metadata")).toBeNull();
    expect(resolveDataset("../etc/passwd")).toBeNull();
  });

  it("leaves games hidden from users out of the dashboard's rankings, even when they have the most players", async () => {
    const before = (await getDataset("dashboard", { db: handle.db, today: TEST_TODAY })) as AnyRecord;
    const hidden = before.playerCountOverview.games[0].game_id as number;
    const trendingHidden = before.trendingGames[0]?.game_id as number | undefined;
    await queryRows(handle, "update games set hide_from_user = true where id = any($1::int[])", [[hidden, trendingHidden ?? hidden]]);
    try {
      clearDatasetCache();
      const after = (await getDataset("dashboard", { db: handle.db, today: TEST_TODAY })) as AnyRecord;
      const listed = [
        ...after.playerCountOverview.games,
        ...after.trendingGames,
        ...after.marketMovers.revenue,
        ...after.marketMovers.sentiment,
        ...after.marketMovers.wishlists,
      ] as Array<{ game_id: number; title: string }>;
      expect(listed.map((g) => g.game_id)).not.toContain(hidden);
      if (trendingHidden) expect(listed.map((g) => g.game_id)).not.toContain(trendingHidden);
      expect(listed.filter((g) => !g.title)).toEqual([]);
      expect(after.playerCountOverview.games).toHaveLength(Math.min(10, before.playerCountOverview.games.length));
    } finally {
      await queryRows(handle, "update games set hide_from_user = false where id = any($1::int[])", [[hidden, trendingHidden ?? hidden]]);
    }
  });

  it("builds every dataset the same from live GraphQL queries and from the cache", async () => {
    for (const name of names()) {
      const cached = await getDataset(name, { db: handle.db, today: TEST_TODAY });
      const again = await getDataset(name, { db: handle.db, today: TEST_TODAY });
      const live = await getDataset(name, { db: handle.db, today: TEST_TODAY, dataSource: "graphql" });
      expect({ name, empty: cached === null }).toEqual({ name, empty: false });
      expect({ name, data: live }).toEqual({ name, data: cached });
      expect(again).toEqual(cached);
    }
  });

  it("hands back plain objects when built from live GraphQL queries, as screens pass them to the browser", async () => {
    const prototypes = new Set<unknown>();
    const collect = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value !== null && typeof value === "object") {
        prototypes.add(Object.getPrototypeOf(value));
        Object.values(value).forEach(collect);
      }
    };
    for (const name of names()) collect(await getDataset(name, { db: handle.db, today: TEST_TODAY, dataSource: "graphql" }));
    expect([...prototypes]).toEqual([Object.prototype]);
  });

  it("refuses a name no dataset has", async () => {
    await expect(getDataset("not_a_dataset", { db: handle.db })).rejects.toThrow(UnknownDatasetError);
  });

  it("composes the game breakdown metadata by the domain rules", async () => {
    const meta = (await getDataset(`game_breakdown_${game}_metadata`, { db: handle.db, today: TEST_TODAY })) as AnyRecord;
    const prices = await queryRows<{ msrp: string }>(
      handle,
      "select p.msrp from publications p join releases r on r.id = p.release_id where r.game_id = $1 and p.edition_id = 0",
      [game],
    );
    expect(meta.launchPrice).toBe(mostCommonPrice(prices.map((p) => p.msrp)));
    const developers = await queryRows<{ id: number }>(
      handle,
      "select distinct c.id from company_roles cr join companies c on c.id = cr.company_id join releases r on r.id = cr.release_id where r.game_id = $1 and cr.role = 'Developer'",
      [game],
    );
    expect(meta.developers.map((d: { id: number }) => d.id).sort()).toEqual(developers.map((d) => d.id).sort());
    expect(meta.featureGroups.map((g: { group: string }) => g.group)).toEqual([
      "Genre",
      "Secondary Genre",
      "Sub-Genre",
      "Narrative",
      "Gameplay",
      "Graphics",
      "World",
      "Player Suitability",
      "Steam Tags",
    ]);
    expect(meta.featureGroups[0].parts[0].features).toHaveLength(1);
    // The demo market carries no Steam tags: the group is empty and the screen leaves it out.
    expect(meta.featureGroups.at(-1).parts[0].features).toEqual([]);
    expect([...meta.ageRatings.pegiLike, ...meta.ageRatings.esrbLike].join(" ")).not.toMatch(/RP|Provisional/);
    expect(meta.services.every((s: { id: number }) => s.id !== 14)).toBe(true);
    expect(meta.coverUrl).toBe(`/api/art/covers/${game}`);
    const [{ players }] = await queryRows<{ players: number }>(
      handle,
      "select player_count as players from daily_player_counts where game_id = $1 and date = $2::date - 1",
      [game, TEST_TODAY],
    );
    expect(meta.players24h).toBe(players);
    expect(await getDataset("game_breakdown_999999_metadata", { db: handle.db, today: TEST_TODAY })).toBeNull();
  });

  it("gives a game not out yet no copies, players or revenue, where 0 is stored for it", async () => {
    const [{ id: toCome }] = await queryRows<{ id: number }>(
      handle,
      `select g.id from games g join game_market_stats s on s.game_id = g.id
       where s.lifetime_revenue = 0 and s.total_players = 0 and s.copies_sold_boxleiter = 0
         and exists (select 1 from releases r join publications p on p.release_id = r.id where r.game_id = g.id)
         and not exists (select 1 from releases r join publications p on p.release_id = r.id
                         where r.game_id = g.id and (p.release_date_time is null or p.release_date_time <= $1::date))
       order by g.id limit 1`,
      [TEST_TODAY],
    );
    const meta = (await getDataset(`game_breakdown_${toCome}_metadata`, { db: handle.db, today: TEST_TODAY })) as AnyRecord;
    expect(meta.released).toBe(false);
    expect([meta.copiesSold, meta.totalPlayers, meta.lifetimeRevenue]).toEqual([null, null, null]);
    const revenue = (await getDataset(`marketing_strategy_${toCome}_revenue_estimate`, { db: handle.db, today: TEST_TODAY })) as AnyRecord;
    expect([revenue.lifetime_revenue, revenue.copies_sold_boxlieter, revenue.total_players, revenue.predicted_revenue_boxlieter]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    // A game out keeps its stored figures.
    const out = (await getDataset(`marketing_strategy_${game}_revenue_estimate`, { db: handle.db, today: TEST_TODAY })) as AnyRecord;
    const [stored] = await queryRows<{ revenue: number }>(handle, "select lifetime_revenue as revenue from game_market_stats where game_id = $1", [game]);
    expect(out.lifetime_revenue).toBe(stored.revenue);
  });

  it("gives the dashboard's player-count overview from yesterday, and the sample of ten when three days are empty", async () => {
    const dashboard = (await getDataset("dashboard", { db: handle.db, today: TEST_TODAY })) as AnyRecord;
    expect(dashboard.playerCountOverview).toMatchObject({ isSample: false, date: "2026-06-14" });
    expect(dashboard.playerCountOverview.games).toHaveLength(10);
    expect(dashboard.upcomingGames.pageInfo.perPage).toBe(10);
    const later = (await getDataset("dashboard", { db: handle.db, today: "2026-07-15" })) as AnyRecord;
    expect(later.playerCountOverview).toMatchObject({ isSample: true, date: null });
    expect(later.playerCountOverview.games).toHaveLength(10);
  });

  it("maps every platform to its games", async () => {
    const map = (await getDataset("platform_to_game_ids", { db: handle.db, today: TEST_TODAY })) as Record<string, number[]>;
    const [{ count }] = await queryRows<{ count: number }>(handle, "select count(distinct game_id)::int as count from releases where platform_id = 3");
    expect(map["3"]).toHaveLength(count);
    expect(Object.keys(map)).toHaveLength(16);
  });
});
