import type { LumosGameFacts } from "@/lib/data/lumos";
import type { Knowledge } from "@/lib/lumos/knowledge";
import { searchKnowledge } from "@/lib/lumos/search";
import { BASE_GAME_FACTS, LEXICON, TODAY } from "./lexicon-fixture";

const base = BASE_GAME_FACTS;
const games: LumosGameFacts[] = [
  { ...base, id: 1, title: "Sector 2042", peakPlayers: 10 },
  { ...base, id: 2, title: "Caldera II", peakPlayers: 50_000, publisherIds: [12] },
  { ...base, id: 3, title: "Eldon Ring", platformIds: [201], peakPlayers: 90_000, genres: ["RPG", "Strategy"] },
  { ...base, id: 4, title: "The Assassins Creed of Umbral Crown", peakPlayers: 5_000 },
  { ...base, id: 5, title: "Neon Jackal™", peakPlayers: 1_000_000, releaseDate: null },
  { ...base, id: 6, title: "Iron Delve Unbound", peakPlayers: 0 },
];
const knowledge: Knowledge = {
  version: "test",
  today: TODAY,
  lexicon: LEXICON,
  games,
  gamesById: new Map(games.map((g) => [g.id, g])),
  features: new Map([[101, { clsId: 101, typeId: 1, rank: 3, playerCount: 7_000, marketShare: 4, growth: null, trendTag: null }]]),
  monthlyPlayers: { months: [], byGame: new Map() },
  classifications: new Map(),
  titleOrder: new Map(),
};
const search = (query: string) => searchKnowledge(knowledge, query);

describe("searchKnowledge", () => {
  it("finds a game by its exact title, with its release year and genres", () => {
    const [hit] = search("Eldon Ring").games;
    expect(hit).toMatchObject({ id: 3, name: "Eldon Ring", match: "exact", players: 90_000, detail: "Released 2022 · RPG · Strategy" });
  });

  it("says a game's release as its page does: out with or without a date, to come, or not announced", () => {
    const releaseOf = (changes: Partial<LumosGameFacts>) => {
      const eldon = { ...games[2], ...changes };
      const changed = { ...knowledge, gamesById: new Map(knowledge.gamesById).set(eldon.id, eldon) };
      return searchKnowledge(changed, "Eldon Ring").games[0].detail?.split(" · ")[0];
    };
    expect(releaseOf({})).toBe("Released 2022");
    // An imported game with players but no date (Portal on the real data) is out, not "to be announced".
    expect(releaseOf({ releaseDate: null, released: true })).toBe("Released, date unknown");
    expect(releaseOf({ releaseDate: "2027-02-01", released: false })).toBe("Releases 2027");
    expect(releaseOf({ releaseDate: null, released: false })).toBe("Release date not announced");
  });

  it("forgives typos in titles and companies", () => {
    expect(search("eldn ring").games.map((g) => g.id)).toEqual([3]);
    expect(search("eldn ring").games[0].match).toBe("typo");
    expect(search("ubisfot entertainment").companies.map((c) => c.name)).toEqual(["Ubisfort Entertainment"]);
    // A company's short name, generated from its full one, forgives a typo too.
    expect(search("ubisfrot").companies.map((c) => c.name)).toEqual(["Ubisfort Entertainment"]);
  });

  it("reads abbreviations: ps5 is the PlayStation 5 with its games by players, an acronym opens its game", () => {
    const [platform] = search("ps5").platforms;
    expect(platform).toMatchObject({ id: 264, name: "PlayStation 5", match: "alias" });
    expect(platform.topGames!.map((g) => g.id)).toEqual([5, 2, 4, 1, 6]);
    expect(search("acouc").games.map((g) => g.id)).toContain(4);
    // An acronym is typed as it is or not at all: one letter off it is no typo of the title ("valve" found a game
    // whose acronym is "vale").
    expect(search("acoub").games.map((g) => g.id)).not.toContain(4);
  });

  it("matches the start of a title or of any word in it, best matches first, then by players", () => {
    expect(search("cal").games.map((g) => g.name)).toEqual(["Caldera II"]);
    const umbral = search("umbral");
    expect(umbral.games.map((g) => g.id)).toEqual([4]);
    expect(umbral.games[0].match).toBe("word");
  });

  it("finds features with their type, a name shared by two types giving both", () => {
    const horror = search("horror").features;
    expect(horror.map((f) => f.detail).sort()).toEqual(["Genre", "Theme"]);
    expect(horror.find((f) => f.id === 101)!.players).toBe(7_000);
  });

  it("lists a company's games, most players first", () => {
    const [company] = search("Ubisfort Entertainment").companies;
    expect(company.topGames!.map((g) => g.title)).toEqual(["Caldera II"]);
    expect(company.detail).toBe("Publisher, Developer · AAA");
  });

  it("answers nothing for an empty, punctuation-only or unknown query", () => {
    for (const query of ["", "   ", "?!", "zzzzqqq"]) {
      const result = search(query);
      expect([...result.games, ...result.features, ...result.companies, ...result.platforms]).toEqual([]);
    }
  });
});
