// The labelled questions scored against the market they were written for: fails when a change drops any score
// below the recorded floor (tests/fixtures/lumos/eval-floor.json), and names the questions that broke.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { DatabaseHandle } from "@/lib/db/client";
import { evaluate, LabelledSetSchema, type EvaluationReport } from "@/lib/lumos/evaluate";
import type { Knowledge } from "@/lib/lumos/knowledge";
import { EVAL_MARKET, openEvalMarket } from "../fixtures/lumos/eval-market";

const fixtures = path.join(__dirname, "../fixtures/lumos");
const set = LabelledSetSchema.parse(JSON.parse(readFileSync(path.join(fixtures, "questions.json"), "utf8")));
const floor = JSON.parse(readFileSync(path.join(fixtures, "eval-floor.json"), "utf8")) as Record<
  "intentAccuracy" | "slotF1" | "exactMatch" | "typoExactMatch" | "executionAccuracy",
  number
>;

describe("Lumos labelled questions", () => {
  let handle: DatabaseHandle;
  let knowledge: Knowledge;
  let report: EvaluationReport;

  beforeAll(async () => {
    ({ handle, knowledge } = await openEvalMarket());
    report = evaluate(set, knowledge);
  });
  afterAll(() => handle.close());

  it("covers every kind of question the issues list, with at least 300 questions", () => {
    expect(set.data).toEqual(EVAL_MARKET);
    expect(set.questions.length).toBeGreaterThanOrEqual(300);
    const kinds = new Set(set.questions.map((question) => question.kind));
    for (const kind of [
      "sample",
      "search",
      "numbers",
      "release",
      "sort",
      "negation",
      "either_or",
      "profile",
      "comparison",
      "similar",
      "ranking",
      "help",
      "out_of_scope",
      "typo",
      "alias",
      "paraphrase",
      "over_read",
      "names",
      "unplaced",
      "state",
      "every_type",
      "company_ranking",
    ])
      expect(kinds).toContain(kind);
  });

  it.each(["intentAccuracy", "slotF1", "exactMatch", "typoExactMatch", "executionAccuracy"] as const)("keeps %s at or above the recorded floor", (metric) => {
    if (report[metric] < floor[metric]) {
      const failing = report.failures.map(
        (failure) => `${failure.id} "${failure.question}": missing [${failure.missing.join(", ")}] extra [${failure.extra.join(", ")}]`,
      );
      throw new Error(`${metric} ${report[metric].toFixed(3)} is below the floor ${floor[metric]}; not exact:\n${failing.join("\n")}`);
    }
    expect(report[metric]).toBeGreaterThanOrEqual(floor[metric]);
  });
});
