import {
  chooseCoverId,
  isPreferredPublication,
  isRealCoverId,
  PLACEHOLDER_COVER_ID,
  preferredPublication,
  publicationForDistribution,
  type PublicationLike,
} from "@/lib/domain/publications";

const STEAM = 183;
const PLATFORM_STORE = 267;
const EPIC = 150;

const publication = (id: number, distributionId: number, localityId: number, editionId: number, coverId: number | null = null): PublicationLike => ({
  id,
  distributionId,
  localityId,
  editionId,
  coverId,
});

describe("isPreferredPublication", () => {
  it.each([
    [STEAM, 16, 0, true],
    [STEAM, 1, 0, true],
    [PLATFORM_STORE, 16, 0, true],
    [PLATFORM_STORE, 1, 0, true],
    [STEAM, 2, 0, false],
    [PLATFORM_STORE, 3, 0, false],
    [STEAM, 16, 1, false],
    [EPIC, 16, 0, false],
  ])("distribution %i, locality %i, edition %i is preferred: %s", (distributionId, localityId, editionId, expected) => {
    expect(isPreferredPublication(publication(1, distributionId, localityId, editionId))).toBe(expected);
  });
});

describe("preferredPublication", () => {
  it.each<[string, PublicationLike[], number | null]>([
    ["none in an empty list", [], null],
    ["none when no publication qualifies", [publication(1, EPIC, 16, 0), publication(2, STEAM, 16, 2)], null],
    ["the only qualifying one", [publication(1, EPIC, 16, 0), publication(2, PLATFORM_STORE, 1, 0)], 2],
    ["Steam before the platform store", [publication(1, PLATFORM_STORE, 16, 0), publication(2, STEAM, 1, 0)], 2],
    ["worldwide before locality 1", [publication(1, STEAM, 1, 0), publication(2, STEAM, 16, 0)], 2],
    ["the lowest id last", [publication(7, STEAM, 16, 0), publication(3, STEAM, 16, 0)], 3],
    ["a standard edition over a deluxe one", [publication(1, STEAM, 16, 1), publication(2, PLATFORM_STORE, 1, 0)], 2],
  ])("picks %s", (_case, publications, expectedId) => {
    expect(preferredPublication(publications)?.id ?? null).toBe(expectedId);
    expect(preferredPublication([...publications].reverse())?.id ?? null).toBe(expectedId);
  });
});

describe("publicationForDistribution", () => {
  const wanted = { distributionId: PLATFORM_STORE, localityId: 2, editionId: 0 };

  it.each<[string, PublicationLike[], number | null]>([
    ["the exact match, even after a Steam publication", [publication(1, STEAM, 16, 0), publication(2, PLATFORM_STORE, 2, 0)], 2],
    [
      "the first Steam or platform-store publication when nothing matches exactly",
      [publication(1, EPIC, 2, 0), publication(2, PLATFORM_STORE, 5, 3), publication(3, STEAM, 16, 0)],
      2,
    ],
    ["no exact match when only the edition differs", [publication(1, STEAM, 16, 0), publication(2, PLATFORM_STORE, 2, 1)], 1],
    ["the first publication when none has an allowed distribution", [publication(4, EPIC, 16, 0), publication(5, 99, 2, 0)], 4],
    ["nothing in an empty list", [], null],
  ])("gives %s", (_case, publications, expectedId) => {
    expect(publicationForDistribution(publications, wanted)?.id ?? null).toBe(expectedId);
  });
});

describe("chooseCoverId", () => {
  it.each<[string, PublicationLike[], number | null]>([
    ["the preferred publication's cover over an earlier one", [publication(1, EPIC, 16, 0, 500), publication(2, STEAM, 16, 0, 600)], 600],
    [
      "another real cover when the preferred one is the placeholder",
      [publication(1, STEAM, 16, 0, PLACEHOLDER_COVER_ID), publication(2, EPIC, 16, 0, 700)],
      700,
    ],
    [
      "another real cover when the preferred publication has none",
      [publication(1, STEAM, 16, 0, null), publication(2, EPIC, 16, 0, PLACEHOLDER_COVER_ID), publication(3, EPIC, 2, 0, 800)],
      800,
    ],
    ["the first real cover when no publication is preferred", [publication(1, EPIC, 16, 0, null), publication(2, EPIC, 2, 0, 900)], 900],
    [
      "nothing when every cover is the placeholder",
      [publication(1, STEAM, 16, 0, PLACEHOLDER_COVER_ID), publication(2, EPIC, 16, 0, PLACEHOLDER_COVER_ID)],
      null,
    ],
    ["nothing for no publications", [], null],
  ])("picks %s", (_case, publications, expected) => {
    expect(chooseCoverId(publications)).toBe(expected);
  });

  it.each<[number | null | undefined, boolean]>([
    [1, true],
    [PLACEHOLDER_COVER_ID, false],
    [1069267, false],
    [null, false],
    [undefined, false],
  ])("isRealCoverId(%p) is %s", (coverId, expected) => {
    expect(isRealCoverId(coverId)).toBe(expected);
  });
});
