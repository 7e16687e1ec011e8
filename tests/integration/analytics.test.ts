import type { DatabaseHandle } from "@/lib/db/client";
import { getPersonaFit, listSimilarGames, listSymbioticFeatures, listSymbioticGames, listTopCompetitors } from "@/lib/data/analytics";
import { createTestDatabase, queryRows } from "./helpers/test-database";

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

  it("finds features that go together among the top games, with lift", async () => {
    const [{ cls }] = await queryRows<{ cls: number }>(handle, "select gc_classification_id as cls from game_classifications where classification_type_id = 1 group by 1 order by count(*) desc limit 1");
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
    for (const f of fit!.contributing_features) expect(f).toEqual({ score: expect.any(Number), name: expect.any(String), category: expect.any(String), marketShare: expect.any(Number), playerCount: expect.any(Number), persona: expect.any(String) });
    expect(await getPersonaFit({ gameId: 999_999, db: handle.db })).toBeNull();
    await expect(getPersonaFit({ gameId: 0, db: handle.db })).rejects.toThrow("gameId must hold positive whole numbers");
  });
});
