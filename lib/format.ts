// Number formatting as the specification gives it (section 9 of the shell document).
const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

export function formatCompact(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "-";
  return compact.format(value);
}

/** ARPU: $ and two decimals. */
export function formatArpu(value: number): string {
  return `$${value.toFixed(2)}`;
}

/** Revenue in millions: $12.3M. */
export function formatRevenueMillions(value: number): string {
  return `$${(value / 1_000_000).toFixed(1)}M`;
}

/** Growth and sentiment: one decimal and %, with a sign when positive. */
export function formatSignedPercent(value: number): string {
  return `${value > 0 ? "+" : ""}${value.toFixed(1)}%`;
}

/** Similarity: rounded up, as a percentage. */
export function formatSimilarity(ratio: number): string {
  return `${Math.ceil(ratio * 100)}%`;
}

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 3))}...`;
}

/** How a table cell or chart value is written; the kinds the screens use. */
export type ValueFormat = "text" | "integer" | "compact" | "usd" | "arpu" | "revenue" | "percent" | "signed-percent" | "similarity" | "score";

const integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 2 });

/** A value as the screens show it; "-" for a missing or non-numeric value in a numeric format. */
export function formatValue(format: ValueFormat, value: string | number | null | undefined): string {
  if (format === "text") return value === null || value === undefined ? "" : String(value);
  if (typeof value !== "number" || !Number.isFinite(value)) return "-";
  switch (format) {
    case "integer":
      return integer.format(value);
    case "compact":
      return formatCompact(value);
    case "usd":
      return usd.format(value);
    case "arpu":
      return formatArpu(value);
    case "revenue":
      return formatRevenueMillions(value);
    case "percent":
      return `${value.toFixed(1)}%`;
    case "signed-percent":
      return formatSignedPercent(value);
    case "similarity":
      return formatSimilarity(value);
    case "score":
      return value.toFixed(1);
  }
}
