import { buildSimilarityIndex, COMPETITOR_CANDIDATES, topCompetitors } from "@/lib/analytics/similar-games";
import type { LumosGameFacts } from "@/lib/data/lumos";

// A blockbuster shares every tag with 70 one-person games, and two of three tags with a game half its size: only
// the second fights for the same players.
const base: Omit<LumosGameFacts, "id" | "title"> = {
  gameTypeId: 0,
  parentGameId: null,
  publisherIds: [],
  developerIds: [],
  developerSizes: ["Indie"],
  platformIds: [6],
  distributionIds: [],
  classificationIds: [1, 2, 3],
  genres: [],
  releaseDate: "2024-03-01",
  releaseDateText: "01-03-2024",
  coverFilename: null,
  released: true,
  freeToPlay: false,
  peakPlayers: 5,
  recordPeakPlayers: 5,
  growth: null,
  totalPlayers: null,
  launchPeakPlayers: null,
  revenue: null,
  copiesSold: null,
  price: 29.99,
  arpu: null,
  sentiment: null,
  wishlists: null,
  followers: null,
  reviews: null,
  positiveReviews: null,
  negativeReviews: null,
};
const blockbuster: LumosGameFacts = { ...base, id: 1, title: "Blockbuster", peakPlayers: 1_000_000, recordPeakPlayers: 1_000_000 };
const rival: LumosGameFacts = { ...base, id: 2, title: "Rival", classificationIds: [1, 2, 4], peakPlayers: 500_000, recordPeakPlayers: 500_000 };
const small = Array.from({ length: 70 }, (_, i): LumosGameFacts => ({ ...base, id: 100 + i, title: `Small ${i}` }));
const classifications = new Map([1, 2, 3, 4].map((id) => [id, { typeId: 1 }]));

describe("top competitors", () => {
  it("sets a big game against the most similar games of comparable size too, not only against small look-alikes", async () => {
    expect(small.length).toBeGreaterThan(COMPETITOR_CANDIDATES);
    const index = await buildSimilarityIndex({ games: [blockbuster, rival, ...small], classifications });
    const competitors = topCompetitors(index, blockbuster.id, 10);
    expect(competitors[0]).toMatchObject({ game_id: rival.id, players_last_month: 500_000 });
    expect(competitors[0].competition).toBeGreaterThan(competitors[1].competition);
  });

  it("keeps a small game's competitors among the most similar games, whatever their size", async () => {
    const index = await buildSimilarityIndex({ games: [blockbuster, rival, ...small], classifications });
    const competitors = topCompetitors(index, small[0].id, 10);
    expect(competitors).toHaveLength(10);
    expect(competitors.every((competitor) => competitor.feature_overlap === 1)).toBe(true);
  });
});
