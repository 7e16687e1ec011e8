// Stage 0 of the Lumos parser: case, accents, punctuation, emoji and whitespace are folded into tokens that
// keep their offsets in the original text, so every slot of a parsed query can point back at what was typed.

export type TokenKind = "word" | "symbol";

/** A word (letters and digits, lower-cased, accents removed) or a symbol the parser reads ($ % + > < , . -). */
export interface Token {
  text: string;
  kind: TokenKind;
  /** Offsets in the original text: text.slice(start, end) is what the user typed for this token. */
  start: number;
  end: number;
}

/** Trademark-like signs vanish without splitting a word: "Neon Jackal™" is "neon jackal". */
const VANISHING = new Set(["\u2122", "\u00AE", "\u00A9", "\u2120"]);
const APOSTROPHES = new Set(["'", "\u2019", "\u2018", "\u02BC", "`", "\u00B4"]);
const DASHES = new Set(["-", "\u2010", "\u2011", "\u2012", "\u2013", "\u2014", "\u2212"]);
const SENTENCE_ENDS = new Set([".", "?", "!", ";", "\u2026"]);
const SYMBOLS = new Set(["$", "\u20AC", "\u00A3", "%", "+", ">", "<", "\u2265", "\u2264", "=", "~"]);

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const MARK = /\p{M}/u;
const DIGIT = /[0-9]/;

/** A character folded (compatibility forms decomposed, accents dropped, lower case), and whether it is a word character. */
interface Folded {
  text: string;
  inWord: boolean;
}

/**
 * Each character's fold, worked out once: Unicode normalisation and two regular expressions per character made
 * tokenizing most of the lexicon's build (about 4 of 8 s over 100,000 titles). Characters come from a small set.
 */
const foldedChars = new Map<string, Folded>();

function fold(char: string): Folded {
  let folded = foldedChars.get(char);
  if (!folded) {
    const text = char.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
    folded = { text, inWord: text !== "" && Array.from(text).every((c) => LETTER_OR_DIGIT.test(c)) };
    // Bounded: a text of rare characters (emoji, CJK) does not grow the table past this many.
    if (foldedChars.size < 10_000) foldedChars.set(char, folded);
  }
  return folded;
}

const isNumberLike = (word: string) => /^\d[\d.,]*(k|m|b|bn|mn)?$/.test(word);

/**
 * Splits a question into tokens. Apostrophes inside words join ("Assassin's" → "assassins"), other punctuation
 * and emoji separate words, "&" reads as "and", a dot or comma between digits stays inside the number
 * ("1,000", "2.5"), and a dash between two numbers is kept as a range sign ("2018-2020").
 */
export function tokenize(text: string): Token[] {
  const chars = Array.from(text);
  const offsets: number[] = [];
  let offset = 0;
  for (const char of chars) {
    offsets.push(offset);
    offset += char.length;
  }
  offsets.push(offset);

  const tokens: Token[] = [];
  let word = "";
  let wordStart = -1;
  let wordEnd = -1;

  const flush = () => {
    if (word) tokens.push({ text: word, kind: "word", start: wordStart, end: wordEnd });
    word = "";
    wordStart = -1;
  };
  const nextChar = (index: number) => (index + 1 < chars.length ? chars[index + 1] : "");
  const nextVisible = (index: number) => {
    for (let j = index + 1; j < chars.length; j++) if (!/\s/u.test(chars[j])) return chars[j];
    return "";
  };
  const symbol = (text: string, start: number, end: number) => tokens.push({ text, kind: "symbol", start, end });

  for (let i = 0; i < chars.length; i++) {
    const char = chars[i];
    const start = offsets[i];
    const end = offsets[i + 1];
    if (VANISHING.has(char)) continue;
    if (MARK.test(char) && word) {
      wordEnd = end;
      continue;
    }
    const folded = fold(char);
    if (folded.inWord) {
      if (!word) wordStart = start;
      word += folded.text;
      wordEnd = end;
      continue;
    }
    if (APOSTROPHES.has(char) && word && LETTER_OR_DIGIT.test(nextChar(i))) continue;
    if ((char === "." || char === ",") && word && DIGIT.test(word[word.length - 1]) && DIGIT.test(nextChar(i))) {
      word += char;
      wordEnd = end;
      continue;
    }
    const pendingWord = word;
    flush();
    if (char === "&") {
      tokens.push({ text: "and", kind: "word", start, end });
    } else if (char === ",") {
      symbol(",", start, end);
    } else if (char === ".") {
      // A dot between letters ("itch.io") only separates; a dot before a space or the end closes a sentence.
      const following = nextChar(i);
      if (!following || /\s/u.test(following) || SENTENCE_ENDS.has(following)) symbol(".", start, end);
    } else if (SENTENCE_ENDS.has(char)) {
      symbol(".", start, end);
    } else if (DASHES.has(char)) {
      const last = tokens[tokens.length - 1];
      const after = nextVisible(i);
      const beforeIsNumber = last !== undefined && last.kind === "word" && isNumberLike(last.text);
      if ((beforeIsNumber || isNumberLike(pendingWord)) && (DIGIT.test(after) || after === "$")) symbol("-", start, end);
    } else if ((char === ">" || char === "<") && nextChar(i) === "=") {
      symbol(char === ">" ? ">=" : "<=", start, offsets[i + 2]);
      i++;
    } else if (char === "\u2265") {
      symbol(">=", start, end);
    } else if (char === "\u2264") {
      symbol("<=", start, end);
    } else if (SYMBOLS.has(char)) {
      symbol(char, start, end);
    }
  }
  flush();
  return tokens;
}

