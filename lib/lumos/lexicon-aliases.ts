// The words people type for platforms, stores, developer sizes, game types and classification types.
// Each alias names its targets the way the data names them (platform name or abbreviation, distribution name,
// game-type name, classification-type name); targets missing from the data are skipped when the lexicon is built.
import type { StoreKind } from "./query-schema";

/** alias → platform names or abbreviations. Several targets make a group: "mobile" means iOS and Android. */
export const PLATFORM_ALIASES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["pc", ["Windows"]],
  ["windows", ["Windows"]],
  ["windows pc", ["Windows"]],
  ["win", ["Windows"]],
  ["computer", ["Windows"]],
  ["mac", ["Mac"]],
  ["macos", ["Mac"]],
  ["mac os", ["Mac"]],
  ["osx", ["Mac"]],
  ["os x", ["Mac"]],
  ["macintosh", ["Mac"]],
  ["linux", ["Linux"]],
  ["ios", ["iOS"]],
  ["iphone", ["iOS"]],
  ["ipad", ["iPad"]],
  ["ipados", ["iPad"]],
  ["android", ["Android"]],
  ["mobile", ["iOS", "Android"]],
  ["phone", ["iOS", "Android"]],
  ["smartphone", ["iOS", "Android"]],
  ["ps5", ["PlayStation 5"]],
  ["ps 5", ["PlayStation 5"]],
  ["playstation 5", ["PlayStation 5"]],
  ["playstation5", ["PlayStation 5"]],
  ["play station 5", ["PlayStation 5"]],
  ["ps4", ["PlayStation 4"]],
  ["ps 4", ["PlayStation 4"]],
  ["playstation 4", ["PlayStation 4"]],
  ["playstation4", ["PlayStation 4"]],
  ["play station 4", ["PlayStation 4"]],
  ["playstation", ["PlayStation 5", "PlayStation 4"]],
  ["sony", ["PlayStation 5", "PlayStation 4"]],
  ["xbox series x", ["Xbox Series X"]],
  ["xbox series s", ["Xbox Series X"]],
  ["xbox series x s", ["Xbox Series X"]],
  ["xbox series", ["Xbox Series X"]],
  ["series x", ["Xbox Series X"]],
  ["series s", ["Xbox Series X"]],
  ["series x s", ["Xbox Series X"]],
  ["xsx", ["Xbox Series X"]],
  ["xss", ["Xbox Series X"]],
  ["xbsx", ["Xbox Series X"]],
  ["xbox one", ["Xbox One"]],
  ["xb1", ["Xbox One"]],
  ["xbo", ["Xbox One"]],
  ["xbone", ["Xbox One"]],
  ["xbox", ["Xbox Series X", "Xbox One"]],
  ["switch", ["Nintendo Switch"]],
  ["nintendo switch", ["Nintendo Switch"]],
  ["switch 1", ["Nintendo Switch"]],
  ["ns", ["Nintendo Switch"]],
  ["switch 2", ["Nintendo Switch 2"]],
  ["switch2", ["Nintendo Switch 2"]],
  ["nintendo switch 2", ["Nintendo Switch 2"]],
  ["ns2", ["Nintendo Switch 2"]],
  ["nintendo", ["Nintendo Switch", "Nintendo Switch 2"]],
  ["console", ["PlayStation 5", "PlayStation 4", "Xbox Series X", "Xbox One", "Nintendo Switch", "Nintendo Switch 2"]],
  ["browser", ["Web Browser"]],
  ["web", ["Web Browser"]],
  ["html5", ["Web Browser"]],
  ["apple tv", ["Apple TV"]],
  ["tvos", ["Apple TV"]],
  ["quest", ["Meta Quest 3"]],
  ["quest 3", ["Meta Quest 3"]],
  ["meta quest", ["Meta Quest 3"]],
  ["oculus", ["Meta Quest 3"]],
  ["oculus quest", ["Meta Quest 3"]],
  ["vision pro", ["Apple Vision Pro"]],
  ["visionos", ["Apple Vision Pro"]],
  ["vr", ["Meta Quest 3", "Apple Vision Pro"]],
  ["virtual reality", ["Meta Quest 3", "Apple Vision Pro"]],
];

