// Number formatting as the specification gives it (section 9 of the shell document), with money as issue 15 asks for
// it (formatMoney; docs/decisions.md, "Money in one format").
const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

export function formatCompact(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "-";
  return compact.format(value);
}

/** ARPU: $ and two decimals. */
export function formatArpu(value: number): string {
  return `$${value.toFixed(2)}`;
}

const MONEY_UNITS = [
  ["K", 1e3],
  ["M", 1e6],
  ["B", 1e9],
  ["T", 1e12],
] as const;

/**
 * Money as people read it, everywhere a sum of money is shown: cents below $1,000 ($59.99, $2.38), three significant
 * digits with K, M, B or T above ($512K, $4.36M, $21.0B), never "$69796.8M" or "$2,384,023.95".
 */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "-";
  const sign = value < 0 ? "-" : "";
  const amount = Math.abs(value);
  if (Number(amount.toFixed(2)) < 1_000) return `${sign}$${amount.toFixed(2)}`;
  let index = Math.min(MONEY_UNITS.length - 1, Math.max(0, Math.floor(Math.log10(amount) / 3) - 1));
  let scaled = Number((amount / MONEY_UNITS[index][1]).toPrecision(3));
  // $999,950 is $1.00M, not $1000K.
  if (scaled >= 1_000 && index < MONEY_UNITS.length - 1) scaled = Number((amount / MONEY_UNITS[++index][1]).toPrecision(3));
  return `${sign}$${scaled.toPrecision(3)}${MONEY_UNITS[index][0]}`;
}

/** Growth and sentiment: one decimal and %, with a sign when positive. */
export function formatSignedPercent(value: number): string {
  return `${value > 0 ? "+" : ""}${value.toFixed(1)}%`;
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st. */
export function formatOrdinal(value: number): string {
  const teen = value % 100 >= 11 && value % 100 <= 13;
  const suffix = teen ? "th" : value % 10 === 1 ? "st" : value % 10 === 2 ? "nd" : value % 10 === 3 ? "rd" : "th";
  return `${value}${suffix}`;
}

/** A share or rate already in percent (12.345 → "12.3%"): one decimal, no sign. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "-";
  return `${value.toFixed(1)}%`;
}

const integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** An exact count with thousands separators (1234567 → "1,234,567"). */
export function formatInteger(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "-";
  return integer.format(value);
}

/** A count and its noun, singular for one: (61198, "game", "games") → "61,198 games". */
const conjunction = new Intl.ListFormat("en", { type: "conjunction" });

/** "Hades, Dead Cells, and Celeste": items joined as a sentence lists them. */
export function formatAnd(items: readonly string[]): string {
  return conjunction.format(items);
}

export function formatCount(count: number, one: string, many: string): string {
  return `${formatInteger(count)} ${count === 1 ? one : many}`;
}

/** A score on a 0–100 (or correlation) scale: one decimal, no unit. */
export function formatScore(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "-";
  return value.toFixed(1);
}

/** How many times one figure is another (a spread of estimates): one decimal and ×. */
export function formatMultiple(ratio: number): string {
  return `${ratio.toFixed(1)}×`;
}

/** Similarity: rounded up, as a percentage. */
export function formatSimilarity(ratio: number): string {
  return `${Math.ceil(ratio * 100)}%`;
}

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 3))}...`;
}

/** How a table cell or chart value is written; the kinds the screens use. */
export type ValueFormat = "text" | "day" | "integer" | "compact" | "usd" | "arpu" | "revenue" | "percent" | "signed-percent" | "similarity" | "score";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 2 });
const wholeUsd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** A value as the screens show it; "-" for a missing or non-numeric value in a numeric format. */
export function formatValue(format: ValueFormat, value: string | number | null | undefined): string {
  if (format === "text") return value === null || value === undefined ? "" : String(value);
  // A day (YYYY-MM-DD, or a timestamp starting with one) as "Aug 14, 2023": one date format for every day column.
  if (format === "day") return typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) ? formatDay(value.slice(0, 10)) : "-";
  if (typeof value !== "number" || !Number.isFinite(value)) return "-";
  switch (format) {
    case "integer":
      return formatInteger(value);
    case "compact":
      return formatCompact(value);
    case "usd":
      // An exact amount: cents only below $1,000.
      return Math.abs(value) < 1_000 ? usd.format(value) : wholeUsd.format(value);
    case "arpu":
      return formatArpu(value);
    case "revenue":
      return formatMoney(value);
    case "percent":
      return formatPercent(value);
    case "signed-percent":
      return formatSignedPercent(value);
    case "similarity":
      return formatSimilarity(value);
    case "score":
      return formatScore(value);
  }
}

/**
 * A chart axis's tick: as `formatValue` writes it, but a percent with as many decimals as the ticks' step needs, so
 * a small share's ticks (0.02% apart) do not all read "0.0%", "0.1%" or "0.2%" twice over.
 */
export function formatAxisTick(format: ValueFormat, value: number, ticks: ReadonlyArray<{ value: number }>): string {
  if (format !== "percent" || ticks.length < 2) return formatValue(format, value);
  const step = Math.abs(ticks[1].value - ticks[0].value);
  const decimals = step > 0 ? Math.min(4, Math.max(1, Math.ceil(-Math.log10(step) - 1e-9))) : 1;
  return `${value.toFixed(decimals)}%`;
}

// One formatter each, made once: toLocaleDateString with options builds a new one per call, and a game breakdown's
// chart labels thousands of days (a fifth of its render time at 100,000 games).
const monthFormat = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** A month (YYYY-MM) as "Aug 2023". */
export function formatMonth(month: string): string {
  return monthFormat.format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`));
}

/**
 * A chart's dated label: a month (YYYY-MM) as "Aug 2023", a day or timestamp as "Aug 14, 2023", the formats of the
 * screens' month and day columns; any other label as it is.
 */
export function formatPeriod(period: string): string {
  if (/^\d{4}-\d{2}$/.test(period)) return formatMonth(period);
  if (/^\d{4}-\d{2}-\d{2}/.test(period)) return formatDay(period.slice(0, 10));
  return period;
}

/** A day (YYYY-MM-DD) as "Aug 14, 2023". */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}
