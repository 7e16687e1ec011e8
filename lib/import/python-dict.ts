// SteamSpy dumps written from Python keep the tags as the repr of a dict: {'Action': 5448, "1990's": 1212}.
// That is not JSON (single quotes, Python escapes), so it gets a parser of its own: string keys in single or
// double quotes, whole-number values, optional trailing comma. An empty dict may also appear as "[]" (the API's
// PHP-style empty array).

export class DictLiteralError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(`${message} at character ${position + 1}`);
    this.name = "DictLiteralError";
  }
}

const SIMPLE_ESCAPES: Record<string, string> = {
  "\\": "\\",
  "'": "'",
  '"': '"',
  n: "\n",
  t: "\t",
  r: "\r",
  b: "\b",
  f: "\f",
  v: "\v",
  a: "\u0007",
  "0": "\0",
};

/**
 * Parses a Python dict literal of string keys and integer values into [key, value] pairs in source order.
 * A repeated key keeps its first position and its last value, as Python's dict does.
 */
export function parsePythonDictLiteral(text: string): Array<[string, number]> {
  let pos = 0;
  const fail = (message: string): never => {
    throw new DictLiteralError(message, pos);
  };
  const skipSpace = () => {
    while (pos < text.length && /\s/.test(text[pos])) pos++;
  };
  const expect = (char: string) => {
    skipSpace();
    if (text[pos] !== char) fail(pos >= text.length ? `expected "${char}" but the text ended` : `expected "${char}" but found "${text[pos]}"`);
    pos++;
  };

  const readHex = (length: number) => {
    const hex = text.slice(pos, pos + length);
    if (hex.length !== length || !/^[0-9a-fA-F]+$/.test(hex)) fail(`bad \\${length === 2 ? "x" : length === 4 ? "u" : "U"} escape`);
    pos += length;
    const code = Number.parseInt(hex, 16);
    if (code > 0x10ffff) fail("escape beyond Unicode");
    return String.fromCodePoint(code);
  };

  const readString = (): string => {
    skipSpace();
    const quote = text[pos];
    if (quote !== "'" && quote !== '"')
      fail(pos >= text.length ? "expected a quoted key but the text ended" : `expected a quoted key but found "${text[pos]}"`);
    pos++;
    let value = "";
    for (;;) {
      if (pos >= text.length) fail("unterminated string");
      const char = text[pos++];
      if (char === quote) return value;
      if (char === "\n") fail("line break inside a string");
      if (char !== "\\") {
        value += char;
        continue;
      }
      if (pos >= text.length) fail("unterminated string");
      const escape = text[pos++];
      if (escape in SIMPLE_ESCAPES) value += SIMPLE_ESCAPES[escape];
      else if (escape === "x") value += readHex(2);
      else if (escape === "u") value += readHex(4);
      else if (escape === "U") value += readHex(8);
      else if (escape === "\n") continue;
      // Python keeps an unknown escape as it is, backslash included.
      else value += `\\${escape}`;
    }
  };

  const readInteger = (): number => {
    skipSpace();
    const match = /^-?\d+/.exec(text.slice(pos));
    if (!match) fail(pos >= text.length ? "expected a whole number but the text ended" : `expected a whole number but found "${text[pos]}"`);
    pos += match![0].length;
    const value = Number(match![0]);
    if (!Number.isSafeInteger(value)) fail("number too large");
    return value;
  };

  skipSpace();
  if (text.slice(pos).trim() === "[]") return [];
  expect("{");
  const entries = new Map<string, number>();
  skipSpace();
  if (text[pos] === "}") {
    pos++;
  } else {
    for (;;) {
      const key = readString();
      expect(":");
      entries.set(key, readInteger());
      skipSpace();
      if (text[pos] === ",") {
        pos++;
        skipSpace();
        if (text[pos] === "}") {
          pos++;
          break;
        }
        continue;
      }
      expect("}");
      break;
    }
  }
  skipSpace();
  if (pos < text.length) fail(`unexpected "${text[pos]}" after the closing brace`);
  return [...entries];
}
