// A query proposed by the hosted model is trusted only after every entity it names is found in the lexicon
// (issue 6, "Optional hosted model"). Pure: no I/O. The model does not know database ids, so a name decides:
// the id is taken from the lexicon, and a name the data does not know rejects the whole proposal.
import { seriesOf, titleWordsOf, type Lexicon, type LexiconEntry } from "./lexicon";
import { keyOf } from "./normalize";
import type { EntityRef, EntityRole, EntryKind, ParsedQuery } from "./query-schema";

/** The kinds of lexicon entry each role of a parsed query accepts. */
export const ROLE_KINDS: Record<EntityRole, readonly EntryKind[]> = {
  titles: ["game"],
  series: ["series", "titleWords"],
  publishers: ["publisher", "company"],
  developers: ["developer", "company"],
  companies: ["publisher", "developer", "company"],
  platforms: ["platform"],
  stores: ["store"],
  classifications: ["classification"],
  developerSizes: ["developerSize"],
  gameTypes: ["gameType"],
};

export type ProposalCheck = { ok: true; query: ParsedQuery } | { ok: false; problem: string };

const ROLE_NOUNS: Record<EntityRole, string> = {
  titles: "game",
  series: "series",
  publishers: "publisher",
  developers: "developer",
  companies: "company",
  platforms: "platform",
  stores: "store",
  classifications: "classification",
  developerSizes: "developer size",
  gameTypes: "game type",
};

class UnknownEntity extends Error {}

/** The lexicon entry a name (and, to break ties, an id) stands for in one role, or null. */
export function resolveProposedEntity(lexicon: Lexicon, role: EntityRole, name: string, id: number | string, kind?: EntryKind): LexiconEntry | null {
  const kinds = ROLE_KINDS[role];
  const key = keyOf(name);
  if (!key) return null;
  // A series is the titles beginning with its name, title words the titles holding them: neither is a lexicon entry.
  if (role === "series") return kind === "titleWords" ? titleWordsOf(key, name) : seriesOf(lexicon, key, name);
  const candidates = (lexicon.index.get(key) ?? []).flatMap((sense) => (kinds.includes(sense.kind) ? sense.entries : []));
  const sameId = candidates.find((entry) => String(entry.id) === String(id));
  if (sameId) return sameId;
  // One reading of the name for this role, or the most preferred one (the index is ordered by preference).
  return candidates[0] ?? null;
}

function refFromEntry(ref: EntityRef, entry: LexiconEntry): EntityRef {
  return {
    ...ref,
    kind: entry.kind,
    id: entry.id,
    name: entry.canonical,
    typeId: entry.typeId,
    typeName: entry.typeName,
    storeKind: entry.storeKind,
    alternatives: [],
  };
}

/**
 * Checks a proposal the hosted model returned (already valid against ParsedQuerySchema) against the lexicon and
 * the question. Returns the query to execute, with lexicon ids and names, or the first problem found.
 */
export function checkProposedQuery(
  proposal: ParsedQuery,
  { lexicon, question, normalized }: { lexicon: Lexicon; question: string; normalized: string },
): ProposalCheck {
  const resolve = (role: EntityRole, ref: { id: number | string; name: string; kind?: EntryKind }) => {
    const entry = resolveProposedEntity(lexicon, role, ref.name, ref.id, ref.kind);
    if (!entry) throw new UnknownEntity(`The hosted model named the ${ROLE_NOUNS[role]} "${ref.name}", which is not in the data.`);
    return entry;
  };
  try {
    const entities = { ...proposal.entities };
    for (const role of Object.keys(entities) as EntityRole[]) {
      const slot = entities[role];
      entities[role] = {
        include: slot.include.map((ref) => refFromEntry(ref, resolve(role, ref))),
        exclude: slot.exclude.map((ref) => refFromEntry(ref, resolve(role, ref))),
      };
    }
    const eitherOr = proposal.eitherOr.map((group) => ({ ...group, options: group.options.map((ref) => refFromEntry(ref, resolve(group.role, ref))) }));
    const negations = proposal.negations.map((negation) => ({
      ...negation,
      targets: negation.targets.map((target) => {
        const entry = resolve(target.role, target);
        return { role: target.role, id: entry.id, name: entry.canonical };
      }),
    }));
    const query: ParsedQuery = { ...proposal, version: 1, text: question, normalized, entities, eitherOr, negations };
    const titles =
      query.entities.titles.include.length + query.eitherOr.filter((group) => group.role === "titles").reduce((sum, group) => sum + group.options.length, 0);
    if ((query.intent === "game_profile" || query.intent === "similar_games") && titles < 1)
      return { ok: false, problem: `The hosted model read a ${query.intent.replace(/_/g, " ")} question without naming a game.` };
    if (query.intent === "comparison" && titles < 2) return { ok: false, problem: "The hosted model read a comparison without naming two games." };
    if ((query.intent === "market_stats") !== (query.stats !== undefined))
      return { ok: false, problem: "The hosted model read a market statistic without saying how to take it, or said how outside a market statistic." };
    return { ok: true, query };
  } catch (error) {
    if (error instanceof UnknownEntity) return { ok: false, problem: error.message };
    throw error;
  }
}
