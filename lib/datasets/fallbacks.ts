// Built-in fallbacks the specification asks for (data-domain specification, sections 4 and 8). They are shown
// only when the database has nothing to offer, and always marked as such (isSample).

/** Game ids used when the game_ids dataset cannot be built. */
export const BUILT_IN_GAME_IDS: readonly number[] = Array.from({ length: 50 }, (_, i) => i + 1);

/** The player-count overview's sample of ten games, used when the last three days have no counts. */
export const SAMPLE_PLAYER_COUNT_OVERVIEW: ReadonlyArray<{ game_id: number; title: string; player_count: number }> = [
  { game_id: 0, title: "Sample: Battle Royale", player_count: 850_000 },
  { game_id: 0, title: "Sample: Hero Shooter", player_count: 420_000 },
  { game_id: 0, title: "Sample: Open-World RPG", player_count: 210_000 },
  { game_id: 0, title: "Sample: Survival Crafting", player_count: 120_000 },
  { game_id: 0, title: "Sample: MMORPG", player_count: 95_000 },
  { game_id: 0, title: "Sample: Sports", player_count: 60_000 },
  { game_id: 0, title: "Sample: City Builder", player_count: 35_000 },
  { game_id: 0, title: "Sample: Roguelike", player_count: 22_000 },
  { game_id: 0, title: "Sample: Racing", player_count: 15_000 },
  { game_id: 0, title: "Sample: Cozy Farming Sim", player_count: 9_000 },
];
