// Where `npm run bench` writes its report in docs/benchmarks.md: the summary and the history above the runs are
// written by hand; under "Runs" each kind of run (its title after the date) keeps only its latest report, since the
// earlier ones are in git and their figures, where they still matter, in the hand-written history.

export const RUNS_HEADING = "## Runs (latest of each kind)\n\n";
const OLD_RUNS_HEADING = "## Runs (newest first)\n\n";

/** A report's kind: its heading after the date, for example "2 cores, 24 GiB, Node v20.20.2 (Lumos only)". */
function kindOf(report: string): string {
  const heading = report.slice(0, report.indexOf("\n"));
  return heading.slice(heading.indexOf(" — ") + 3);
}

/** The file's text with `report` first under the runs heading and any earlier report of the same kind left out. */
export function withLatestRun(text: string | null, report: string): string {
  const source = (text ?? "# Benchmarks\n\n").replace(OLD_RUNS_HEADING, RUNS_HEADING);
  const at = source.indexOf(RUNS_HEADING);
  const before = at === -1 ? `${source.trimEnd()}\n\n${RUNS_HEADING}` : source.slice(0, at + RUNS_HEADING.length);
  const runs = at === -1 ? "" : source.slice(at + RUNS_HEADING.length);
  const kept = runs
    .split(/\n(?=## )/)
    .map((run) => run.trim())
    .filter((run) => run.startsWith("## ") && kindOf(run) !== kindOf(report));
  return `${before}${[report.trim(), ...kept].join("\n\n")}\n`;
}
