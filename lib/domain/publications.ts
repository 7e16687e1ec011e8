/** The fields of a publication the choice rules need. */
export interface PublicationLike {
  id: number;
  distributionId: number;
  localityId: number;
  editionId: number;
  coverId?: number | null;
}

// Section 5: preferred publication is distribution 183 or 267 with locality 1 or 16 and edition 0.
/** Preferred distributions in tie order: Steam (183) before the platform store (267). */
export const PREFERRED_DISTRIBUTION_IDS = [183, 267] as const;
/** Preferred localities in tie order: worldwide (16) before locality 1. */
export const PREFERRED_LOCALITY_IDS = [16, 1] as const;
export const STANDARD_EDITION_ID = 0;
// Section 9: default locality 16, edition 0.
export const DEFAULT_LOCALITY_ID = 16;
export const DEFAULT_EDITION_ID = STANDARD_EDITION_ID;
// Section 5: a publication's cover with id 1069267 is a placeholder.
export const PLACEHOLDER_COVER_ID = 1069267;

/** The position of an id in a preference list; -1 when absent. */
const rankOf = (list: ReadonlyArray<number>, id: number) => list.indexOf(id);

/** Whether a publication is of a preferred kind: distribution 183 or 267, locality 1 or 16, edition 0. */
export function isPreferredPublication(publication: PublicationLike): boolean {
  return (
    rankOf(PREFERRED_DISTRIBUTION_IDS, publication.distributionId) >= 0 &&
    rankOf(PREFERRED_LOCALITY_IDS, publication.localityId) >= 0 &&
    publication.editionId === STANDARD_EDITION_ID
  );
}

/**
 * The preferred publication, or null when none qualifies. Among several: distribution 183 before 267, then
 * locality 16 before 1, then the lowest id.
 */
export function preferredPublication<T extends PublicationLike>(publications: ReadonlyArray<T>): T | null {
  const candidates = publications.filter(isPreferredPublication);
  candidates.sort(
    (a, b) =>
      rankOf(PREFERRED_DISTRIBUTION_IDS, a.distributionId) - rankOf(PREFERRED_DISTRIBUTION_IDS, b.distributionId) ||
      rankOf(PREFERRED_LOCALITY_IDS, a.localityId) - rankOf(PREFERRED_LOCALITY_IDS, b.localityId) ||
      a.id - b.id,
  );
  return candidates[0] ?? null;
}

/**
 * The publication for a distribution, locality and edition: the first exact match, else the first publication
 * with distribution 183 or 267, else the first publication; null for an empty list.
 */
export function publicationForDistribution<T extends PublicationLike>(
  publications: ReadonlyArray<T>,
  wanted: { distributionId: number; localityId: number; editionId: number },
): T | null {
  return (
    publications.find((p) => p.distributionId === wanted.distributionId && p.localityId === wanted.localityId && p.editionId === wanted.editionId) ??
    publications.find((p) => rankOf(PREFERRED_DISTRIBUTION_IDS, p.distributionId) >= 0) ??
    publications[0] ??
    null
  );
}

/** Whether a cover id is a real cover: present and not the placeholder. */
export function isRealCoverId(coverId: number | null | undefined): coverId is number {
  return typeof coverId === "number" && coverId !== PLACEHOLDER_COVER_ID;
}

/**
 * The cover to show (section 5 avoids the placeholder): the preferred publication's cover unless it is
 * missing or the placeholder, else the first real cover of any publication in list order, else null.
 */
export function chooseCoverId(publications: ReadonlyArray<PublicationLike>): number | null {
  const preferredCover = preferredPublication(publications)?.coverId;
  if (isRealCoverId(preferredCover)) return preferredCover;
  return publications.map((p) => p.coverId).find(isRealCoverId) ?? null;
}