/** alias → distribution names. */
export const STORE_ALIASES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["steam", ["Steam"]],
  ["steam store", ["Steam"]],
  ["epic", ["Epic Games Store"]],
  ["epic games", ["Epic Games Store"]],
  ["epic store", ["Epic Games Store"]],
  ["egs", ["Epic Games Store"]],
  ["gog", ["GOG"]],
  ["gog com", ["GOG"]],
  ["good old games", ["GOG"]],
  ["humble", ["Humble Store"]],
  ["humble bundle", ["Humble Store"]],
  ["itch", ["itch.io"]],
  ["itchio", ["itch.io"]],
  ["ms store", ["Microsoft Store"]],
  ["windows store", ["Microsoft Store"]],
  ["app store", ["App Store"]],
  ["apple app store", ["App Store"]],
  ["ios app store", ["App Store"]],
  ["play store", ["Google Play"]],
  ["google play store", ["Google Play"]],
  ["playstation store", ["Platform Digital Store"]],
  ["ps store", ["Platform Digital Store"]],
  ["xbox store", ["Platform Digital Store"]],
  ["eshop", ["Platform Digital Store"]],
  ["nintendo eshop", ["Platform Digital Store"]],
  ["retail", ["Retail (Boxed)"]],
  ["boxed", ["Retail (Boxed)"]],
  ["physical", ["Retail (Boxed)"]],
];

/** Words for a whole kind of store: "on a PC store" means any distribution of kind pc_store. */
export const STORE_KIND_ALIASES: ReadonlyArray<readonly [string, StoreKind]> = [
  ["pc store", "pc_store"],
  ["pc storefront", "pc_store"],
  ["pc digital store", "pc_store"],
  ["pc shop", "pc_store"],
  ["console store", "console_store"],
  ["console storefront", "console_store"],
  ["console digital store", "console_store"],
  ["mobile store", "mobile_store"],
  ["mobile app store", "mobile_store"],
  ["app stores", "mobile_store"],
  ["launcher", "launcher"],
  ["publisher launcher", "launcher"],
];

/** How a store kind reads in answers. */
export const STORE_KIND_NAMES: Readonly<Record<StoreKind, string>> = {
  pc_store: "PC stores",
  console_store: "console stores",
  mobile_store: "mobile stores",
  retail: "retail",
  launcher: "publisher launchers",
};

export const DEVELOPER_SIZES = ["Indie", "AA", "AAA"] as const;
export type DeveloperSize = (typeof DEVELOPER_SIZES)[number];

export const DEVELOPER_SIZE_ALIASES: ReadonlyArray<readonly [string, DeveloperSize]> = [
  ["indie", "Indie"],
  ["indies", "Indie"],
  ["independent", "Indie"],
  ["indie developer", "Indie"],
  ["indie studio", "Indie"],
  ["indie publisher", "Indie"],
  ["aa", "AA"],
  ["double a", "AA"],
  ["mid size", "AA"],
  ["mid sized", "AA"],
  ["midsize", "AA"],
  ["mid tier", "AA"],
  ["aa studio", "AA"],
  ["aaa", "AAA"],
  ["triple a", "AAA"],
  ["aaa studio", "AAA"],
  ["aaa publisher", "AAA"],
  ["big budget", "AAA"],
];

