// The market-research screen's data on the generated test market: every filter really narrows the games, the
// figures are the ones the rest of the product computes, and the export route answers the whole view as CSV.
import { GET as exportCsv } from "@/app/api/market-research/export/route";
import { GET as sections } from "@/app/api/market-research/sections/route";
import { POST as signIn } from "@/app/api/signin/route";
import { useDatabaseForTests, type DatabaseHandle } from "@/lib/db/client";
import { DATAPOINTS, getMarketResearchSelection, listGameIdsForDatapoint, listMarketResearchOptions, listPlatformFilter } from "@/lib/data/market-research";
import { listLumosGameFacts } from "@/lib/data/lumos";
import { listGamePlayerStats } from "@/lib/data/players";
import { DEMO_SEED } from "@/lib/accounts/demo-accounts";
import { ensureDemoAccounts } from "@/lib/data/users";
import { releaseDateCategoriesOf } from "@/lib/domain/release-categories";
import { buildKnowledge } from "@/lib/lumos/knowledge";
import { prepareViewFeatureShare, viewFeatureShare } from "@/lib/market-research/feature-share";
import { DEFAULT_QUERY, parseMarketResearchQuery, type MarketResearchQuery } from "@/lib/market-research/market-research-query";
import { datapointGames } from "@/lib/market-research/select-games";
import { createTestDatabase, queryRows } from "./helpers/test-database";

