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
