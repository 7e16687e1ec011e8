/** A persona's fit score for a game, once normalised. */
export interface PersonaScore {
  name: string;
  score: number;
}

/** The persona name as the product shows it (section 5): "Zen Gamer" (any case, spaces trimmed) is "Zen Gamers". */
export function canonicalPersonaName(name: string): string {
  return name.trim().toLowerCase() === "zen gamer" ? "Zen Gamers" : name;
}

/**
 * A persona score as a number (section 5: non-numeric scores become 0): finite numbers as they are, decimal
 * numeric strings parsed ("42.5", " 7 ", "1e2"); anything else (NaN, Infinity, "", "abc", "12abc", booleans,
 * null, undefined, objects) is 0.
 */
export function personaScoreOf(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : 0;
  if (typeof value !== "string" || !/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(value.trim())) return 0;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : 0;
}

/**
 * Persona results with canonical names and numeric scores. When two entries end with the same name ("Zen Gamer"
 * and "Zen Gamers"), the first one is kept.
 */
export function normalizePersonaScores(personas: ReadonlyArray<{ name: string; score?: unknown }>): PersonaScore[] {
  const byName = new Map<string, number>();
  for (const persona of personas) {
    const name = canonicalPersonaName(persona.name);
    if (!byName.has(name)) byName.set(name, personaScoreOf(persona.score));
  }
  return [...byName].map(([name, score]) => ({ name, score }));
}
