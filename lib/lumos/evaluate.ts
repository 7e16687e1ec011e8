// Scores the parser against a labelled set of questions (tests/fixtures/lumos/questions.json): intent accuracy,
// slot precision / recall / F1, exact match, typo-variant exact match and execution accuracy (the expected and the
// predicted query return the same game ids). Pure: the knowledge comes in.
import { z } from "zod";
import type { LumosGameFacts } from "@/lib/data/lumos";
import { ADD_ON_GAME_TYPES, criteriaOf, type EngineKnowledge } from "./criteria";
import { seriesOf, titleWordsOf, type LexiconEntry } from "./lexicon";
import { keyOf } from "./normalize";
import { emptyEntities, parseQuestion } from "./parse";
import {
  AGGREGATES,
  COMPARISON_OPS,
  ENTITY_ROLES,
  GROUPINGS,
  METRICS,
  QUERY_TYPES,
  SORT_METRICS,
  SUBJECTS,
  type EntityRef,
  type EntityRole,
  type ParsedQuery,
} from "./query-schema";

export const ExpectedQuerySchema = z.object({
  intent: z.enum(QUERY_TYPES),
  subject: z.enum(SUBJECTS).optional(),
  include: z.partialRecord(z.enum(ENTITY_ROLES), z.array(z.string())).optional(),
  exclude: z.partialRecord(z.enum(ENTITY_ROLES), z.array(z.string())).optional(),
  eitherOr: z.array(z.object({ role: z.enum(ENTITY_ROLES), options: z.array(z.string()).min(2) })).optional(),
  /** Words the games' titles hold anywhere ("with 'simulator' in the title"); in the series role, of kind titleWords. */
  titleWords: z.array(z.string()).optional(),
  filters: z.array(z.object({ metric: z.enum(METRICS), op: z.enum(COMPARISON_OPS), value: z.number(), value2: z.number().optional() })).optional(),
  /** One figure of a game against another ("more followers than wishlists"). */
  comparisons: z.array(z.object({ metric: z.enum(METRICS), op: z.enum(["gt", "lt"]), than: z.enum(METRICS) })).optional(),
  release: z.object({ after: z.string().optional(), before: z.string().optional(), upcoming: z.boolean().optional(), tba: z.boolean().optional() }).optional(),
  sort: z.object({ metric: z.enum(SORT_METRICS), direction: z.enum(["asc", "desc"]) }).optional(),
  limit: z.number().int().optional(),
  asks: z.array(z.enum(METRICS)).optional(),
  /** Names the question gives that the data does not hold: said, with nothing searched. */
  unplaced: z.array(z.string()).optional(),
  /** A market-statistics question: how the figure is taken, of which metric, grouped by what. */
  stats: z
    .object({
      aggregate: z.enum(AGGREGATES),
      metric: z.enum(METRICS).nullable(),
      groupBy: z.enum(GROUPINGS).nullable().optional(),
      percentile: z.number().optional(),
    })
    .optional(),
});
export type ExpectedQuery = z.infer<typeof ExpectedQuerySchema>;

export const LabelledQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  /** What the question tests: sample, search, title_words (words anywhere in titles), numbers, release, sort, negation, either_or, profile, comparison, similar, ranking, help, out_of_scope, typo, alias, paraphrase, over_read, noise, names (short forms several companies answer to), unplaced (names the data does not hold), state (filters without a number), every_type (a classification named without its type), company_ranking. */
  kind: z.string(),
  expected: ExpectedQuerySchema,
});
export type LabelledQuestion = z.infer<typeof LabelledQuestionSchema>;

export const LabelledSetSchema = z.object({
  /** The generated market the names come from: npm run eval:lumos builds the same one. */
  data: z.object({ seed: z.string(), games: z.number().int(), today: z.string() }),
  questions: z.array(LabelledQuestionSchema),
});
export type LabelledSet = z.infer<typeof LabelledSetSchema>;

