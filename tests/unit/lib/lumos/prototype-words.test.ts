// Words every JavaScript object answers to ("constructor", "toString", "__proto__") are words like any other in a
// question: found by the route fuzzer, "constructor" once crashed the number reader and every route that parses.
import { buildLexicon } from "@/lib/lumos/lexicon";
import { parseQuestion } from "@/lib/lumos/parse";
import { LEXICON_INPUT, TODAY } from "./lexicon-fixture";

const LEXICON = buildLexicon(LEXICON_INPUT);
const PROTOTYPE_WORDS = Object.getOwnPropertyNames(Object.prototype);

describe("words that are also properties of every object", () => {
  it.each(PROTOTYPE_WORDS)("reads %s alone and among figures, dates and sorts without failing", (word) => {
    for (const question of [
      word,
      `${word} games`,
      `last ${word}`,
      `10 ${word}`,
      `${word} 2020`,
      `first ${word} of 2024`,
      `top 5 ${word} by ${word}`,
      `games by ${word}`,
      `$5 ${word}`,
      `${LEXICON_INPUT.companies[0].name} ${word} games`,
    ]) {
      const parsed = parseQuestion(question, LEXICON, { today: TODAY });
      // Nothing of it is taken for a number, a month, a quarter or a span of time.
      expect(parsed.filters).toEqual(question.startsWith("10 ") || question.startsWith("$5") ? expect.any(Array) : []);
      expect(parsed.release?.relative).toBeUndefined();
      expect(parsed.release?.quarter).toBeUndefined();
      expect(parsed.release?.month).toBeUndefined();
    }
  });
});
