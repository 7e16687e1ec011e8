// How the demo market compares with the real Steam market: the p50, p90, p99 and max of peak players, owners,
// reviews and price among the top 1,000 games by owners, generated beside real. The test of the generator, the bench
// and docs/data-model.md all print this one table; the real side is read from ../shared/realdata by its callers.

export interface GameFigures {
  /** The latest day's peak concurrent players (SteamSpy's "ccu", yesterday's peak). */
  peakPlayers: number;
  owners: number;
  reviews: number;
  price: number;
}

export const CALIBRATED_FIGURES: ReadonlyArray<{ key: keyof GameFigures; label: string }> = [
  { key: "peakPlayers", label: "Peak players (latest day)" },
  { key: "owners", label: "Owners" },
  { key: "reviews", label: "Reviews" },
  { key: "price", label: "Price (USD)" },
];
export const CALIBRATED_QUANTILES: ReadonlyArray<{ p: number; label: string }> = [
  { p: 0.5, label: "p50" },
  { p: 0.9, label: "p90" },
  { p: 0.99, label: "p99" },
  { p: 1, label: "max" },
];
/** The games compared: the real file is SteamSpy's top 1,000 by owners. */
export const COMPARED_GAMES = 1000;
/** A generated figure is calibrated when it is within this factor of the real one. */
export const CALIBRATION_FACTOR = 2;

export interface CalibrationRow {
  figure: string;
  quantile: string;
  generated: number;
  real: number;
  /** generated ÷ real; 1 when both are 0. */
  ratio: number;
  within: boolean;
}

/** The value at quantile p of an ascending list, nearest rank (the same rule on both sides). */
function quantileOf(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

export function topByOwners(games: readonly GameFigures[], count = COMPARED_GAMES): GameFigures[] {
  return [...games].sort((a, b) => b.owners - a.owners).slice(0, count);
}

export function calibrationTable(generated: readonly GameFigures[], real: readonly GameFigures[]): CalibrationRow[] {
  const top = topByOwners(generated);
  const rows: CalibrationRow[] = [];
  for (const { key, label } of CALIBRATED_FIGURES) {
    const ours = top.map((game) => game[key]).sort((a, b) => a - b);
    const theirs = real.map((game) => game[key]).sort((a, b) => a - b);
    for (const { p, label: quantile } of CALIBRATED_QUANTILES) {
      const a = quantileOf(ours, p);
      const b = quantileOf(theirs, p);
      const ratio = a === 0 && b === 0 ? 1 : b === 0 ? Number.POSITIVE_INFINITY : a / b;
      rows.push({ figure: label, quantile, generated: a, real: b, ratio, within: ratio >= 1 / CALIBRATION_FACTOR && ratio <= CALIBRATION_FACTOR });
    }
  }
  return rows;
}

const figureText = (value: number) => (Number.isInteger(value) ? value.toLocaleString("en-US") : value.toFixed(2));

/** The table as Markdown, one row a figure and quantile. */
export function calibrationMarkdown(rows: readonly CalibrationRow[]): string {
  const lines = ["| figure | quantile | generated | real | generated ÷ real |", "| --- | --- | ---: | ---: | ---: |"];
  for (const row of rows) {
    lines.push(
      `| ${row.figure} | ${row.quantile} | ${figureText(row.generated)} | ${figureText(row.real)} | ${row.ratio.toFixed(2)}${row.within ? "" : " ✗"} |`,
    );
  }
  return lines.join("\n");
}
