import type { DatabaseHandle } from "@/lib/db/client";
import { listSimilarGames, listSymbioticGames, listTopCompetitors, type SimilarGame } from "@/lib/analytics/game-analytics";
import { OTHER_TYPE_WEIGHT, SIMILARITY_TYPE_WEIGHTS } from "@/lib/analytics/similar-games";
import { getPersonaFit, listPlayerCorrelations, listSymbioticFeatures } from "@/lib/data/analytics";
import { createTestDatabase, queryRows } from "./helpers/test-database";

/**
 * The documented similarity (docs/data-model.md) of every visible main game sharing a classification with `game`,
 * computed in SQL over the tables, independently of the in-memory scoring: the reference the engine is held to.
 */
const REFERENCE_SIMILARITY = `
  with weights as (select * from (values ${Object.entries(SIMILARITY_TYPE_WEIGHTS)
    .map(([type, weight]) => `(${type}, ${weight}::float8)`)
    .join(", ")}) as w(type_id, weight)),
  weighted as (
    select distinct gc.game_id, gc.gc_classification_id, coalesce(w.weight, ${OTHER_TYPE_WEIGHT}) as weight
    from game_classifications gc join classifications c on c.id = gc.gc_classification_id and c.name <> 'z_BLANK'
    left join weights w on w.type_id = c.classification_type_id
  ),
  totals as (select game_id, sum(weight) as total from weighted group by game_id),
  shared as (
    select o.game_id, sum(o.weight) as shared_weight, count(*)::int as shared_features
    from weighted t join weighted o on o.gc_classification_id = t.gc_classification_id
    where t.game_id = $1 and o.game_id <> $1 group by o.game_id
  ),
  facts as (
    select g.id, g.title, g.parent_game_id, g.game_type_id, g.hide_from_user,
           (select extract(year from min(p.release_date_time))::int from releases r join publications p on p.release_id = r.id where r.game_id = g.id) as year,
           s.is_free_to_play, coalesce(s.review_count, 0) as reviews,
           case when s.game_id is null then null when s.is_free_to_play or s.launch_price = 0 then 0 when s.launch_price is null then null
                when s.launch_price < 10 then 1 when s.launch_price < 30 then 2 when s.launch_price < 50 then 3 else 4 end as tier,
           -- No figure (null) for a game without a count in those 30 days, as the game breakdown shows it ("-").
           (select max(player_count) from daily_player_counts d where d.game_id = g.id
             and d.date > (select max(month + array_length(counts, 1) - 1) from player_count_months) - 30 and d.player_count > 0)::int as players
    from games g left join game_market_stats s on s.game_id = g.id
  ),
  scored as (
    select f.id as game_id, f.title, sh.shared_features, f.players, f.reviews, f.year, coalesce(f.is_free_to_play, false) as is_free_to_play,
           sh.shared_weight / (tt.total + ot.total - sh.shared_weight) as overlap,
           greatest(0, 1 - abs(coalesce(f.year, tf.year, 0) - coalesce(tf.year, f.year, 0)) / 10.0) as proximity,
           case when f.tier = tf.tier then 1 else 0 end as same_tier
    from shared sh join facts f on f.id = sh.game_id join totals ot on ot.game_id = f.id
    cross join (select * from facts where id = $1) tf cross join (select total from totals where game_id = $1) tt
    where not f.hide_from_user and f.game_type_id not in (1, 2, 3)
      and coalesce(f.parent_game_id, -1) <> $1 and f.id <> coalesce(tf.parent_game_id, -1)
  )
  select game_id, title, round((0.8 * overlap + 0.1 * proximity + 0.1 * same_tier)::numeric, 4)::float8 as similarity,
         round(overlap::numeric, 4)::float8 as feature_overlap, shared_features, year as release_year,
         players as players_last_month, is_free_to_play
  from scored order by similarity desc, players_last_month desc nulls last, reviews desc, game_id limit $2`;