/** A query as a set of slots: the unit slot precision and recall count. */
export function slotsOfExpected(expected: ExpectedQuery): string[] {
  const slots: string[] = [];
  if (expected.subject && expected.subject !== "games") slots.push(`subject=${expected.subject}`);
  for (const [role, names] of Object.entries(expected.include ?? {})) for (const name of names ?? []) slots.push(`+${role}=${keyOf(name)}`);
  for (const [role, names] of Object.entries(expected.exclude ?? {})) for (const name of names ?? []) slots.push(`-${role}=${keyOf(name)}`);
  for (const group of expected.eitherOr ?? []) slots.push(`|${group.role}=${group.options.map(keyOf).sort().join("|")}`);
  for (const words of expected.titleWords ?? []) slots.push(`+titleWords=${keyOf(words)}`);
  for (const filter of expected.filters ?? [])
    slots.push(`filter=${filter.metric}:${filter.op}:${filter.value}${filter.value2 !== undefined ? `:${filter.value2}` : ""}`);
  for (const comparison of expected.comparisons ?? []) slots.push(`compare=${comparison.metric}:${comparison.op}:${comparison.than}`);
  if (expected.release?.after) slots.push(`after=${expected.release.after}`);
  if (expected.release?.before) slots.push(`before=${expected.release.before}`);
  if (expected.release?.upcoming) slots.push("upcoming");
  if (expected.release?.tba) slots.push("tba");
  if (expected.sort) slots.push(`sort=${expected.sort.metric}:${expected.sort.direction}`);
  if (expected.limit !== undefined) slots.push(`limit=${expected.limit}`);
  for (const ask of expected.asks ?? []) slots.push(`ask=${ask}`);
  for (const name of expected.unplaced ?? []) slots.push(`unplaced=${keyOf(name)}`);
  if (expected.stats) slots.push(statsSlot(expected.stats));
  return slots;
}

const statsSlot = (stats: { aggregate: string; metric: string | null; groupBy?: string | null; percentile?: number }) =>
  `stats=${stats.aggregate}:${stats.metric ?? "games"}:${stats.groupBy ?? "all"}${stats.percentile !== undefined ? `:p${stats.percentile}` : ""}`;

export function slotsOfParsed(parsed: ParsedQuery): string[] {
  const slots: string[] = [];
  if ((parsed.intent === "features_ranking" || parsed.intent === "companies_ranking") && parsed.subject !== "games") slots.push(`subject=${parsed.subject}`);
  // Title words sit in the series role but are a slot of their own: "simulator" read as a series is not them.
  const slotRole = (role: EntityRole, ref: EntityRef) => (ref.kind === "titleWords" ? "titleWords" : role);
  for (const role of ENTITY_ROLES) {
    for (const ref of parsed.entities[role].include) slots.push(`+${slotRole(role, ref)}=${keyOf(ref.name)}`);
    for (const ref of parsed.entities[role].exclude) slots.push(`-${slotRole(role, ref)}=${keyOf(ref.name)}`);
  }
  for (const group of parsed.eitherOr)
    slots.push(
      `|${group.role}=${group.options
        .map((ref) => keyOf(ref.name))
        .sort()
        .join("|")}`,
    );
  for (const filter of parsed.filters)
    slots.push(`filter=${filter.metric}:${filter.op}:${filter.value}${filter.value2 !== undefined ? `:${filter.value2}` : ""}`);
  for (const comparison of parsed.comparisons) slots.push(`compare=${comparison.metric}:${comparison.op}:${comparison.than}`);
  if (parsed.release?.after) slots.push(`after=${parsed.release.after}`);
  if (parsed.release?.before) slots.push(`before=${parsed.release.before}`);
  if (parsed.release?.upcoming) slots.push("upcoming");
  if (parsed.release?.tba) slots.push("tba");
  if (parsed.sort && parsed.sort.source === "explicit") slots.push(`sort=${parsed.sort.metric}:${parsed.sort.direction}`);
  if (parsed.limit !== null) slots.push(`limit=${parsed.limit}`);
  for (const ask of parsed.asks) if (parsed.intent === "game_profile" || parsed.intent === "comparison") slots.push(`ask=${ask.metric}`);
  for (const issue of parsed.issues) if (issue.code === "unknown_name" && issue.span) slots.push(`unplaced=${keyOf(issue.span.text)}`);
  if (parsed.stats) slots.push(statsSlot(parsed.stats));
  return slots;
}

