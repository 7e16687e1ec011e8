// The lexicon a server builds after new data arrives takes turns of its thread; it must be the very lexicon a
// build in one go makes, readings, their order and shared entries included.
import { buildLexicon, buildLexiconInTurns, lookupKey } from "@/lib/lumos/lexicon";
import { LEXICON_INPUT } from "./lexicon-fixture";

describe("the lexicon built in turns", () => {
  it("is the lexicon built in one go", async () => {
    const whole = buildLexicon(LEXICON_INPUT);
    const inTurns = await buildLexiconInTurns(LEXICON_INPUT);
    expect(inTurns).toEqual(whole);
    expect([...inTurns.index.keys()]).toEqual([...whole.index.keys()]);
    // A reading points at the lexicon's own entries, not at copies.
    for (const [key] of inTurns.index) for (const sense of lookupKey(inTurns, key)) for (const entry of sense.entries) expect(inTurns.entries).toContain(entry);
  });
});
