import { emptyEntities, parseQuestion } from "@/lib/lumos/parse";
import { checkProposedQuery, resolveProposedEntity } from "@/lib/lumos/proposal";
import type { EntityRef, ParsedQuery } from "@/lib/lumos/query-schema";
import { LEXICON, TODAY } from "./lexicon-fixture";

const span = { start: 0, end: 0, text: "" };
const ref = (kind: EntityRef["kind"], name: string, id: number | string = 0): EntityRef => ({
  kind,
  id,
  name,
  match: "exact",
  distance: 0,
  span,
  alternatives: [],
});
const question = "games by that publisher on ps5";
const base = (): ParsedQuery => ({ ...parseQuestion("racing games", LEXICON, { today: TODAY }), entities: emptyEntities() });
const check = (proposal: ParsedQuery) => checkProposedQuery(proposal, { lexicon: LEXICON, question, normalized: "games by that publisher on ps5" });

describe("checkProposedQuery: a hosted model's proposal against the lexicon", () => {
  it("takes ids and spellings from the lexicon, whatever ids the model sent", () => {
    const proposal = base();
    proposal.entities.publishers.include = [ref("publisher", "HALVORSEN INTERACTIVE", 999)];
    proposal.entities.platforms.include = [ref("platform", "PS5")];
    proposal.entities.classifications.exclude = [ref("classification", "fps")];
    const result = check(proposal);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.query.entities.publishers.include[0]).toEqual(expect.objectContaining({ kind: "publisher", id: 10, name: "Halvorsen Interactive" }));
    expect(result.query.entities.platforms.include[0].name).toBe("PlayStation 5");
    expect(result.query.entities.classifications.exclude[0]).toEqual(expect.objectContaining({ id: 103, name: "Shooter", typeName: "Genre" }));
    expect(result.query.text).toBe(question);
  });

  it("keeps the model's id when it is one of the name's readings (Horror the theme, not the genre)", () => {
    expect(resolveProposedEntity(LEXICON, "classifications", "horror", 102)?.id).toBe(102);
    expect(resolveProposedEntity(LEXICON, "classifications", "horror", 0)?.id).toBe(101);
  });

  it.each([
    ["a publisher that does not exist", "publishers", ref("publisher", "Nonexistent Quasar Games"), /publisher "Nonexistent Quasar Games"/],
    ["a game as a publisher", "publishers", ref("publisher", "Caldera II"), /publisher "Caldera II"/],
    ["a developer-only studio as a publisher", "publishers", ref("publisher", "Brightfall Studio"), /publisher/],
    ["a made-up platform", "platforms", ref("platform", "PlayStation 9"), /platform "PlayStation 9"/],
  ] as const)("rejects %s", (_name, role, entity, problem) => {
    const proposal = base();
    proposal.entities[role].include = [entity];
    const result = check(proposal);
    expect(result).toEqual({ ok: false, problem: expect.stringMatching(problem) });
  });

  it("checks either/or options and negation targets too", () => {
    const either = base();
    either.eitherOr = [{ role: "publishers", options: [ref("publisher", "Halvorsen Interactive"), ref("publisher", "Imaginary Arts")], span }];
    expect(check(either).ok).toBe(false);
    const negated = base();
    negated.negations = [{ cue: "not", span, targets: [{ role: "platforms", id: 1, name: "Dreamcast 3" }] }];
    expect(check(negated).ok).toBe(false);
  });

  it("rejects a profile, a similar-games question or a comparison without the games it needs", () => {
    expect(check({ ...base(), intent: "game_profile" }).ok).toBe(false);
    expect(check({ ...base(), intent: "similar_games" }).ok).toBe(false);
    const comparison = { ...base(), intent: "comparison" as const };
    comparison.entities.titles.include = [ref("game", "Caldera II")];
    expect(check(comparison)).toEqual({ ok: false, problem: expect.stringContaining("two games") });
  });

  it("rejects a market statistic without how to take it, and how to take it outside a market statistic", () => {
    const stats = { aggregate: "average" as const, metric: "price" as const, groupBy: null, spans: [] };
    expect(check({ ...base(), intent: "market_stats" })).toEqual({ ok: false, problem: expect.stringContaining("market statistic") });
    expect(check({ ...base(), intent: "game_search", stats }).ok).toBe(false);
    expect(check({ ...base(), intent: "market_stats", stats }).ok).toBe(true);
  });
});
