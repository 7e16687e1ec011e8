// Lumos' market statistics proven on both markets: every labelled statistics question (tests/fixtures/lumos/
// stats-questions.ts) is answered by the built-in parser and engine, and its figure, counted games, missing figures
// and groups are compared with what the fixtures compute in SQL from the tables alone. Every figure must match; the
// reading (the parsed query's slots) must match the label for at least 95% of the questions.
import type { DatabaseHandle } from "@/lib/db/client";
import { slotsOfExpected, slotsOfParsed } from "@/lib/lumos/evaluate";
import { executeQuery, type Answer } from "@/lib/lumos/execute";
import type { Knowledge } from "@/lib/lumos/knowledge";
import { parseQuestion } from "@/lib/lumos/parse";
import { AGGREGATES, GROUPINGS } from "@/lib/lumos/query-schema";
import { openEvalMarket } from "../fixtures/lumos/eval-market";
import { openRealMarket, realDataAvailable, REAL_AS_OF, REAL_DATA_DIR } from "../fixtures/lumos/real-market";
import { EVAL_STATS_QUESTIONS, REAL_STATS_QUESTIONS, STATS_QUESTIONS, STATS_TODAY, type StatsExpectation, type StatsMarket, type StatsQuestion } from "../fixtures/lumos/stats-questions";
import { createMigratedDatabase } from "./helpers/test-database";

// Importing the 61,200 real games and building what Lumos knows of them takes about a minute on a 2-core machine.
jest.setTimeout(600_000);

const TOLERANCE = 1e-9;

/** Equal within a relative tolerance of 1e-9; null only equals null. */
function same(actual: number | null | undefined, expected: number | null): boolean {
  if (actual === null || actual === undefined || expected === null) return (actual ?? null) === expected;
  if (actual === expected) return true;
  return Math.abs(actual - expected) <= TOLERANCE * Math.max(Math.abs(actual), Math.abs(expected));
}

/** What differs between the answer and the expectation; empty when the answer is right. */
function differences(answer: Answer, expected: StatsExpectation): string[] {
  const problems: string[] = [];
  const text = answer.text.toLowerCase();
  for (const words of expected.textIncludes ?? []) if (!text.includes(words.toLowerCase())) problems.push(`the text does not say "${words}": ${JSON.stringify(answer.text)}`);
  const results = answer.results;
  if (expected.asksWhich) {
    if (results?.type === "stats" && results.stats.value !== null) problems.push(`gave a figure (${results.stats.value}) instead of asking which aggregate was meant`);
    if (results?.type === "games") problems.push("listed games instead of asking which aggregate was meant");
    if (!text.includes("?")) problems.push(`the text does not ask: ${JSON.stringify(answer.text)}`);
    return problems;
  }
  if (expected.empty && (results === null || (results.type === "stats" && results.stats.value === null && results.stats.games === 0))) return problems;
  if (results?.type !== "stats") return [...problems, `no statistics answer (results ${results?.type ?? "none"}): ${JSON.stringify(answer.text.slice(0, 200))}`];
  const stats = results.stats;
  if (!same(stats.value, expected.value)) problems.push(`value ${stats.value}, expected ${expected.value}`);
  if (expected.games !== undefined && stats.games !== expected.games) problems.push(`games ${stats.games}, expected ${expected.games}`);
  if (expected.missing !== undefined && stats.missing !== expected.missing) problems.push(`missing ${stats.missing}, expected ${expected.missing}`);
  if (expected.groups) {
    const byKey = new Map(results.data.map((group) => [group.key, group]));
    const wanted = new Set(expected.groups.map((group) => group.key));
    const extra = results.data.filter((group) => !wanted.has(group.key)).map((group) => `${group.key} (${group.games} games, ${group.value})`);
    if (extra.length) problems.push(`groups not expected: ${extra.join(", ")}`);
    for (const group of expected.groups) {
      const got = byKey.get(group.key);
      if (!got) problems.push(`group ${group.key} missing (expected ${group.games} games, ${group.value})`);
      else if (got.games !== group.games || !same(got.value, group.value)) problems.push(`group ${group.key}: ${got.games} games, ${got.value}; expected ${group.games} games, ${group.value}`);
    }
    problems.push(...orderProblems(results.data, stats.groupBy));
  }
  return problems;
}

/** Years and months run oldest first; named groups highest figure first, with "other" last. */
function orderProblems(groups: ReadonlyArray<{ key: string; value: number | null }>, groupBy: string | null): string[] {
  if (groupBy === null) return [];
  const keys = groups.map((group) => group.key);
  if (groupBy === "year" || groupBy === "month") {
    const sorted = [...keys].sort();
    return keys.every((key, index) => key === sorted[index]) ? [] : [`groups not in time order: ${keys.join(", ")}`];
  }
  const named = groups.filter((group) => group.key !== "other");
  if (keys.includes("other") && keys[keys.length - 1] !== "other") return [`"other" is not the last group: ${keys.join(", ")}`];
  const outOfOrder = named.findIndex((group, index) => index > 0 && (group.value ?? -Infinity) > (named[index - 1].value ?? -Infinity));
  return outOfOrder < 0 ? [] : [`groups not highest first: ${named.map((group) => `${group.key}=${group.value}`).join(", ")}`];
}

interface Reading {
  id: string;
  question: string;
  exact: boolean;
  expected: string[];
  read: string[];
  intent: string;
}