const TODAY = new Date().toISOString().slice(0, 10);
const daysBefore = (days: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const view = (change: Partial<MarketResearchQuery>): MarketResearchQuery => ({ ...DEFAULT_QUERY, ...change });

describe("market research screen data", () => {
  let handle: DatabaseHandle;
  let visible: number;
  /** The earliest publication's release-date text of every visible game, read straight from the tables. */
  let releaseText: Map<number, string>;
  let developerSizes: Map<number, Set<string>>;
  let hidden: Set<number>;

  const select = (change: Partial<MarketResearchQuery>) => getMarketResearchSelection({ query: view(change), today: TODAY, db: handle.db });
  const ids = (rows: ReadonlyArray<{ id: number }>) => rows.map((row) => row.id).sort((a, b) => a - b);

  beforeAll(async () => {
    process.env.NEXTAUTH_SECRET ??= "integration-secret-integration-secret-0123456789";
    ({ handle } = await createTestDatabase({ games: 200, today: TODAY }));
    [{ count: visible }] = await queryRows<{ count: number }>(handle, "select count(*)::int as count from games where not hide_from_user");
    releaseText = new Map(
      (
        await queryRows<{ game_id: number; release_date: string }>(
          handle,
          `select distinct on (r.game_id) r.game_id, p.release_date from releases r join publications p on p.release_id = r.id
           order by r.game_id, p.release_date_time nulls last, p.id`,
        )
      ).map((row) => [row.game_id, row.release_date]),
    );
    hidden = new Set((await queryRows<{ id: number }>(handle, "select id from games where hide_from_user")).map((row) => row.id));
    developerSizes = new Map();
    for (const row of await queryRows<{ game_id: number; size: string }>(
      handle,
      `select distinct r.game_id, c.size from company_roles cr
       join releases r on r.id = coalesce(cr.release_id, (select p.release_id from publications p where p.id = cr.publication_id))
       join companies c on c.id = cr.company_id where cr.role = 'Developer'`,
    )) {
      developerSizes.set(row.game_id, (developerSizes.get(row.game_id) ?? new Set()).add(row.size));
    }
  });
  afterAll(() => handle.close());

  it("shows every visible game by default, most peak players first, with summary figures that add up", async () => {
    const selection = await select({});
    expect(selection.rows).toHaveLength(visible);
    const peaks = selection.rows.map((row) => row.peak_players);
    expect(peaks).toEqual([...peaks].sort((a, b) => (b ?? -1) - (a ?? -1)));
    expect(selection.summary.games).toBe(visible);
    expect(selection.summary.totalRevenue.sum).toBeCloseTo(
      selection.rows.reduce((sum, row) => sum + (row.revenue ?? 0), 0),
      2,
    );
    expect(selection.summary.totalRevenue.games).toBe(selection.rows.filter((row) => row.revenue !== null).length);
    const [{ total }] = await queryRows<{ total: number }>(
      handle,
      "select sum(s.total_players)::float8 as total from game_market_stats s join games g on g.id = s.game_id where not g.hide_from_user",
    );
    expect(selection.summary.totalPlayers.sum).toBe(total);
    expect(selection.byReleaseYear.reduce((sum, bucket) => sum + bucket.games, 0)).toBe(visible);
  });

  it("computes peak players, players (24h) and ARPU as the player stats and market tables do", async () => {
    const [top] = (await select({})).rows;
    const [{ peak }] = await queryRows<{ peak: number }>(
      handle,
      "select max(player_count)::int as peak from daily_player_counts where game_id = $1 and date >= $2::date and date < $3::date",
      [top.id, daysBefore(30), TODAY],
    );
    expect(top.peak_players).toBe(peak);
    const [stats] = (await listGamePlayerStats({ gameIds: [top.id], today: TODAY, db: handle.db })).items;
    expect(top.players_24h).toBe(stats.one_day);
    const [market] = await queryRows<{ revenue: number; players: number }>(
      handle,
      "select lifetime_revenue as revenue, total_players::float8 as players from game_market_stats where game_id = $1",
      [top.id],
    );
    expect(top.arpu).toBe(Math.round((market.revenue / market.players) * 100) / 100);
  });

  it("keeps only games with a developer of the chosen sizes", async () => {
    const indie = await select({ sizes: ["Indie"] });
    const big = await select({ sizes: ["AA", "AAA"] });
    expect(indie.rows.length).toBeGreaterThan(0);
    expect(big.rows.length).toBeGreaterThan(0);
    expect(indie.rows.length).toBeLessThan(visible);
    for (const row of indie.rows) expect(developerSizes.get(row.id)).toContain("Indie");
    for (const row of big.rows) expect([...(developerSizes.get(row.id) ?? [])].some((size) => size === "AA" || size === "AAA")).toBe(true);
    const expectedIndie = [...developerSizes].filter(([id, sizes]) => sizes.has("Indie") && !hidden.has(id)).map(([id]) => id);
    expect(ids(indie.rows)).toEqual(expectedIndie.sort((a, b) => a - b));
  });

  it("keeps only games that carry every chosen feature (a genre, a theme…), as game_classifications gives them", async () => {
    const [genre, theme] = await queryRows<{ id: number }>(
      handle,
      `select c.id from classifications c join classification_types t on t.id = c.classification_type_id
       where t.name in ('Genre', 'Theme') and c.name <> 'z_BLANK'
         and (select count(*) from game_classifications gc join games g on g.id = gc.game_id where gc.gc_classification_id = c.id and not g.hide_from_user) >= 5
       order by t.name, c.id limit 2`,
    );
    const carrying = async (classificationIds: number[]) =>
      (
        await queryRows<{ id: number }>(
          handle,
          `select g.id from games g where not g.hide_from_user
             and (select count(distinct gc.gc_classification_id) from game_classifications gc where gc.game_id = g.id and gc.gc_classification_id = any($1::int[])) = $2
           order by g.id`,
          [classificationIds, classificationIds.length],
        )
      ).map((row) => row.id);
    const one = await select({ featureIds: [genre.id] });
    expect(one.rows.length).toBeGreaterThan(0);
    expect(one.rows.length).toBeLessThan(visible);
    expect(ids(one.rows)).toEqual(await carrying([genre.id]));
    expect(one.summary.games).toBe(one.rows.length);
    const both = await select({ featureIds: [genre.id, theme.id] });
    expect(ids(both.rows)).toEqual(await carrying([genre.id, theme.id]));
    // A view of a feature is its own view: the unfiltered one is not changed by it.
    expect((await select({})).rows).toHaveLength(visible);
  });

  it("keeps only games released on the chosen platform", async () => {
    const [{ platform_id: platform, games }] = await queryRows<{ platform_id: number; games: number }>(
      handle,
      "select r.platform_id, count(distinct r.game_id)::int as games from releases r join games g on g.id = r.game_id where not g.hide_from_user group by 1 order by 2 asc, 1 limit 1",
    );
    const selection = await select({ platformId: platform });
    expect(selection.rows).toHaveLength(games);
    expect(games).toBeLessThan(visible);
    for (const row of selection.rows) expect(row.platform_ids).toContain(platform);
    expect(selection.byPlatform.find((bucket) => bucket.platformId === platform)?.games).toBe(games);
  });

  it("keeps only games in the chosen release window, by the section 4 categories", async () => {
    for (const release of ["Last1Year", "Released", "FutureNextYear", "ToBeAnnounced"] as const) {
      const selection = await select({ release });
      const expected = [...releaseText].filter(([, text]) => releaseDateCategoriesOf(text, TODAY).includes(release)).map(([id]) => id);
      expect(ids(selection.rows)).toEqual(expected.filter((id) => !hidden.has(id)).sort((a, b) => a - b));
    }
    const lastYear = await select({ release: "Last1Year" });
    expect(lastYear.rows.length).toBeGreaterThan(0);
    expect(lastYear.rows.length).toBeLessThan(visible);
  });

  it("maps a custom range to its categories: a past range ending 100 days ago is last 6 months", async () => {
    const { query, notes } = parseMarketResearchQuery(new URLSearchParams({ release: "custom", from: daysBefore(400), to: daysBefore(100) }));
    expect(notes).toEqual([]);
    expect(query.release).toBe(`custom_${daysBefore(400)}_${daysBefore(100)}`);
    const custom = await select({ release: query.release });
    const sixMonths = await select({ release: "Last6Months" });
    expect(ids(custom.rows)).toEqual(ids(sixMonths.rows));
    expect(custom.rows.length).toBeGreaterThan(0);
    const malformed = await select({ release: "custom_2026-13-01_2026-12-31" });
    expect(malformed.rows).toHaveLength(visible);
  });

  it("keeps only games not released yet when the status is upcoming", async () => {
    const upcoming = await select({ status: "upcoming" });
    expect(upcoming.rows.length).toBeGreaterThan(0);
    expect(upcoming.rows.length).toBeLessThan(visible);
    for (const row of upcoming.rows) {
      const [{ released }] = await queryRows<{ released: boolean }>(
        handle,
        "select exists (select 1 from releases r join publications p on p.release_id = r.id where r.game_id = $1 and p.release_date ~ '^\\d{1,2}-\\d{1,2}-\\d{4}$' and p.release_date_time <= $2::date) as released",
        [row.id, TODAY],
      );
      expect(released).toBe(false);
    }
  });

  it("combines filters with the data point, sorts by any column and breaks ties by title", async () => {
    const premium = await select({ datapoint: "premium", sort: "price", direction: "asc" });
    expect(premium.rows.length).toBeGreaterThan(0);
    for (const row of premium.rows) expect(row.price).toBeGreaterThan(0);
    const prices = premium.rows.map((row) => row.price!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byTitle = await select({ sort: "title", direction: "asc" });
    const titles = byTitle.rows.map((row) => row.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    const narrow = await select({ datapoint: "premium", sizes: ["Indie"], release: "Released" });
    expect(narrow.rows.length).toBeLessThan(premium.rows.length);
    for (const row of narrow.rows) expect(developerSizes.get(row.id)).toContain("Indie");
  });

  /**
   * The share of players by feature straight from the tables (monthly_player_counts and game_classifications), as
   * docs/data-model.md defines it: what the screen's in-memory computation must equal.
   */
  async function shareFromTables(gameIds: number[], typeId: number) {
    const lastDay = daysBefore(1);
    const start = new Date(Date.UTC(Number(lastDay.slice(0, 4)), Number(lastDay.slice(5, 7)) - 1 - 23, 1)).toISOString().slice(0, 10);
    const rows = await queryRows<{ month: string; cls_id: number | null; name: string | null; players: number | null; total: number }>(
      handle,
      `with monthly as (
         select game_id, month, avg_players as players from monthly_player_counts
         where game_id = any($1::int[]) and month >= $2::date and month <= $3::date
       ), totals as (select month, sum(players) as total from monthly group by month),
       per_feature as (
         select m.month, gc.gc_classification_id as cls_id, sum(m.players) as players
         from monthly m join game_classifications gc on gc.game_id = m.game_id and gc.classification_type_id = $4
         join classifications c on c.id = gc.gc_classification_id and c.name <> 'z_BLANK' group by 1, 2
       )
       select to_char(t.month, 'YYYY-MM') as month, f.cls_id, c.name, f.players::float8 as players, t.total::float8 as total
       from totals t left join per_feature f on f.month = t.month left join classifications c on c.id = f.cls_id
       order by t.month, f.cls_id`,
      [gameIds, start, lastDay, typeId],
    );
    const months = [...new Set(rows.map((row) => row.month))];
    const totals = months.map((month) => rows.find((row) => row.month === month)!.total);
    const features = new Map<number, { name: string; players: number[] }>();
    for (const row of rows) {
      if (row.cls_id === null) continue;
      const feature = features.get(row.cls_id) ?? { name: row.name!, players: months.map(() => 0) };
      feature.players[months.indexOf(row.month)] = row.players!;
      features.set(row.cls_id, feature);
    }
    return { months, totals, features };
  }

  it("computes each view's feature share from memory exactly as the tables give it, and keeps it per knowledge", async () => {
    const knowledge = await buildKnowledge({ db: handle.db, today: TODAY });
    for (const change of [{}, { sizes: ["Indie"] }, { datapoint: "premium", release: "Last5Years" }] satisfies Array<Partial<MarketResearchQuery>>) {
      const gameIds = (await select(change)).rows.map((row) => row.id);
      for (const typeId of [1, 2]) {
        const history = viewFeatureShare(knowledge, { viewKey: JSON.stringify(change), gameIds: () => gameIds, classificationTypeId: typeId });
        const expected = await shareFromTables(gameIds, typeId);
        expect(history.months).toEqual(expected.months);
        history.totals.forEach((total, index) => expect(total).toBeCloseTo(expected.totals[index], 6));
        const latest = expected.months.length - 1;
        const top = [...expected.features.entries()].sort((a, b) => b[1].players[latest] - a[1].players[latest] || a[0] - b[0]).slice(0, 5);
        expect(history.features.map((feature) => [feature.cls_id, feature.name])).toEqual(top.map(([id, feature]) => [id, feature.name]));
        history.features.forEach((feature, index) => {
          feature.players.forEach((players, month) => expect(players).toBeCloseTo(top[index][1].players[month], 6));
          feature.shares.forEach((share, month) =>
            expect(share).toBeCloseTo(expected.totals[month] > 0 ? (top[index][1].players[month] / expected.totals[month]) * 100 : 0, 6),
          );
        });
      }
    }
    const all = (await select({})).rows.map((row) => row.id);
    const first = viewFeatureShare(knowledge, { viewKey: "all", gameIds: () => all, classificationTypeId: 1 });
    expect(viewFeatureShare(knowledge, { viewKey: "all", gameIds: () => all, classificationTypeId: 1 })).toBe(first);
    // Worked out in slices (the screen's way) and kept: the same history, read back as it was kept.
    const sliced = await buildKnowledge({ db: handle.db, today: TODAY });
    const view = { viewKey: "all", gameIds: () => all, classificationTypeId: 1 };
    await prepareViewFeatureShare(sliced, view);
    const prepared = viewFeatureShare(sliced, { ...view, gameIds: () => [] });
    expect(prepared).toEqual(first);
    expect(viewFeatureShare(sliced, view)).toBe(prepared);
    const rebuilt = await buildKnowledge({ db: handle.db, today: TODAY });
    const afterImport = viewFeatureShare(rebuilt, { viewKey: "all", gameIds: () => all, classificationTypeId: 1 });
    expect(afterImport).not.toBe(first);
    expect(afterImport).toEqual(first);
    expect(viewFeatureShare(knowledge, { viewKey: "none", gameIds: () => [], classificationTypeId: 1 })).toEqual({
      classification_type_id: 1,
      months: [],
      totals: [],
      features: [],
    });
  });

  it("gives feature shares over the whole market equal to the feature ranks' market share", async () => {
    const knowledge = await buildKnowledge({ db: handle.db, today: TODAY });
    const every = (await select({})).rows.map((row) => row.id);
    const history = viewFeatureShare(knowledge, { viewKey: "all", gameIds: () => every, classificationTypeId: 1 });
    expect(history.features.length).toBe(5);
    const latest = history.months.length - 1;
    const players = history.features.map((feature) => feature.players[latest]);
    expect(players).toEqual([...players].sort((a, b) => b - a));
    if (hidden.size === 0) {
      // A month wholly before today: the same games and days the generator's feature ranks were computed from.
      const month = history.months[latest - 1];
      for (const feature of history.features) {
        const [rank] = await queryRows<{ market_share: number }>(
          handle,
          "select market_share from feature_ranks where cls_id = $1 and to_char(date, 'YYYY-MM') = $2",
          [feature.cls_id, month],
        );
        expect(feature.shares[latest - 1]).toBeCloseTo(rank.market_share, 6);
      }
    }
  });

  it("counts each platform's visible games for the platform filter, as the tables give them", async () => {
    const facts = await listLumosGameFacts({ today: TODAY, db: handle.db });
    const platforms = await listPlatformFilter({ facts, db: handle.db });
    const expected = await queryRows<{ id: number; games: number }>(
      handle,
      `select p.id, count(distinct g.id)::int as games from platforms p
       left join releases r on r.platform_id = p.id left join games g on g.id = r.game_id and not g.hide_from_user
       group by p.id order by games desc, p.id`,
    );
    expect(platforms.map((platform) => ({ id: platform.id, games: platform.games }))).toEqual(expected);
    expect(platforms[0].games).toBeGreaterThan(0);
  });

  it("reads the filters' platforms and classification types once per copy of the facts, and again for a new copy", async () => {
    const facts = await listLumosGameFacts({ today: TODAY, db: handle.db });
    const first = await listMarketResearchOptions({ facts, db: handle.db });
    expect(first.types.map((type) => type.id)).toEqual(
      (await queryRows<{ id: number }>(handle, "select id from classification_types order by id")).map((row) => row.id),
    );
    // Another view of the same copy gets the same answer without asking the database.
    expect(await listMarketResearchOptions({ facts, db: handle.db })).toBe(first);
    await queryRows(handle, "update platforms set name = name || ' (renamed)' where id = " + first.platforms[0].id);
    try {
      expect((await listMarketResearchOptions({ facts, db: handle.db })).platforms[0].name).toBe(first.platforms[0].name);
      // Facts read anew (a new data version or day) read the options anew.
      const renamed = await listMarketResearchOptions({ facts: [...facts], db: handle.db });
      expect(renamed.platforms.find((platform) => platform.id === first.platforms[0].id)?.name).toBe(`${first.platforms[0].name} (renamed)`);
    } finally {
      await queryRows(handle, "update platforms set name = replace(name, ' (renamed)', '') where id = " + first.platforms[0].id);
    }
  });

  it("works out every data point, with and without a platform, from the facts as the database's definition does", async () => {
    const facts = await listLumosGameFacts({ today: TODAY, db: handle.db });
    const [{ platform_id: platformId }] = await queryRows<{ platform_id: number }>(
      handle,
      "select platform_id from releases group by 1 order by count(*) desc limit 1",
    );
    for (const { id } of DATAPOINTS) {
      for (const platform of [null, platformId]) {
        const fromTables = await listGameIdsForDatapoint({ datapointId: id, platformId: platform, db: handle.db });
        const inMemory = datapointGames(facts, id, platform);
        expect([id, platform, inMemory === "all" ? facts.map((game) => game.id).sort((a, b) => a - b) : [...inMemory].sort((a, b) => a - b)]).toEqual([
          id,
          platform,
          fromTables,
        ]);
      }
    }
  });

  describe("GET /api/market-research/export and /sections", () => {
    let token: string;
    const request = (path: string, search: string, auth: boolean) =>
      new Request(`http://127.0.0.1:3000/api/market-research/${path}${search}`, { headers: auth ? { authorization: `Bearer ${token}` } : {} });
    const call = (search: string, auth = true) => exportCsv(request("export", search, auth));
    const callSections = (search: string, auth = true) => sections(request("sections", search, auth));

    beforeAll(async () => {
      await ensureDemoAccounts({ db: handle.db, ...DEMO_SEED });
      useDatabaseForTests(handle);
      const response = await signIn(
        new Request("http://127.0.0.1:3000/api/signin", {
          method: "POST",
          body: JSON.stringify({ email: "analyst@lumos.local", password: "Lumos-Analyst-2026!" }),
        }),
      );
      token = (await response.json()).accessToken;
    });
    afterAll(() => useDatabaseForTests(undefined));

    it("answers every matching game as CSV in the view's order with its columns", async () => {
      const response = await call("?size=Indie&cols=peak_players,revenue&sort=revenue");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/csv");
      const lines = (await response.text()).trimEnd().split("\r\n");
      expect(lines[0]).toBe("Title,Peak players (30 days),Revenue");
      const selection = await getMarketResearchSelection({ query: view({ sizes: ["Indie"], sort: "revenue" }), db: handle.db });
      expect(lines).toHaveLength(selection.rows.length + 1);
      expect(Number(response.headers.get("x-total-count"))).toBe(selection.rows.length);
      const revenues = lines.slice(1).map((line) => Number(line.split(",").at(-1)));
      expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    });

    it("answers 400 naming the parameter for a value it does not understand, and 401 without a session", async () => {
      const bad = await call("?release=someday");
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.field).toBe("release");
      expect((await call("?per=10")).status).toBe(400);
      expect((await call("", false)).status).toBe(401);
    });

    it("answers a view's sections below the fold from the same selection and feature share as the page", async () => {
      const response = await callSections("?size=Indie&cls_type=2");
      expect(response.status).toBe(200);
      const { data } = await response.json();
      const selection = await getMarketResearchSelection({ query: view({ sizes: ["Indie"] }), db: handle.db });
      expect(data.matched).toBe(selection.rows.length);
      expect(data.byReleaseYear).toEqual(selection.byReleaseYear);
      expect(
        data.byPlatform.map((bucket: { platformId: number; games: number; peakPlayers: number }) => ({
          platformId: bucket.platformId,
          games: bucket.games,
          peakPlayers: bucket.peakPlayers,
        })),
      ).toEqual(selection.byPlatform);
      const { platforms } = await listMarketResearchOptions({ facts: await listLumosGameFacts({ today: TODAY, db: handle.db }), db: handle.db });
      for (const bucket of data.byPlatform) expect(bucket.name).toBe(platforms.find((platform) => platform.id === bucket.platformId)!.name);
      const knowledge = await buildKnowledge({ db: handle.db, today: TODAY });
      const share = viewFeatureShare(knowledge, { viewKey: "indie", gameIds: () => selection.rows.map((row) => row.id), classificationTypeId: 2 });
      expect(data.featureShare).toEqual(share);
    });

    it("answers 400 naming the parameter for a value or an id it does not know, and 401 without a session", async () => {
      for (const [search, field] of [
        ["?release=someday", "release"],
        ["?feature=999999", "feature"],
        ["?platform=999999", "platform"],
        ["?cls_type=999999", "cls_type"],
      ]) {
        const bad = await callSections(search);
        expect({ search, status: bad.status, field: (await bad.json()).error.field }).toEqual({ search, status: 400, field });
      }
      expect((await callSections("", false)).status).toBe(401);
    });
  });
});
