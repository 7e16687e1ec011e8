import { groupAgeRatings, isProvisionalAgeRating, type AgeRatingLike } from "@/lib/domain/age-ratings";

const rating = (id: number, ageRatingSystemId: number, name: string, priority: number): AgeRatingLike => ({
  id,
  ageRatingSystemId,
  name,
  priority,
});

// The ratings as the demo vocabulary stores them (system 1 PEGI-like, system 2 ESRB-like).
const PEGI_15 = rating(1, 1, "PEGI 15", 3);
const PEGI_18 = rating(2, 1, "PEGI 18", 4);
const PEGI_3 = rating(3, 1, "PEGI 3", 1);
const PEGI_7 = rating(4, 1, "PEGI 7", 2);
const ESRB_13 = rating(5, 2, "ESRB 13+", 3);
const ESRB_10 = rating(6, 2, "ESRB 10+", 2);
const ESRB_5 = rating(7, 2, "ESRB 5+", 1);
const ESRB_18 = rating(8, 2, "ESRB 18+", 4);
const PEGI_PENDING = rating(9, 1, "PEGI Rating Pending (Provisional)", 99);
const ESRB_PENDING = rating(10, 2, "ESRB Rating Pending (Provisional)", 99);
const OTHER_SYSTEM = rating(11, 3, "USK 12", 2);

describe("groupAgeRatings", () => {
  it.each<[string, AgeRatingLike[], number[], number[]]>([
    ["nothing", [], [], []],
    [
      "every rating, split by system and ordered by priority",
      [PEGI_15, PEGI_18, PEGI_3, PEGI_7, ESRB_13, ESRB_10, ESRB_5, ESRB_18],
      [3, 4, 1, 2],
      [7, 6, 5, 8],
    ],
    ["duplicates once", [PEGI_15, PEGI_15, ESRB_13, PEGI_3, ESRB_13], [3, 1], [5]],
    ["no provisional rating", [PEGI_PENDING, PEGI_15, ESRB_PENDING], [1], []],
    ["nothing when only provisional ratings exist", [PEGI_PENDING, ESRB_PENDING], [], []],
    ["no other rating system", [OTHER_SYSTEM, PEGI_7], [4], []],
    ["equal priorities by id", [rating(21, 2, "B", 1), rating(20, 2, "A", 1)], [], [20, 21]],
  ])("shows %s", (_case, ratings, pegiIds, esrbIds) => {
    const groups = groupAgeRatings(ratings);
    expect(groups.pegiLike.map((r) => r.id)).toEqual(pegiIds);
    expect(groups.esrbLike.map((r) => r.id)).toEqual(esrbIds);
  });

  it("keeps the caller's extra fields on each rating", () => {
    const withShortName = { ...PEGI_18, shortName: "18+" };
    expect(groupAgeRatings([withShortName]).pegiLike).toEqual([withShortName]);
  });
});

describe("isProvisionalAgeRating", () => {
  it.each([
    ["PEGI Rating Pending (Provisional)", true],
    ["ESRB Rating Pending (provisional)", true],
    ["PROVISIONAL", true],
    ["Provisionally rated 12", true],
    ["Rating Pending", false],
    ["PEGI 18", false],
  ])("%j is provisional: %s", (name, expected) => {
    expect(isProvisionalAgeRating({ name })).toBe(expected);
  });
});
