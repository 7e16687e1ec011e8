// docs/benchmarks.md keeps the hand-written summary and history, and under "Runs" the latest report of each kind.
import { RUNS_HEADING, withLatestRun } from "@/scripts/bench-report";

const report = (at: string, kind: string, figure: string) =>
  `## 2026-11-${at} UTC — 2 cores (${kind})\n\n| measure | result |\n| --- | --- |\n| x | ${figure} |\n`;
const HEAD = "# Benchmarks\n\n## Summary\n\nwritten by hand\n\n## History\n\n- older figures\n\n";

describe("withLatestRun", () => {
  it("puts the report first under the runs and drops the earlier report of its kind only", () => {
    const before = `${HEAD}${RUNS_HEADING}${report("25 20:56", "Lumos only", "14 ms")}\n${report("25 19:03", "load only", "0 errors")}`;
    const after = withLatestRun(before, report("26 06:10", "Lumos only", "12 ms"));
    expect(after.startsWith(`${HEAD}${RUNS_HEADING}## 2026-11-26 06:10 UTC`)).toBe(true);
    expect(after).toContain("| x | 12 ms |");
    expect(after).not.toContain("14 ms");
    expect(after).toContain("## 2026-11-25 19:03 UTC — 2 cores (load only)");
    expect(after.match(/^## 2026/gm)).toHaveLength(2);
  });

  it("renames the old runs heading, and starts the file or the runs when there are none", () => {
    const old = withLatestRun(`${HEAD}## Runs (newest first)\n\n${report("25 20:56", "load only", "1")}`, report("26 06:10", "Lumos only", "2"));
    expect(old).toContain(RUNS_HEADING);
    expect(old).not.toContain("newest first");
    expect(old.match(/^## 2026/gm)).toHaveLength(2);
    expect(withLatestRun(null, report("26 06:10", "Lumos only", "2"))).toBe(`# Benchmarks\n\n${RUNS_HEADING}${report("26 06:10", "Lumos only", "2")}`);
    expect(withLatestRun(HEAD, report("26 06:10", "Lumos only", "2"))).toBe(`${HEAD.trimEnd()}\n\n${RUNS_HEADING}${report("26 06:10", "Lumos only", "2")}`);
  });
});
