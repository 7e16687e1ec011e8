// Numbers as people type them in questions: 10k, 5M, 1.5B, $2, 2.5 million, ten thousand, 1,000+, 90%.
import { wordTable, type Token } from "./normalize";

export type NumberUnit = "usd" | "eur" | "gbp" | "percent";

/** A number read from tokens [start, end): its value with every magnitude applied, and what surrounded it. */
export interface NumberReading {
  value: number;
  start: number;
  end: number;
  unit?: NumberUnit;
  /** A trailing "+" ("1,000+"): at least the value. */
  plus: boolean;
  /** A magnitude was written (k, M, B, thousand, million…): the value cannot be a year or a count of results. */
  magnitude: boolean;
  /** Digits as typed (no separators, no magnitude), or null when the number was written in words. */
  digits: string | null;
  /** What a magnitude written after digits multiplied them by ("2 million": 1,000,000); 1 otherwise. */
  scale: number;
}

const UNITS = wordTable<number>({
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
});

const MAGNITUDE_WORDS = wordTable<number>({
  k: 1e3,
  thousand: 1e3,
  thousands: 1e3,
  m: 1e6,
  mn: 1e6,
  mil: 1e6,
  mill: 1e6,
  million: 1e6,
  millions: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  billions: 1e9,
});

const MAGNITUDE_SUFFIX = wordTable<number>({ k: 1e3, m: 1e6, mn: 1e6, b: 1e9, bn: 1e9 });

const CURRENCY_BEFORE = wordTable<NumberUnit>({ $: "usd", "\u20AC": "eur", "\u00A3": "gbp", usd: "usd", eur: "eur", gbp: "gbp" });
const CURRENCY_AFTER = wordTable<NumberUnit>({
  $: "usd",
  usd: "usd",
  dollar: "usd",
  dollars: "usd",
  bucks: "usd",
  "\u20AC": "eur",
  eur: "eur",
  euro: "eur",
  euros: "eur",
  "\u00A3": "gbp",
  gbp: "gbp",
  pound: "gbp",
  pounds: "gbp",
});

/** The English number words one to twenty with their values, for title aliases ("Caldera Nine" ↔ "Caldera 9"). */
export const SMALL_NUMBER_WORDS: ReadonlyArray<readonly [string, number]> = Object.entries(UNITS).filter(([, value]) => value >= 1 && value <= 20);

const DIGITS = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(k|m|mn|b|bn)?$/;

/** Whether a token's text is a number in words ("ten", "thousand"). */
export function isNumberWord(text: string): boolean {
  return text in UNITS || text === "hundred" || (text in MAGNITUDE_WORDS && text.length > 2);
}

/** Reads a number whose first token (or currency sign) is at index; null when none starts there. */
export function readNumberAt(tokens: readonly Token[], index: number): NumberReading | null {
  let i = index;
  let unit: NumberUnit | undefined;
  if (i < tokens.length && tokens[i].text in CURRENCY_BEFORE && i + 1 < tokens.length && startsNumber(tokens, i + 1)) {
    unit = CURRENCY_BEFORE[tokens[i].text];
    i++;
  }
  if (i >= tokens.length) return null;

  let value: number;
  let magnitude = false;
  let digits: string | null = null;
  let scale = 1;
  const match = tokens[i].kind === "word" ? DIGITS.exec(tokens[i].text) : null;
  if (match) {
    const whole = match[1].replace(/,/g, "");
    value = Number(`${whole}${match[2] ? `.${match[2]}` : ""}`);
    digits = match[3] ? null : `${whole}${match[2] ? `.${match[2]}` : ""}`;
    if (match[3]) {
      scale = MAGNITUDE_SUFFIX[match[3]];
      value *= scale;
      magnitude = true;
    }
    i++;
    if (!magnitude && i < tokens.length && tokens[i].text in MAGNITUDE_WORDS) {
      scale = MAGNITUDE_WORDS[tokens[i].text];
      value *= scale;
      magnitude = true;
      digits = null;
      i++;
    }
  } else {
    const words = readNumberWords(tokens, i);
    if (!words) return null;
    value = words.value;
    magnitude = words.magnitude;
    i = words.end;
    const last = tokens[i - 1].text;
    if (magnitude && last in MAGNITUDE_WORDS) scale = MAGNITUDE_WORDS[last];
  }

  if (i < tokens.length && (tokens[i].text === "%" || tokens[i].text === "percent" || tokens[i].text === "pct")) {
    unit = "percent";
    i++;
  } else if (i + 1 < tokens.length && tokens[i].text === "per" && tokens[i + 1].text === "cent") {
    unit = "percent";
    i += 2;
  } else if (unit === undefined && i < tokens.length && tokens[i].text in CURRENCY_AFTER) {
    unit = CURRENCY_AFTER[tokens[i].text];
    i++;
  }
  let plus = false;
  if (i < tokens.length && tokens[i].text === "+") {
    plus = true;
    i++;
  }
  return { value: roundValue(value), start: index, end: i, unit, plus, magnitude, digits, scale };
}

