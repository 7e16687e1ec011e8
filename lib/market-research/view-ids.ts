import { DEFAULT_QUERY, type MarketResearchQuery, type QueryNote } from "./market-research-query";

interface KnownIds {
  classifications: ReadonlyMap<number, unknown>;
  platforms: ReadonlyArray<{ id: number }>;
  types: ReadonlyArray<{ id: number }>;
}

/**
 * Leaves out the ids of a view the data does not know (features, the platform, the share chart's classification
 * type), each with a note naming its parameter; the page shows the notes, the sections' route answers 400 with the
 * first.
 */
export function dropUnknownIds(query: MarketResearchQuery, { classifications, platforms, types }: KnownIds): QueryNote[] {
  const notes: QueryNote[] = [];
  const unknownFeatures = query.featureIds.filter((id) => !classifications.has(id));
  if (unknownFeatures.length > 0) {
    notes.push({
      param: "feature",
      message: `There is no classification with the id ${unknownFeatures.join(", ")}; ${unknownFeatures.length === 1 ? "that filter is" : "those filters are"} left out.`,
    });
    query.featureIds = query.featureIds.filter((id) => classifications.has(id));
  }
  if (query.platformId !== null && !platforms.some((platform) => platform.id === query.platformId)) {
    notes.push({ param: "platform", message: `There is no platform with the id ${query.platformId}; showing every platform.` });
    query.platformId = null;
  }
  if (!types.some((type) => type.id === query.featureTypeId)) {
    notes.push({ param: "cls_type", message: `There is no classification type with the id ${query.featureTypeId}; showing Genre.` });
    query.featureTypeId = DEFAULT_QUERY.featureTypeId;
  }
  return notes;
}