const readings = new Map<StatsMarket, Reading[]>();

function readAll(questions: readonly StatsQuestion[], knowledge: Knowledge): Reading[] {
  return questions.map((item) => {
    const parsed = parseQuestion(item.question, knowledge.lexicon, { today: knowledge.today });
    const expected = slotsOfExpected(item.expected).sort();
    const read = slotsOfParsed(parsed).sort();
    const exact = parsed.intent === item.expected.intent && expected.length === read.length && expected.every((slot, index) => slot === read[index]);
    return { id: item.id, question: item.question, exact, expected, read, intent: parsed.intent };
  });
}

async function checkFigure(item: StatsQuestion, knowledge: Knowledge, handle: DatabaseHandle): Promise<void> {
  const expected = await item.figure(handle.db);
  const parsed = parseQuestion(item.question, knowledge.lexicon, { today: knowledge.today });
  const answer = await executeQuery(parsed, knowledge);
  const problems = differences(answer, expected);
  if (problems.length > 0) {
    const reading = `read as ${parsed.intent} [${slotsOfParsed(parsed).join(", ")}]${parsed.stats ? ` ${JSON.stringify({ ...parsed.stats, spans: undefined })}` : ""}`;
    throw new Error(`✗ ${item.id} "${item.question}": ${problems.join("; ")}\n  ${reading}\n  labelled [${slotsOfExpected(item.expected).join(", ")}]`);
  }
  expect(problems).toEqual([]);
}

describe("Lumos market statistics", () => {
  it("asks at least 120 questions of every aggregate and breakdown on both markets", () => {
    expect(STATS_QUESTIONS.length).toBeGreaterThanOrEqual(120);
    expect(EVAL_STATS_QUESTIONS.length).toBeGreaterThanOrEqual(75);
    expect(REAL_STATS_QUESTIONS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(STATS_QUESTIONS.map((item) => item.id)).size).toBe(STATS_QUESTIONS.length);
    expect(STATS_TODAY.real).toBe(REAL_AS_OF);
    const aggregates = new Set(STATS_QUESTIONS.map((item) => item.expected.stats?.aggregate));
    for (const aggregate of AGGREGATES) expect(aggregates).toContain(aggregate);
    const groupings = new Set(STATS_QUESTIONS.map((item) => item.expected.stats?.groupBy));
    for (const grouping of GROUPINGS) expect(groupings).toContain(grouping);
    expect(STATS_QUESTIONS.filter((item) => item.kind === "bad_input").length).toBeGreaterThanOrEqual(3);
    for (const item of STATS_QUESTIONS) expect([item.id, item.expected.intent]).toEqual([item.id, "market_stats"]);
  });

  describe("on the evaluation market", () => {
    let handle: DatabaseHandle;
    let knowledge: Knowledge;

    beforeAll(async () => {
      ({ handle, knowledge } = await openEvalMarket());
    });
    afterAll(() => handle?.close());

    it("reads its questions", () => {
      readings.set("eval", readAll(EVAL_STATS_QUESTIONS, knowledge));
    });

    it.each(EVAL_STATS_QUESTIONS.map((item) => [item.id, item.question, item] as const))("%s %s", (_id, _question, item) => checkFigure(item, knowledge, handle));
  });

  if (realDataAvailable()) {
    describe("on the real Steam data", () => {
      let handle: DatabaseHandle;
      let knowledge: Knowledge;

      beforeAll(async () => {
        ({ handle, knowledge } = await openRealMarket(() => createMigratedDatabase()));
      });
      afterAll(() => handle?.close());

      it("reads its questions", () => {
        readings.set("real", readAll(REAL_STATS_QUESTIONS, knowledge));
      });

      it.each(REAL_STATS_QUESTIONS.map((item) => [item.id, item.question, item] as const))("%s %s", (_id, _question, item) => checkFigure(item, knowledge, handle));
    });
  } else {
    describe.skip(`on the real Steam data — skipped: ${REAL_DATA_DIR} does not hold both CSV files (see its README)`, () => {
      it.each(REAL_STATS_QUESTIONS.map((item) => [item.id, item.question] as const))("%s %s", () => undefined);
    });
  }

  it("reads at least 95% of the questions as labelled", () => {
    const markets: StatsMarket[] = realDataAvailable() ? ["eval", "real"] : ["eval"];
    for (const market of markets) if (!readings.has(market)) throw new Error(`The ${market} questions were not read: run the whole file.`);
    const all = markets.flatMap((market) => readings.get(market)!);
    const misses = all.filter((reading) => !reading.exact);
    const described = misses.map((miss) => {
      const missing = miss.expected.filter((slot) => !miss.read.includes(slot));
      const extra = miss.read.filter((slot) => !miss.expected.includes(slot));
      return `${miss.id} "${miss.question}": intent ${miss.intent}; missing [${missing.join(", ")}] extra [${extra.join(", ")}]`;
    });
    const exactShare = (all.length - misses.length) / all.length;
    if (misses.length > 0) console.info(`Statistics questions read as labelled: ${all.length - misses.length} of ${all.length}. Not exact:\n${described.join("\n")}`);
    if (exactShare < 0.95) throw new Error(`Only ${(exactShare * 100).toFixed(1)}% of ${all.length} questions are read as labelled (95% needed); not exact:\n${described.join("\n")}`);
    expect(exactShare).toBeGreaterThanOrEqual(0.95);
  });
});
