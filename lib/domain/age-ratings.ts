/** The fields of an age rating the display rules need. */
export interface AgeRatingLike {
  id: number;
  ageRatingSystemId: number;
  name: string;
  priority: number;
}

// Section 5: age rating systems 1 and 2 are split into PEGI-like and ESRB-like groups.
export const AGE_RATING_SYSTEM_IDS = { pegiLike: 1, esrbLike: 2 } as const;

/** The age ratings of a game split by system, each group de-duplicated and in priority order. */
export interface AgeRatingGroups<T extends AgeRatingLike> {
  pegiLike: T[];
  esrbLike: T[];
}

/** Whether an age rating is provisional (its name contains "provisional", any case), which is never shown. */
export function isProvisionalAgeRating(rating: Pick<AgeRatingLike, "name">): boolean {
  return rating.name.toLowerCase().includes("provisional");
}

/**
 * The age ratings to show (section 5): provisional ones excluded, split into system 1 (PEGI-like) and
 * system 2 (ESRB-like), other systems dropped, each group de-duplicated by id and ordered by ascending
 * priority (youngest audience first), ties by id.
 */
export function groupAgeRatings<T extends AgeRatingLike>(ratings: ReadonlyArray<T>): AgeRatingGroups<T> {
  const seen = new Set<number>();
  const shown = ratings.filter((rating) => {
    if (isProvisionalAgeRating(rating) || seen.has(rating.id)) return false;
    seen.add(rating.id);
    return true;
  });
  const ofSystem = (systemId: number) => shown.filter((rating) => rating.ageRatingSystemId === systemId).sort((a, b) => a.priority - b.priority || a.id - b.id);
  return { pegiLike: ofSystem(AGE_RATING_SYSTEM_IDS.pegiLike), esrbLike: ofSystem(AGE_RATING_SYSTEM_IDS.esrbLike) };
}
