/** The amount of a text price ("$1,299.99" → 1299.99) once $, commas and spaces are stripped; null if not a number. */
export function parsePrice(msrp: string | null | undefined): number | null {
  if (typeof msrp !== "string") return null;
  const digits = msrp.replace(/[$,\s]/g, "");
  return /^(\d+(\.\d*)?|\.\d+)$/.test(digits) ? Number(digits) : null;
}

/**
 * The price to show when publications list several (section 5): the most common amount; on a tie the highest
 * amount. Texts of the same amount ("$1,000.00", "$1000.00") count together and the first such text is returned.
 * Non-numeric texts are ignored; nothing numeric gives null.
 */
export function mostCommonPrice(msrps: ReadonlyArray<string | null | undefined>): string | null {
  const byAmount = new Map<number, { text: string; count: number }>();
  for (const msrp of msrps) {
    const amount = parsePrice(msrp);
    if (amount === null || typeof msrp !== "string") continue;
    const entry = byAmount.get(amount);
    if (entry) entry.count += 1;
    else byAmount.set(amount, { text: msrp, count: 1 });
  }
  let best: { amount: number; text: string; count: number } | null = null;
  for (const [amount, entry] of byAmount) {
    if (!best || entry.count > best.count || (entry.count === best.count && amount > best.amount)) {
      best = { amount, ...entry };
    }
  }
  return best?.text ?? null;
}

/** US dollars with cents and thousands separators. */
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** A price for display: 0 is "Free", others "$1,299.99"; a number or a text price; missing or non-numeric is "-". */
export function formatPrice(price: number | string | null | undefined): string {
  const amount = typeof price === "string" ? parsePrice(price) : price;
  if (amount === null || amount === undefined || !Number.isFinite(amount) || amount < 0) return "-";
  return amount === 0 ? "Free" : usd.format(amount);
}
