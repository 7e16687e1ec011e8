import { canonicalPersonaName, normalizePersonaScores, personaScoreOf } from "@/lib/domain/personas";

describe("canonicalPersonaName", () => {
  it.each([
    ["Zen Gamer", "Zen Gamers"],
    ["zen gamer", "Zen Gamers"],
    [" Zen Gamer ", "Zen Gamers"],
    ["Zen Gamers", "Zen Gamers"],
    ["Zen Gamerz", "Zen Gamerz"],
    ["Killers", "Killers"],
    ["Social Gamers", "Social Gamers"],
    ["", ""],
  ])("shows %j as %j", (name, expected) => {
    expect(canonicalPersonaName(name)).toBe(expected);
  });
});

describe("personaScoreOf", () => {
  it.each<[unknown, number]>([
    [42, 42],
    [0, 0],
    [42.5, 42.5],
    [-3, -3],
    ["42.5", 42.5],
    [" 7 ", 7],
    ["-3", -3],
    ["+4", 4],
    [".5", 0.5],
    ["1e2", 100],
    ["abc", 0],
    ["12abc", 0],
    ["", 0],
    ["   ", 0],
    ["0x10", 0],
    ["Infinity", 0],
    ["1e999", 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [null, 0],
    [undefined, 0],
    [{}, 0],
    [{ score: 5 }, 0],
    [[5], 0],
    [true, 0],
  ])("reads %p as %p", (value, expected) => {
    expect(personaScoreOf(value)).toBe(expected);
  });
});

describe("normalizePersonaScores", () => {
  it.each<[string, Array<{ name: string; score?: unknown }>, Array<{ name: string; score: number }>]>([
    ["nothing", [], []],
    [
      "renamed Zen Gamer and numeric scores",
      [{ name: "Zen Gamer", score: "80" }, { name: "Killers", score: null }, { name: "Explorers", score: 55.5 }, { name: "Planners" }],
      [
        { name: "Zen Gamers", score: 80 },
        { name: "Killers", score: 0 },
        { name: "Explorers", score: 55.5 },
        { name: "Planners", score: 0 },
      ],
    ],
    [
      "the first entry when Zen Gamer and Zen Gamers both appear",
      [
        { name: "Zen Gamers", score: 10 },
        { name: "Zen Gamer", score: 90 },
      ],
      [{ name: "Zen Gamers", score: 10 }],
    ],
  ])("gives %s", (_case, personas, expected) => {
    expect(normalizePersonaScores(personas)).toEqual(expected);
  });
});
