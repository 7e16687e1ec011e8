// The game types the code tells apart, by their ids in the game_types vocabulary (lib/demo/vocabulary.ts seeds the
// table with these ids and names; an import writes them).

export const MAIN_GAME_TYPE_ID = 0;
export const DLC_GAME_TYPE_ID = 1;
export const EXPANSION_GAME_TYPE_ID = 2;
export const BUNDLE_GAME_TYPE_ID = 3;
export const EARLY_ACCESS_GAME_TYPE_ID = 6;
export const SOFTWARE_GAME_TYPE_ID = 7;

/**
 * Game types that are no standalone game: the add-ons (DLC, expansion, bundle) and software that is no game. Lumos
 * leaves them out unless a question names them; similar games, competitors and symbiotic games never offer them.
 */
export const NOT_STANDALONE_GAME_TYPES: ReadonlyMap<number, string> = new Map([
  [DLC_GAME_TYPE_ID, "DLC"],
  [EXPANSION_GAME_TYPE_ID, "Expansion"],
  [BUNDLE_GAME_TYPE_ID, "Bundle"],
  [SOFTWARE_GAME_TYPE_ID, "Software"],
]);