/** alias → game-type name (lib/demo/vocabulary.ts GAME_TYPES). Plurals are folded by the parser. */
export const GAME_TYPE_ALIASES: ReadonlyArray<readonly [string, string]> = [
  ["main game", "Main Game"],
  ["base game", "Main Game"],
  ["full game", "Main Game"],
  ["standalone game", "Main Game"],
  ["dlc", "DLC"],
  ["downloadable content", "DLC"],
  ["add on", "DLC"],
  ["addon", "DLC"],
  ["expansion", "Expansion"],
  ["expansion pack", "Expansion"],
  ["bundle", "Bundle"],
  ["remaster", "Remaster"],
  ["remastered", "Remaster"],
  ["remake", "Remake"],
  ["remade", "Remake"],
  ["early access", "Early Access"],
];

/** Words after a classification that say which type is meant: "horror themes" is Horror of type Theme. */
export const CLASSIFICATION_TYPE_CUES: ReadonlyArray<readonly [string, string]> = [
  ["genre", "Genre"],
  ["theme", "Theme"],
  ["themed", "Theme"],
  ["setting", "Meta Setting"],
  ["sub genre", "Sub-Genre"],
  ["subgenre", "Sub-Genre"],
  ["perspective", "Perspective"],
  ["camera", "Perspective"],
  ["view", "Perspective"],
  ["vibe", "Vibes"],
  ["mood", "Vibes"],
  ["tone", "Vibes"],
  ["style", "Graphic Style"],
  ["art style", "Graphic Style"],
  ["graphics", "Graphic Style"],
  ["visuals", "Graphic Style"],
  ["mode", "Game Mode"],
  ["game mode", "Game Mode"],
  ["gameplay", "Gameplay"],
  ["mechanic", "Gameplay"],
  ["business model", "Business Model"],
  ["monetization", "Business Model"],
  ["monetisation", "Business Model"],
  ["protagonist", "Protagonist"],
  ["concept", "Defining Concepts"],
  ["world feature", "World Features"],
];

/**
 * When one name belongs to several classification types (Horror is a Genre and a Theme, Open World a Genre and
 * an Entire Game World, Casual a Genre and a Complexity) and nothing in the question says which, the earlier
 * type here is preferred. Types not listed follow, by id.
 */
export const CLASSIFICATION_TYPE_PREFERENCE: readonly string[] = [
  "Genre",
  "Sub-Genre",
  "Theme",
  "Gameplay",
  "Perspective",
  "Game Mode",
  "Business Model",
  "Defining Concepts",
  "World Features",
  "Meta Setting",
  "Vibes",
  "Graphic Style",
  "Protagonist",
];

/** Company-name endings dropped to get the short name people say ("Halvorsen Interactive" → "Halvorsen"). */
export const COMPANY_SUFFIXES: readonly string[] = [
  "interactive entertainment",
  "digital entertainment",
  "studios international",
  "entertainment",
  "interactive",
  "games group",
  "media group",
  "game studio",
  "game studios",
  "holdings",
  "studios",
  "studio",
  "digital",
  "labs",
  "productions",
  "software",
  "softworks",
  "creative",
  "games",
  "collective",
  "workshop",
  "game co",
  "cooperative",
  "pixel works",
  "publishing",
  "inc",
  "ltd",
  "llc",
  "corp",
  "corporation",
  "gmbh",
  "group",
];

/**
 * Legal forms that end a company's name, as lexicon words ("Co., Ltd." is "co ltd"). A name that differs from another
 * only by them is the same company spelt another way ("CAPCOM Co., Ltd." and "Capcom", "Monolith Productions, Inc."
 * and "Monolith Productions"), and a comma before one stays inside the name when a question types it.
 */
export const COMPANY_LEGAL_FORMS: ReadonlySet<string> = new Set([
  "inc", "ltd", "llc", "llp", "co", "corp", "corporation", "limited", "gmbh", "plc", "pty", "ag", "kg", "srl", "sarl", "sas",
  "bv", "oy", "kk", "ab",
]);

/**
 * Short forms and former names of publishers people type, each with every name it stands for in the data ("WB" is
 * Warner Bros. Games and its former name Warner Bros. Interactive Entertainment; Take-Two is also its labels 2K and
 * Rockstar). Names the data does not hold are skipped; an alias with no name in the data is not added.
 */
