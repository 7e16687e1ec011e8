// Classification types the data gives a meaning of its own.

/** Genre (the specification's type 1): a game's first genre is its primary one. */
export const GENRE_TYPE_ID = 1;

/**
 * Steam's user tags, as an import brings them: a type of their own beside the specification's, so that a tag named
 * like a genre ("Racing") never passes for the genre. Where a name is both, a question means the genre.
 */
export const STEAM_TAG_TYPE = { id: 200, name: "Steam Tag" } as const;

/**
 * Business Model (the specification's type 182), as the demo market names its two commonest: an imported game is
 * Free-to-Play at a list price of $0 and Premium above it (Steam's files say nothing finer).
 */
export const BUSINESS_MODEL = { typeId: 182, freeToPlay: "Free-to-Play", premium: "Premium" } as const;