/** The expected query as a ParsedQuery, its names resolved through the lexicon, so it can be executed. */
export function expectedAsParsed(item: LabelledQuestion, knowledge: EngineKnowledge): ParsedQuery | null {
  const entities = emptyEntities();
  /** A labelled name as the parser places it: an exact match with no span. */
  const refOf = (entry: LexiconEntry): EntityRef => ({
    kind: entry.kind,
    id: entry.id,
    name: entry.canonical,
    match: "exact",
    distance: 0,
    span: { start: 0, end: 0, text: "" },
    alternatives: [],
    ...(entry.typeId !== undefined ? { typeId: entry.typeId } : {}),
    ...(entry.typeName ? { typeName: entry.typeName } : {}),
    ...(entry.storeKind ? { storeKind: entry.storeKind } : {}),
  });
  /** taken: entries an "or" group already holds, so "Horror" twice is the genre and the theme. */
  const resolve = (role: EntityRole, name: string, taken: ReadonlySet<string | number> = new Set()): EntityRef | null => {
    const entry =
      role === "series"
        ? seriesOf(knowledge.lexicon, keyOf(name), name)
        : knowledge.lexicon.entries.find((candidate) => candidate.canonical === name && roleAccepts(role, candidate.kind) && !taken.has(candidate.id));
    return entry ? refOf(entry) : null;
  };
  const expected = item.expected;
  for (const [side, record] of [
    ["include", expected.include],
    ["exclude", expected.exclude],
  ] as const) {
    for (const [role, names] of Object.entries(record ?? {}) as Array<[EntityRole, string[]]>) {
      for (const name of names) {
        const ref = resolve(role, name);
        if (!ref) return null;
        entities[role][side].push(ref);
      }
    }
  }
  for (const words of expected.titleWords ?? []) entities.series.include.push(refOf(titleWordsOf(keyOf(words), words)));
  const eitherOr: ParsedQuery["eitherOr"] = [];
  for (const group of expected.eitherOr ?? []) {
    const taken = new Set<string | number>();
    const options = group.options.map((name) => {
      const ref = resolve(group.role, name, taken);
      if (ref) taken.add(ref.id);
      return ref;
    });
    if (options.some((ref) => ref === null)) return null;
    eitherOr.push({ role: group.role, options: options as EntityRef[], span: { start: 0, end: 0, text: "" } });
  }
  const span = { start: 0, end: 0, text: "" };
  return {
    version: 1,
    text: item.question,
    normalized: "",
    intent: expected.intent,
    subject: expected.subject ?? "games",
    entities,
    filters: (expected.filters ?? []).map((filter) => ({ ...filter, metricFrom: "word" as const, span })),
    comparisons: (expected.comparisons ?? []).map((comparison) => ({ ...comparison, span })),
    release: expected.release ? { ...expected.release, spans: [] } : null,
    sort: expected.sort ? { ...expected.sort, source: "explicit", span: null } : null,
    limit: expected.limit ?? null,
    asks: (expected.asks ?? []).map((metric) => ({ metric, span })),
    negations: [],
    eitherOr,
    issues: (expected.unplaced ?? []).map((name) => ({ code: "unknown_name" as const, message: "", span: { start: 0, end: name.length, text: name } })),
  };
}

function roleAccepts(role: EntityRole, kind: string): boolean {
  switch (role) {
    case "titles":
      return kind === "game";
    case "series":
      return kind === "series";
    case "publishers":
    case "developers":
    case "companies":
      return kind === "publisher" || kind === "developer" || kind === "company";
    case "platforms":
      return kind === "platform";
    case "stores":
      return kind === "store";
    case "classifications":
      return kind === "classification";
    case "developerSizes":
      return kind === "developerSize";
    case "gameTypes":
      return kind === "gameType";
  }
}

