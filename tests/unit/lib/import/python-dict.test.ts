import { DictLiteralError, parsePythonDictLiteral } from "@/lib/import/python-dict";

describe("the Python dict literal of SteamSpy tags", () => {
  it.each<[string, Array<[string, number]>]>([
    [
      "{'Action': 5448, 'FPS': 4862}",
      [
        ["Action", 5448],
        ["FPS", 4862],
      ],
    ],
    [
      `{'Action': 5448, "1990's": 1212, 'e-sports': 1202}`,
      [
        ["Action", 5448],
        ["1990's", 1212],
        ["e-sports", 1202],
      ],
    ],
    [`{'Shoot \\'Em Up': 12}`, [["Shoot 'Em Up", 12]]],
    [`{"Say \\"Hi\\"": 3}`, [['Say "Hi"', 3]]],
    [`{'Back\\\\slash': 1}`, [["Back\\slash", 1]]],
    [
      `{'Caf\\xe9': 2, 'Pok\\u00e9mon': 3, '\\U0001F600': 4}`,
      [
        ["Café", 2],
        ["Pokémon", 3],
        ["😀", 4],
      ],
    ],
    ["{'Unknown \\q escape': 1}", [["Unknown \\q escape", 1]]],
    [
      "{'Comma, inside': 7, 'Colon: inside': 8}",
      [
        ["Comma, inside", 7],
        ["Colon: inside", 8],
      ],
    ],
    ["{'Trailing': 1,}", [["Trailing", 1]]],
    [
      "  {  'Spaced'  :  9  ,  'Out' : 10 }  ",
      [
        ["Spaced", 9],
        ["Out", 10],
      ],
    ],
    ["{'Negative': -1}", [["Negative", -1]]],
    [
      "{'Twice': 1, 'Other': 2, 'Twice': 3}",
      [
        ["Twice", 3],
        ["Other", 2],
      ],
    ],
    ["{'Unicode ✓': 1}", [["Unicode ✓", 1]]],
    ["{}", []],
    ["[]", []],
    [" [] ", []],
  ])("%s", (text, entries) => {
    expect(parsePythonDictLiteral(text)).toEqual(entries);
  });

  it.each([
    ["{'FPS': }", 'expected a whole number but found "}" at character 9'],
    ["{'FPS': 12", 'expected "}" but the text ended at character 11'],
    ["{'FPS: 12}", "unterminated string at character 11"],
    ["{FPS: 12}", 'expected a quoted key but found "F" at character 2'],
    ["{'FPS': 1.5}", 'expected "}" but found "." at character 10'],
    ["{'FPS': '12'}", `expected a whole number but found "'" at character 9`],
    ["{'FPS' 12}", 'expected ":" but found "1" at character 8'],
    ["{'A': 1}}", 'unexpected "}" after the closing brace at character 9'],
    ["{'A': 1,, 'B': 2}", 'expected a quoted key but found "," at character 9'],
    ["{'Bad \\x4': 1}", "bad \\x escape at character 9"],
    ["{'A': 99999999999999999999}", "number too large at character 27"],
    ['{"FPS": 1}extra', 'unexpected "e" after the closing brace at character 11'],
    ["", 'expected "{" but the text ended at character 1'],
    ["['Action']", `expected "{" but found "[" at character 1`],
    ["{'A\nB': 1}", "line break inside a string at character 5"],
  ])("refuses %j: %s", (text, message) => {
    expect(() => parsePythonDictLiteral(text)).toThrow(DictLiteralError);
    expect(() => parsePythonDictLiteral(text)).toThrow(message);
  });
});