describe("analytics models on the demo market", () => {
  let handle: DatabaseHandle;
  let game: number;

  beforeAll(async () => {
    ({ handle } = await createTestDatabase({ games: 300 }));
    [{ game_id: game }] = await queryRows<{ game_id: number }>(
      handle,
      "select d.game_id from daily_player_counts d join games g on g.id = d.game_id where g.game_type_id = 0 group by d.game_id order by count(*) desc, max(player_count) desc limit 1",
    );
  });
  afterAll(() => handle.close());

  it("ranks similar games by weighted feature overlap, never the game itself or its add-ons", async () => {
    const similar = await listSimilarGames({ gameId: game, limit: 20, db: handle.db });
    expect(similar.length).toBe(20);
    const scores = similar.map((g) => g.similarity);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const g of similar) {
      expect(g.game_id).not.toBe(game);
      expect(g.similarity).toBeGreaterThan(0);
      expect(g.similarity).toBeLessThanOrEqual(1);
      expect(g.feature_overlap).toBeLessThanOrEqual(1);
    }
    const addOns = await queryRows<{ id: number }>(handle, "select id from games where parent_game_id = $1", [game]);
    for (const addOn of addOns) expect(similar.map((g) => g.game_id)).not.toContain(addOn.id);
  });

  it("scores every game sharing a feature by the documented formula, exactly as SQL over the tables does", async () => {
    const targets = await queryRows<{ id: number }>(
      handle,
      `(select id from games where game_type_id = 0 and not hide_from_user order by id limit 2)
       union (select id from games where game_type_id = 4 and not hide_from_user order by id limit 1)
       union (select id from games where game_type_id = 1 and not hide_from_user order by id limit 1)
       union (select $1::int)`,
      [game],
    );
    expect(targets.length).toBeGreaterThanOrEqual(3);
    for (const { id } of targets) {
      const expected = await queryRows<SimilarGame>(handle, REFERENCE_SIMILARITY, [id, 1000]);
      expect(expected.length).toBeGreaterThan(20);
      expect(await listSimilarGames({ gameId: id, limit: 1000, db: handle.db })).toEqual(expected);
      // A short list is the head of the long one (the scoring keeps only the best `limit` as it goes).
      expect(await listSimilarGames({ gameId: id, limit: 7, db: handle.db })).toEqual(expected.slice(0, 7));
    }
  });

  it("has no similar games for a game that is hidden or does not exist, and names a bad id", async () => {
    const [hidden] = await queryRows<{ id: number }>(handle, "select id from games where hide_from_user limit 1");
    if (hidden) expect(await listSimilarGames({ gameId: hidden.id, db: handle.db })).toEqual([]);
    expect(await listSimilarGames({ gameId: 999_999, db: handle.db })).toEqual([]);
    await expect(listSimilarGames({ gameId: 0, db: handle.db })).rejects.toThrow("game_id must hold positive whole numbers");
  });

  it("gives a game identical features a full overlap", async () => {
    const [remaster] = await queryRows<{ id: number; parent_game_id: number }>(handle, "select id, parent_game_id from games where game_type_id = 4 limit 1");
    if (!remaster) return;
    const [sibling] = await queryRows<{ id: number }>(
      handle,
      `select g.id from games g where g.id <> $1 and g.game_type_id = 0 and not exists (
         select gc_classification_id from game_classifications where game_id = g.id except select gc_classification_id from game_classifications where game_id = $1)
       and not exists (select gc_classification_id from game_classifications where game_id = $1 except select gc_classification_id from game_classifications where game_id = g.id) limit 1`,
      [remaster.id],
    );
    if (!sibling) return;
    const similar = await listSimilarGames({ gameId: remaster.id, limit: 300, db: handle.db });
    expect(similar.find((g) => g.game_id === sibling.id)?.feature_overlap).toBe(1);
  });

  it("keeps competitors to the same business model and release window", async () => {
    const competitors = await listTopCompetitors({ gameId: game, db: handle.db });
    const [self] = await queryRows<{ is_free_to_play: boolean }>(handle, "select is_free_to_play from game_market_stats where game_id = $1", [game]);
    for (const c of competitors) {
      expect(c.is_free_to_play).toBe(self.is_free_to_play);
      expect(c.competition).toBeLessThanOrEqual(c.similarity);
    }
    const scores = competitors.map((c) => c.competition);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("finds symbiotic games with overlapping features and correlated players", async () => {
    const symbiotic = await listSymbioticGames({ gameId: game, db: handle.db });
    for (const g of symbiotic) {
      expect(g.feature_overlap).toBeGreaterThanOrEqual(0.15);
      expect(g.player_correlation).toBeGreaterThan(0.3);
      expect(g.player_correlation).toBeLessThanOrEqual(1);
    }
  });

  it("correlates daily players with each other game's over the shared days of the window, as Pearson does", async () => {
    const days = 180;
    const minDays = 30;
    const counts = await queryRows<{ game_id: number; date: string; player_count: number }>(
      handle,
      `select game_id, date::text, player_count::float8 as player_count from daily_player_counts
       where player_count > 0 and date > (select max(month + array_length(counts, 1) - 1) from player_count_months) - ${days}`,
    );
    const byGame = new Map<number, Map<string, number>>();
    for (const row of counts) {
      if (!byGame.has(row.game_id)) byGame.set(row.game_id, new Map());
      byGame.get(row.game_id)!.set(row.date, row.player_count);
    }
    // The most played game, and one that had players on fewer than half of the days.
    const sparse = [...byGame].find(([, dates]) => dates.size >= minDays && dates.size < 90)![0];
    for (const subject of [game, sparse]) {
      const mine = byGame.get(subject)!;
      const others = [...byGame.keys()].filter((id) => id !== subject).slice(0, 60);
      const expected = new Map<number, number | null>();
      for (const id of others) {
        const pairs = [...byGame.get(id)!].filter(([date]) => mine.has(date)).map(([date, count]) => [mine.get(date)!, count]);
        if (pairs.length < minDays) continue;
        const mean = (i: number) => pairs.reduce((sum, pair) => sum + pair[i], 0) / pairs.length;
        const [mx, my] = [mean(0), mean(1)];
        let [sxy, sxx, syy] = [0, 0, 0];
        for (const [x, y] of pairs) [sxy, sxx, syy] = [sxy + (x - mx) * (y - my), sxx + (x - mx) ** 2, syy + (y - my) ** 2];
        expected.set(id, sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy));
      }
      expect(expected.size).toBeGreaterThan(5);
      const actual = await listPlayerCorrelations({ gameId: subject, otherIds: others, days, minDays, db: handle.db });
      expect([...actual.keys()].sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b));
      for (const [id, r] of expected) {
        if (r === null) expect(actual.get(id)).toBeNull();
        else expect(actual.get(id)).toBeCloseTo(r, 9);
      }
    }
  });

  it("finds features that go together among the top games, with lift", async () => {
    const [{ cls }] = await queryRows<{ cls: number }>(
      handle,
      "select gc_classification_id as cls from game_classifications where classification_type_id = 1 group by 1 order by count(*) desc limit 1",
    );
    const features = await listSymbioticFeatures({ clsIds: [cls], db: handle.db });
    expect(features.length).toBeGreaterThan(0);
    for (const f of features) {
      expect(f.cls_id).not.toBe(cls);
      expect(f.co_occurrence).toBeGreaterThan(0);
      expect(f.co_occurrence).toBeLessThanOrEqual(1);
    }
    expect(await listSymbioticFeatures({ clsIds: [], db: handle.db })).toEqual([]);
  });

  it("scores persona fit 0–100 with a summary and the features behind it", async () => {
    const fit = await getPersonaFit({ gameId: game, db: handle.db });
    expect(fit?.personas).toHaveLength(9);
    for (const p of fit!.personas) {
      expect(p.score).toBeGreaterThanOrEqual(0);
      expect(p.score).toBeLessThanOrEqual(100);
    }
    expect(fit!.summary).toMatch(/\(\d+(, \d+)* out of 100\)\.$/);
    for (const f of fit!.contributing_features)
      expect(f).toEqual({
        score: expect.any(Number),
        name: expect.any(String),
        category: expect.any(String),
        marketShare: expect.any(Number),
        playerCount: expect.any(Number),
        persona: expect.any(String),
      });
    expect(await getPersonaFit({ gameId: 999_999, db: handle.db })).toBeNull();
    await expect(getPersonaFit({ gameId: 0, db: handle.db })).rejects.toThrow("gameId must hold positive whole numbers");
  });
});