/** Floating-point products such as 2.3 × 1e6 come out as 2299999.9999999995; they are rounded back. */
const roundValue = (value: number) => Number(value.toPrecision(12));

function startsNumber(tokens: readonly Token[], index: number): boolean {
  return DIGITS.test(tokens[index].text) || isNumberWord(tokens[index].text);
}

/** "ten thousand", "twenty five", "a million", "two hundred and fifty thousand", "half a million". */
function readNumberWords(tokens: readonly Token[], index: number): { value: number; end: number; magnitude: boolean } | null {
  let i = index;
  let total = 0;
  let current = 0;
  let seen = false;
  let magnitude = false;
  let half = false;
  if (tokens[i]?.text === "half" && (tokens[i + 1]?.text === "a" || tokens[i + 1]?.text === "an")) {
    const next = tokens[i + 2]?.text;
    if (next && next in MAGNITUDE_WORDS && next.length > 2) {
      half = true;
      i += 2;
    }
  }
  if ((tokens[i]?.text === "a" || tokens[i]?.text === "an") && !half) {
    const next = tokens[i + 1]?.text;
    if (!next || !(next === "hundred" || (next in MAGNITUDE_WORDS && next.length > 2))) return null;
    current = 1;
    seen = true;
    i++;
  } else if (half) {
    current = 0.5;
    seen = true;
  }
  for (; i < tokens.length; i++) {
    const text = tokens[i].text;
    if (text in UNITS) {
      current += UNITS[text];
      seen = true;
    } else if (text === "hundred" && seen) {
      current = (current || 1) * 100;
    } else if (text in MAGNITUDE_WORDS && text.length > 2 && seen) {
      total += (current || 1) * MAGNITUDE_WORDS[text];
      current = 0;
      magnitude = true;
    } else if (text === "and" && seen && i + 1 < tokens.length && tokens[i + 1].text in UNITS && tokens[i - 1].text === "hundred") {
      continue;
    } else {
      break;
    }
  }
  if (!seen) return null;
  return { value: total + current, end: i, magnitude };
}

const ROMAN: ReadonlyArray<readonly [string, number]> = [
  ["x", 10],
  ["ix", 9],
  ["v", 5],
  ["iv", 4],
  ["i", 1],
];

/** Roman numerals for 1–20, the range that appears in sequel titles. */
export function toRoman(value: number): string | null {
  if (!Number.isInteger(value) || value < 1 || value > 20) return null;
  let rest = value;
  let text = "";
  for (const [symbol, amount] of ROMAN) {
    while (rest >= amount) {
      text += symbol;
      rest -= amount;
    }
  }
  return text;
}

/** The value of a lower-case Roman numeral from i to xx, or null. */
export function fromRoman(text: string): number | null {
  if (!/^[ivx]+$/.test(text)) return null;
  for (let value = 1; value <= 20; value++) if (toRoman(value) === text) return value;
  return null;
}

/** Whether a number is written as a year ("2019"): four digits from 1970 to 2100, no unit or magnitude. */
export const isYear = (reading: NumberReading) =>
  reading.digits !== null && /^\d{4}$/.test(reading.digits) && reading.value >= 1970 && reading.value <= 2100 && !reading.unit && !reading.magnitude;