/** Ids of the games a search-like query selects (every perfect match), for execution accuracy. */
export function selectedIds(parsed: ParsedQuery, knowledge: EngineKnowledge): number[] {
  // A question with a name that could not be placed is not searched (execute.ts, unplacedAnswer).
  if (parsed.issues.some((issue) => issue.code === "unknown_name")) return [];
  if (parsed.intent === "game_profile" || parsed.intent === "comparison" || parsed.intent === "similar_games") {
    return [...parsed.entities.titles.include, ...parsed.eitherOr.filter((group) => group.role === "titles").flatMap((group) => group.options)]
      .map((ref) => Number(ref.id))
      .sort((a, b) => a - b);
  }
  if (parsed.intent !== "game_search" && parsed.intent !== "upcoming_releases" && parsed.intent !== "features_ranking" && parsed.intent !== "companies_ranking")
    return [];
  const criteria = criteriaOf(parsed, knowledge);
  const typeNames = new Map(knowledge.lexicon.entries.filter((entry) => entry.kind === "gameType").map((entry) => [entry.id, entry.canonical]));
  const namesType = parsed.entities.gameTypes.include.length > 0 || parsed.eitherOr.some((group) => group.role === "gameTypes");
  return knowledge.games
    .filter(
      (game: LumosGameFacts) =>
        (namesType || !ADD_ON_GAME_TYPES.has(typeNames.get(game.gameTypeId) ?? "")) && criteria.every((criterion) => criterion.test(game)),
    )
    .map((game) => game.id)
    .sort((a, b) => a - b);
}

export interface EvaluationReport {
  questions: number;
  intentAccuracy: number;
  slotPrecision: number;
  slotRecall: number;
  slotF1: number;
  exactMatch: number;
  typoExactMatch: number;
  typoQuestions: number;
  executionAccuracy: number;
  byKind: Record<string, { questions: number; exact: number }>;
  failures: Array<{ id: string; question: string; missing: string[]; extra: string[]; intent: string; expectedIntent: string }>;
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

export function evaluate(set: LabelledSet, knowledge: EngineKnowledge): EvaluationReport {
  let intents = 0;
  let truePositives = 0;
  let predictedSlots = 0;
  let expectedSlots = 0;
  let exact = 0;
  let typo = 0;
  let typoExact = 0;
  let executed = 0;
  let executedSame = 0;
  const byKind: EvaluationReport["byKind"] = {};
  const failures: EvaluationReport["failures"] = [];
  for (const item of set.questions) {
    const parsed = parseQuestion(item.question, knowledge.lexicon, { today: knowledge.today });
    const expected = slotsOfExpected(item.expected);
    const predicted = slotsOfParsed(parsed);
    const remaining = [...predicted];
    let hits = 0;
    for (const slot of expected) {
      const index = remaining.indexOf(slot);
      if (index >= 0) {
        hits++;
        remaining.splice(index, 1);
      }
    }
    truePositives += hits;
    predictedSlots += predicted.length;
    expectedSlots += expected.length;
    const intentRight = parsed.intent === item.expected.intent;
    if (intentRight) intents++;
    const isExact = intentRight && hits === expected.length && hits === predicted.length;
    if (isExact) exact++;
    if (item.kind === "typo") {
      typo++;
      if (isExact) typoExact++;
    }
    const kind = (byKind[item.kind] ??= { questions: 0, exact: 0 });
    kind.questions++;
    if (isExact) kind.exact++;
    else
      failures.push({
        id: item.id,
        question: item.question,
        missing: expected.filter((slot) => !predicted.includes(slot)),
        extra: remaining,
        intent: parsed.intent,
        expectedIntent: item.expected.intent,
      });
    const reference = expectedAsParsed(item, knowledge);
    if (reference && ["game_search", "upcoming_releases", "game_profile", "comparison", "similar_games"].includes(item.expected.intent)) {
      executed++;
      const a = selectedIds(reference, knowledge);
      const b =
        parsed.intent === reference.intent ||
        (["game_search", "upcoming_releases"].includes(parsed.intent) && ["game_search", "upcoming_releases"].includes(reference.intent))
          ? selectedIds(parsed, knowledge)
          : [-1];
      if (a.length === b.length && a.every((id, i) => id === b[i])) executedSame++;
    }
  }
  const precision = ratio(truePositives, predictedSlots);
  const recall = ratio(truePositives, expectedSlots);
  return {
    questions: set.questions.length,
    intentAccuracy: ratio(intents, set.questions.length),
    slotPrecision: precision,
    slotRecall: recall,
    slotF1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    exactMatch: ratio(exact, set.questions.length),
    typoExactMatch: ratio(typoExact, typo),
    typoQuestions: typo,
    executionAccuracy: ratio(executedSame, executed),
    byKind,
    failures,
  };
}
