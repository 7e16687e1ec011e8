// npm run eval:lumos — scores Lumos on its two labelled sets: the parser on the demo-market questions
// (tests/fixtures/lumos/questions.json) against the evaluation market they were written for, and the engine on the
// real-data questions (tests/fixtures/lumos/real-questions.ts) against the Steam data of ../shared/realdata, imported
// into a temporary in-memory database, with each expected answer computed from the CSV files alone.
// --failures lists every question that is not an exact match; --json prints both reports.
import { readFileSync } from "node:fs";
import path from "node:path";
import { evaluate, LabelledSetSchema } from "@/lib/lumos/evaluate";
import { openEvalMarket } from "@/tests/fixtures/lumos/eval-market";
import { EVAL_STATS_QUESTIONS, REAL_STATS_QUESTIONS } from "@/tests/fixtures/lumos/stats-questions";
import { scoreStatsSet } from "@/tests/fixtures/lumos/stats-score";
import { describeMiss, openRealMarket, REAL_AS_OF, REAL_DATA_DIR, REAL_FILES, realDataAvailable, scoreRealSet } from "@/tests/fixtures/lumos/real-market";
import { REAL_QUESTIONS } from "@/tests/fixtures/lumos/real-questions";
import { readCommandLine } from "./cli";

const USAGE = `Usage: npm run eval:lumos -- [--failures] [--json] [--demo-only]

Scores Lumos on its two labelled sets: the questions of tests/fixtures/lumos/questions.json on the generated
evaluation market, and the real-data questions of tests/fixtures/lumos/real-questions.ts on ../shared/realdata
(imported into a temporary in-memory database; about 30 s).

  --failures   list every question that is not an exact match
  --json       print both reports as JSON
  --demo-only  score the demo-market set only (no import of the real data)
  -h, --help   print this text`;

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

async function main() {
  const { values } = readCommandLine(USAGE, { failures: { type: "boolean" }, json: { type: "boolean" }, "demo-only": { type: "boolean" } });
  const set = LabelledSetSchema.parse(JSON.parse(readFileSync(path.join(process.cwd(), "tests/fixtures/lumos/questions.json"), "utf8")));
  const { handle, knowledge } = await openEvalMarket();
  let report;
  let stats;
  try {
    report = evaluate(set, knowledge);
    stats = await scoreStatsSet(EVAL_STATS_QUESTIONS, knowledge, handle);
  } finally {
    await handle.close();
  }

  const withReal = !values["demo-only"];
  if (withReal && !realDataAvailable()) {
    console.error(`The real data is missing: ${REAL_DATA_DIR} must hold ${REAL_FILES.join(" and ")} (or pass --demo-only).`);
    process.exit(1);
  }
  const market = withReal ? await openRealMarket() : null;
  let real;
  let realStats;
  try {
    real = market ? await scoreRealSet(REAL_QUESTIONS, market) : null;
    realStats = market ? await scoreStatsSet(REAL_STATS_QUESTIONS, market.knowledge, market.handle) : null;
  } finally {
    await market?.handle.close();
  }

  if (values.json) {
    console.log(
      JSON.stringify(
        { demo: report, demoStats: stats, real: real && market ? { ...real, seconds: market.seconds, games: market.knowledge.games.length } : null, realStats },
        null,
        2,
      ),
    );
    return;
  }
  console.log(`Lumos evaluation: ${report.questions} labelled questions on the ${set.data.games}-game market "${set.data.seed}" of ${set.data.today}`);
  console.log(`  intent accuracy      ${percent(report.intentAccuracy)}`);
  console.log(`  slot precision       ${percent(report.slotPrecision)}`);
  console.log(`  slot recall          ${percent(report.slotRecall)}`);
  console.log(`  slot F1              ${percent(report.slotF1)}   (goal ≥ 97%)`);
  console.log(`  exact match          ${percent(report.exactMatch)}   (goal ≥ 93%)`);
  console.log(`  typo variants        ${percent(report.typoExactMatch)} of ${report.typoQuestions}   (goal ≥ 90%)`);
  console.log(`  execution accuracy   ${percent(report.executionAccuracy)}`);
  console.log(
    "  by kind:",
    Object.entries(report.byKind)
      .map(([kind, { questions, exact }]) => `${kind} ${exact}/${questions}`)
      .join(", "),
  );
  if (values.failures) {
    for (const failure of report.failures) {
      console.log(
        `  ✗ ${failure.id} "${failure.question}" intent ${failure.intent}${failure.intent !== failure.expectedIntent ? ` (expected ${failure.expectedIntent})` : ""}; missing [${failure.missing.join(", ")}]; extra [${failure.extra.join(", ")}]`,
      );
    }
  }
  printStats("Market statistics (demo market)", stats, values.failures);
  if (!real || !market) return;
  console.log("");
  console.log(
    `Real data: ${real.questions} labelled questions on ${market.knowledge.games.length.toLocaleString("en-US")} Steam games of ../shared/realdata as of ${REAL_AS_OF} (import ${market.seconds.import.toFixed(0)} s, knowledge ${market.seconds.knowledge.toFixed(0)} s)`,
  );
  console.log(`  exact answers        ${real.exact} of ${real.questions}`);
  console.log(
    `  execution accuracy   ${percent(real.executionAccuracy)}   (goal 100%: the games selected, in order for a ranking, equal the answer computed from the CSV files)`,
  );
  console.log(
    "  by kind:",
    Object.entries(real.byKind)
      .map(([kind, { questions, exact }]) => `${kind} ${exact}/${questions}`)
      .join(", "),
  );
  if (values.failures) for (const result of real.results) if (!result.exact) console.log(`  ${describeMiss(result)}`);
  if (realStats) printStats("Market statistics (real data)", realStats, values.failures);
}

/** The statistics questions of one market: readings as labelled, and figures equal to those computed in SQL. */
function printStats(title: string, result: Awaited<ReturnType<typeof scoreStatsSet>>, failures: boolean | undefined) {
  console.log("");
  console.log(`${title}: ${result.questions} labelled questions, each figure computed in SQL from the tables`);
  console.log(`  read as labelled     ${percent(result.readExact / result.questions)}   (goal ≥ 95%)`);
  console.log(`  figures equal        ${percent(result.figuresEqual / result.questions)}   (goal 100%)`);
  if (failures) for (const failure of result.failures) console.log(`  ${failure}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
