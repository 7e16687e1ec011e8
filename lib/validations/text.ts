// Text Postgres cannot store: a NUL character (refused in text and jsonb) or an unpaired UTF-16 surrogate (not
// valid UTF-8). Request bodies and query strings are checked once, where they are parsed, so every route answers
// 400 naming the field instead of failing in the database (found by tests/integration/fuzz-routes.test.ts).

const storable = (text: string) => !text.includes("\u0000") && text.isWellFormed();

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

function pathOf(visit: Visit | null): string[] {
  const path: string[] = [];
  for (let at = visit; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string (or the object holding the first key) that cannot be stored, or null when every one
 * can. Iterative, with parent links rather than copied paths, so a deeply nested body costs linear time.
 */
export function firstUnstorableText(value: unknown): string[] | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const current = visit.value;
    if (typeof current === "string") {
      if (!storable(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, key: String(index), parent: visit }));
    } else if (current !== null && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        if (!storable(key)) return pathOf(visit);
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return null;
}

export const UNSTORABLE_TEXT_MESSAGE = "must not contain NUL characters or unpaired surrogates";
