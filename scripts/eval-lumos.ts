// npm run eval:lumos — scores the Lumos parser on the labelled questions (tests/fixtures/lumos/questions.json)
// against the evaluation market they were written for. --failures lists every question that is not an exact match;
// --json prints the whole report.
import { readFileSync } from "node:fs";
import path from "node:path";
import { evaluate, LabelledSetSchema } from "@/lib/lumos/evaluate";
import { openEvalMarket } from "@/tests/fixtures/lumos/eval-market";
import { readCommandLine } from "./cli";

const USAGE = `Usage: npm run eval:lumos -- [--failures] [--json]

Scores the Lumos parser on the labelled questions of tests/fixtures/lumos/questions.json.

  --failures   list every question that is not an exact match
  --json       print the whole report as JSON
  -h, --help   print this text`;

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

async function main() {
  const { values } = readCommandLine(USAGE, { failures: { type: "boolean" }, json: { type: "boolean" } });
  const set = LabelledSetSchema.parse(JSON.parse(readFileSync(path.join(process.cwd(), "tests/fixtures/lumos/questions.json"), "utf8")));
  const { handle, knowledge } = await openEvalMarket();
  try {
    const report = evaluate(set, knowledge);
    if (values.json) {
      console.log(JSON.stringify(report, null, 2));
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
    console.log("  by kind:", Object.entries(report.byKind).map(([kind, { questions, exact }]) => `${kind} ${exact}/${questions}`).join(", "));
    if (values.failures) {
      for (const failure of report.failures) {
        console.log(`  ✗ ${failure.id} "${failure.question}" intent ${failure.intent}${failure.intent !== failure.expectedIntent ? ` (expected ${failure.expectedIntent})` : ""}; missing [${failure.missing.join(", ")}]; extra [${failure.extra.join(", ")}]`);
      }
    }
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
