// A small lexicon input shaped like the generated data: the specification's platforms, the demo stores and game
// types, and a few invented games, companies and classifications. Not a test file.
import { DISTRIBUTIONS, GAME_TYPES, PLATFORMS } from "@/lib/demo/vocabulary";
import type { LumosFeatureFacts, LumosGameFacts } from "@/lib/data/lumos";
import type { EngineKnowledge } from "@/lib/lumos/criteria";
import type { FeatureRow } from "@/lib/lumos/events";
import { executeQuery, type Answer } from "@/lib/lumos/execute";
import { buildLexicon, type LexiconInput } from "@/lib/lumos/lexicon";
import { parseQuestion } from "@/lib/lumos/parse";

export const TODAY = "2026-06-15";

export const LEXICON_INPUT: LexiconInput = {
  games: [
    { id: 1, title: "Sector 2042" },
    { id: 2, title: "Caldera II" },
    { id: 3, title: "Eldon Ring" },
    { id: 4, title: "The Assassins Creed of Umbral Crown" },
    { id: 5, title: "Neon Jackal™" },
    { id: 6, title: "Iron Delve Unbound" },
  ],
  companies: [
    { id: 10, name: "Halvorsen Interactive", roles: ["Publisher"], size: "AAA" },
    { id: 11, name: "Meridian Crown Entertainment", roles: ["Publisher"], size: "AAA" },
    { id: 12, name: "Ubisfort Entertainment", roles: ["Publisher", "Developer"], size: "AAA" },
    { id: 13, name: "Brightfall Studio", roles: ["Developer"], size: "Indie" },
  ],
  platforms: PLATFORMS.map(({ id, name, abbreviation }) => ({ id, name, abbreviation })),
  distributions: DISTRIBUTIONS.map(({ id, name, kind }) => ({ id, name, kind })),
  classifications: [
    { id: 100, name: "Racing", typeId: 1, typeName: "Genre" },
    { id: 101, name: "Horror", typeId: 1, typeName: "Genre" },
    { id: 102, name: "Horror", typeId: 17, typeName: "Theme" },
    { id: 103, name: "Shooter", typeId: 1, typeName: "Genre" },
    { id: 104, name: "RPG", typeId: 1, typeName: "Genre" },
    { id: 105, name: "Simulation", typeId: 1, typeName: "Genre" },
    { id: 106, name: "Strategy", typeId: 1, typeName: "Genre" },
    { id: 107, name: "Crafting", typeId: 13, typeName: "Gameplay" },
    { id: 108, name: "Post-Apocalyptic", typeId: 17, typeName: "Theme" },
  ],
  gameTypes: GAME_TYPES.map(({ id, name }) => ({ id, name })),
};

export const LEXICON = buildLexicon(LEXICON_INPUT);

/** The facts of one ordinary game of the fixture market; each test spreads it and changes what it is about. */
export const BASE_GAME_FACTS: Omit<LumosGameFacts, "id" | "title"> = {
  gameTypeId: 0,
  parentGameId: null,
  publisherIds: [10],
  developerIds: [13],
  developerSizes: ["Indie"],
  platformIds: [264],
  distributionIds: [183],
  classificationIds: [104],
  genres: ["RPG"],
  releaseDate: "2022-03-01",
  releaseDateText: "01-03-2022",
  coverFilename: null,
  released: true,
  freeToPlay: false,
  peakPlayers: 20_000,
  recordPeakPlayers: 20_000,
  growth: 5,
  totalPlayers: 1_000_000,
  launchPeakPlayers: 50_000,
  revenue: 3_000_000,
  copiesSold: 400_000,
  price: 29.99,
  arpu: 3,
  sentiment: 80,
  wishlists: null,
  followers: 1000,
  reviews: 5000,
  positiveReviews: 4000,
  negativeReviews: 1000,
};

/** A game of the fixture dated `releaseDate` (ISO, or null for TBA), out when that day is TODAY or earlier. */
export function datedGame(id: number, title: string, releaseDate: string | null, changes: Partial<LumosGameFacts> = {}): LumosGameFacts {
  return {
    ...BASE_GAME_FACTS,
    id,
    title,
    releaseDate,
    releaseDateText: releaseDate ? releaseDate.split("-").reverse().join("-") : "TBA",
    released: releaseDate !== null && releaseDate <= TODAY,
    ...changes,
  };
}

/** What the engine knows of these games over the fixture's lexicon. */
export function knowledgeOf(games: LumosGameFacts[], features: ReadonlyMap<number, LumosFeatureFacts> = new Map()): EngineKnowledge {
  return { today: TODAY, lexicon: LEXICON, games, gamesById: new Map(games.map((g) => [g.id, g])), features };
}

/** The engine asked over `knowledge`, and the features a features answer ranks (or what came instead). */
export function askerOf(knowledge: EngineKnowledge) {
  const ask = (question: string) => executeQuery(parseQuestion(question, LEXICON, { today: TODAY }), knowledge);
  const featureNames = (answer: Answer) =>
    answer.results?.type === "features" ? (answer.results.data as FeatureRow[]).map((row) => row.featureName) : `no features: ${answer.text}`;
  return { ask, featureNames };
}
