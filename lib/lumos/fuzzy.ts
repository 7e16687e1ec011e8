// Typo tolerance for entity names: Damerau-Levenshtein (optimal string alignment) with a budget scaled to length.

/**
 * Edits allowed between what was typed and a lexicon key of this many characters: none below 4 characters
 * (abbreviations like "gog" or "ps5" must be exact), 1 for 4–7 characters, 2 for 8 or more.
 */
export function maxEditsForLength(length: number): number {
  if (length < 4) return 0;
  return length <= 7 ? 1 : 2;
}

/**
 * Insertions, deletions, substitutions and swaps of two neighbouring characters needed to turn a into b,
 * or max + 1 as soon as the distance is known to exceed max (the caller only cares up to its budget).
 */
export function damerauLevenshtein(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let previous2 = new Array<number>(cols).fill(0);
  let previous = Array.from({ length: cols }, (_, j) => j);
  let current = new Array<number>(cols).fill(0);
  for (let i = 1; i < rows; i++) {
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2] + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [previous2, previous, current] = [previous, current, previous2];
  }
  const distance = previous[cols - 1];
  return distance > max ? max + 1 : distance;
}

/**
 * The distance between a typed phrase and a key when the key is within its budget, else null. Both are
 * lexicon-normalised (lower case, single spaces). Digit-bearing words must match exactly ("sector 2024" is
 * not a typo of "sector 2042"), the first letters must agree (people rarely mistype the first letter, and
 * this keeps ordinary words from drifting onto names), and both sides need at least 4 characters.
 */
export function typoDistance(typed: string, key: string): number | null {
  if (typed.length < 4 || key.length < 4 || typed[0] !== key[0]) return null;
  const budget = maxEditsForLength(key.length);
  if (budget === 0) return null;
  const typedWords = typed.split(" ");
  const keyWords = key.split(" ");
  if (typedWords.length !== keyWords.length) return null;
  for (let i = 0; i < typedWords.length; i++) {
    const hasDigit = /\d/.test(typedWords[i]) || /\d/.test(keyWords[i]);
    if (hasDigit && typedWords[i] !== keyWords[i]) return null;
  }
  const distance = damerauLevenshtein(typed, key, budget);
  return distance <= budget ? distance : null;
}