export const COMPANY_ALIASES: ReadonlyArray<readonly [readonly string[], readonly string[]]> = [
  [["ea", "ea games", "ea sports", "electronic arts inc"], ["Electronic Arts"]],
  [["wb", "wb games", "warner", "warner bros", "warner brothers", "warner bros games", "wbie"], ["Warner Bros. Games", "Warner Bros. Interactive Entertainment", "WB Games"]],
  [["microsoft", "microsoft studios", "microsoft game studios", "xgs", "ms studios"], ["Xbox Game Studios", "Microsoft Studios", "Microsoft Game Studios"]],
  [["sony", "sie", "sony interactive", "playstation studios", "playstation pc", "scea"], ["Sony Interactive Entertainment", "Sony Computer Entertainment", "PlayStation Studios", "PlayStation PC LLC", "PlayStation Publishing LLC"]],
  [["bandai", "namco", "bandai namco", "namco bandai"], ["Bandai Namco Entertainment", "Namco Bandai Games", "BANDAI NAMCO Entertainment America", "Bandai Namco Games"]],
  [["take two", "take 2", "taketwo", "t2", "take two interactive"], ["Take-Two Interactive", "2K", "2K Games", "Rockstar Games", "Private Division"]],
  [["cdpr", "cd projekt", "cd project", "cd project red", "cdprojekt"], ["CD PROJEKT RED", "CD Projekt", "CD PROJEKT"]],
  [["activision blizzard", "abk", "atvi"], ["Activision", "Blizzard Entertainment", "Activision Blizzard"]],
  [["blizzard"], ["Blizzard Entertainment"]],
  [["square", "squeenix", "square enix"], ["Square Enix", "SQUARE ENIX", "Square Enix Co., Ltd."]],
  [["thq"], ["THQ Nordic", "THQ"]],
  [["focus home", "focus home interactive", "focus entertainment"], ["Focus Entertainment", "Focus Home Interactive"]],
  [["plaion", "koch media"], ["PLAION", "Koch Media"]],
  [["ioi", "io interactive", "io-interactive"], ["IO Interactive A/S", "Io-Interactive A/S", "IO Interactive"]],
  [["nis", "nippon ichi"], ["NIS America, Inc.", "Nippon Ichi Software"]],
  [["sega of america", "sega europe"], ["SEGA", "Sega"]],
];

/**
 * Everyday words that often begin a company's name ("Little Lighthouse", "Wild Heron", "Twelve Ravens") and are never
 * its short form on their own: "little revenue" or "wild west games" must not become a company.
 */
export const COMMON_FIRST_WORDS: ReadonlySet<string> = new Set([
  "little", "small", "tiny", "big", "huge", "giant", "great", "grand", "good", "best", "wild", "bright", "dark", "light", "tall",
  "short", "long", "high", "deep", "quiet", "loud", "happy", "sad", "funny", "lucky", "rusty", "golden", "silver", "iron", "steel",
  "stone", "red", "blue", "green", "black", "white", "grey", "gray", "pink", "purple", "orange", "yellow", "brown", "crimson",
  "new", "old", "next", "first", "last", "super", "mega", "ultra", "hyper", "true", "real", "pure", "free", "open", "full",
  "half", "double", "triple", "single", "twelve", "eleven", "twenty", "hundred", "north", "south", "east", "west", "northern",
  "southern", "eastern", "western", "modern", "classic", "royal", "noble", "magic", "mystic", "secret", "hidden", "lost",
  "broken", "wandering", "flying", "running", "dancing", "sleeping", "morning", "evening", "night", "midnight", "winter",
  "summer", "spring", "autumn", "early", "late", "quick", "fast", "slow", "cool", "warm", "cold", "hot", "fire", "water",
  "earth", "wind", "star", "moon", "games", "game", "play", "team", "studio", "digital", "pixel", "indie",
]);
