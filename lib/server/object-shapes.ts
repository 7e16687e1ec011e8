// The server keeps one object per game in several places (what Lumos knows, the market-research rows): 100,000 of
// each at the large size. How V8 lays out their number fields decides how many objects its garbage collector marks.
//
// V8 gives a field of an object shape the "double" representation when the first value stored in it is a number that
// is not a small integer (a fraction, or any number read out of a Float64Array), and then keeps that field's value in
// a box of its own in every object of the shape, whole numbers included. A field that has once held something else
// (null) is "tagged" instead: small integers sit in the object itself and only fractions and large numbers are boxed,
// and a boxed number copied from another object is the same box, not a new one. At 100,000 games the double fields
// were about 2.5 million boxes, over a quarter of the objects the analysis process's full collections marked
// (docs/benchmarks.md, "What the figures rest on").

/**
 * Makes every field of `object`'s shape tagged, keeping its values: called on the first of many objects built by one
 * object literal, before the rest, it keeps their whole numbers out of boxes. Nothing a caller can see changes (the
 * same keys in the same order, the same values).
 */
export function tagNumberFields(object: object): void {
  const fields = object as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    fields[key] = null;
    fields[key] = value;
  }
}