/** The lexicon key of a name or phrase: its word tokens joined by one space ("Xbox Series X|S" → "xbox series x s"). */
export function keyOf(text: string): string {
  return tokenize(text)
    .filter((token) => token.kind === "word")
    .map((token) => token.text)
    .join(" ");
}

/** The normalised question: every token's text joined by one space. */
export function normalizedTextOf(tokens: readonly Token[]): string {
  return tokens.map((token) => token.text).join(" ");
}

/** Singular forms a plural word may come from, most likely first ("strategies" → "strategy", "dlcs" → "dlc"). */
export function singularFormsOf(word: string): string[] {
  if (word.length <= 3 || !word.endsWith("s") || word.endsWith("ss")) return [];
  const forms: string[] = [];
  if (word.endsWith("ies")) forms.push(`${word.slice(0, -3)}y`);
  if (/(?:ches|shes|xes|oes|ses)$/.test(word)) forms.push(word.slice(0, -2));
  forms.push(word.slice(0, -1));
  return forms;
}

/** Whether the words starting at index equal the phrase (symbols compare by their text too). */
export function phraseAt(tokens: readonly Token[], index: number, phrase: readonly string[]): boolean {
  if (index < 0 || index + phrase.length > tokens.length) return false;
  for (let j = 0; j < phrase.length; j++) if (tokens[index + j].text !== phrase[j]) return false;
  return true;
}

/** The longest entry of a phrase table that starts at index, or null. Tables are lists of word arrays. */
export function longestPhraseAt<T extends { words: readonly string[] }>(tokens: readonly Token[], index: number, table: readonly T[]): T | null {
  let best: T | null = null;
  for (const entry of table) {
    if ((best === null || entry.words.length > best.words.length) && phraseAt(tokens, index, entry.words)) best = entry;
  }
  return best;
}

/** The longest entry of a phrase table that ends right before index (its last word at index - 1), or null. */
export function longestPhraseEndingAt<T extends { words: readonly string[] }>(tokens: readonly Token[], index: number, table: readonly T[]): T | null {
  let best: T | null = null;
  for (const entry of table) {
    const start = index - entry.words.length;
    if ((best === null || entry.words.length > best.words.length) && phraseAt(tokens, start, entry.words)) best = entry;
  }
  return best;
}

/** A table of phrases given as strings, split into words by the same tokenizer the questions go through. */
export function phraseTable<T extends object>(rows: ReadonlyArray<readonly [string, T]>): Array<T & { words: string[] }> {
  return rows.map(([phrase, value]) => ({ ...value, words: tokenize(phrase).map((token) => token.text) }));
}

/**
 * A table of words read from questions, without Object's prototype: "constructor" or "toString" in a question is a
 * word like any other, never a property every object has (`word in TABLE`, `TABLE[word]`).
 */
export function wordTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
