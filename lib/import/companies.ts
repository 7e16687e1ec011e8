// Developer and publisher lists arrive joined with ", ", which also appears inside company names
// ("CAPCOM Co., Ltd.", "Feral Interactive (Mac), Inc.", "Aspyr (Mac, Linux, & Windows Update)").
import { cleanText } from "@/lib/domain/import/values";

/**
 * Words of legal forms, compared lower-case without dots. A part made only of these words ("Ltd.", "Inc",
 * "Pty Ltd", "GmbH & Co. KG") belongs to the name before it. A part that merely starts with one
 * ("Limited Run Games", "Co-op Studio") is a company of its own.
 */
const LEGAL_FORM_WORDS = new Set([
  "ltd",
  "inc",
  "llc",
  "llp",
  "lp",
  "co",
  "corp",
  "corporation",
  "company",
  "limited",
  "pty",
  "plc",
  "gmbh",
  "mbh",
  "ag",
  "kg",
  "kgaa",
  "ug",
  "se",
  "sa",
  "sas",
  "sarl",
  "sl",
  "slu",
  "srl",
  "spa",
  "sro",
  "as",
  "a/s",
  "asa",
  "ab",
  "oy",
  "oyj",
  "aps",
  "bv",
  "nv",
  "kk",
  "kft",
  "zrt",
  "doo",
  "ood",
  "eood",
  "sp",
  "z",
  "oo",
  "lda",
  "ltda",
  "sdn",
  "bhd",
  "pte",
  "pvt",
  "cv",
  "de",
  "rl",
  "&",
]);

function isLegalFormOnly(part: string): boolean {
  const words = part.split(/\s+/).map((word) => word.toLowerCase().replace(/[.,]/g, ""));
  return words.length > 0 && words.every((word) => word === "" || LEGAL_FORM_WORDS.has(word)) && words.some((word) => word !== "" && word !== "&");
}

/** Splits on ", " outside brackets, then glues legal-form parts back onto the name before them. */
function splitOutsideBrackets(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "(" || char === "[") depth++;
    else if ((char === ")" || char === "]") && depth > 0) depth--;
    else if (char === "," && text[i + 1] === " " && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 2;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * "Monolith Productions, Inc., Timegate" → ["Monolith Productions, Inc.", "Timegate"]; "A, B, and C" → [A, B, C];
 * empty input → [].
 */
export function splitCompanyList(raw: unknown): string[] {
  const text = cleanText(raw);
  if (text === null) return [];
  const names: string[] = [];
  for (const piece of splitOutsideBrackets(text)) {
    // "Massive Entertainment, and Ubisoft Shanghai" ends its list with "and"; "WipleGames Inc.," ends with a comma.
    let part = piece.trim().replace(/\s*,+$/, "");
    if (names.length > 0) part = part.replace(/^(?:and|&)\s+/i, "");
    if (part === "") continue;
    if (names.length > 0 && isLegalFormOnly(part)) names[names.length - 1] = `${names[names.length - 1]}, ${part}`;
    else names.push(part);
  }
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
