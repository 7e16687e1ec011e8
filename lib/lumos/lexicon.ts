// Stage 1 of Lumos: the names the engine can recognise, built from plain arrays (a later step loads them from
// the database and rebuilds the lexicon when the data changes). Pure: no I/O, no database.
import { CLASSIFICATION_SYNONYMS } from "./classification-synonyms";
import { STEAM_TAG_TYPE } from "@/lib/domain/classifications";

import {
  COMMON_FIRST_WORDS,
  GAME_ALIASES,
  COMPANY_ALIASES,
  COMPANY_LEGAL_FORMS,
  CLASSIFICATION_TYPE_CUES,
  CLASSIFICATION_TYPE_PREFERENCE,
  COMPANY_SUFFIXES,
  DEVELOPER_SIZE_ALIASES,
  DEVELOPER_SIZES,
  GAME_TYPE_ALIASES,
  PLATFORM_ALIASES,
  STORE_ALIASES,
  STORE_KIND_ALIASES,
  STORE_KIND_NAMES,
  type DeveloperSize,
} from "./lexicon-aliases";
import { damerauLevenshtein } from "./fuzzy";
import { keyOf, singularFormsOf } from "./normalize";
import { fromRoman, SMALL_NUMBER_WORDS, toRoman } from "./numbers";
import { isReservedKey } from "./phrases";
import { runSteps, runStepsInTurns, type Steps } from "@/lib/server/turns";
import type { EntryKind, StoreKind } from "./query-schema";

export type CompanyRole = "Developer" | "Publisher";

export interface LexiconInput {
  /**
   * notable: widely reviewed, so its whole title is a name even when every word of it is the parser's ("Among Us");
   * known: reviewed enough that people name it without its series' name ("Jedi Survivor").
   */
  games: ReadonlyArray<{ id: number; title: string; notable?: boolean; known?: boolean }>;
  companies: ReadonlyArray<{ id: number; name: string; roles: readonly CompanyRole[]; size: string }>;
  platforms: ReadonlyArray<{ id: number; name: string; abbreviation: string }>;
  distributions: ReadonlyArray<{ id: number; name: string; kind: string }>;
  classifications: ReadonlyArray<{ id: number; name: string; typeId: number; typeName: string }>;
  gameTypes: ReadonlyArray<{ id: number; name: string }>;
}

export interface LexiconOptions {
  /** lower-case alias → classification name; defaults to CLASSIFICATION_SYNONYMS (classification-synonyms.ts). */
  classificationSynonyms?: Readonly<Record<string, string>>;
}

/** One thing the engine can name. aliases are the normalised keys that reach it (its own name's key first). */
export interface LexiconEntry {
  kind: EntryKind;
  id: number | string;
  canonical: string;
  aliases: string[];
  typeId?: number;
  typeName?: string;
  roles?: CompanyRole[];
  size?: string;
  storeKind?: StoreKind;
  /** A game reviewed by many (KNOWN_REVIEWS, lib/data/lumos.ts): named without its series' name, and by a single word anywhere. */
  known?: true;
}

/** How a key reached its entries: the entry's own name, a curated alias, a classification synonym or a generated form. */
export type AliasSource = "name" | "alias" | "synonym" | "generated";

/**
 * One reading of a key. A reading with several entries is a group the user means together ("mobile" is iOS and
 * Android, "PC store" every PC store); several readings of one key are an ambiguity ("horror": the genre or the theme).
 */
export interface LexiconSense {
  kind: EntryKind;
  entries: LexiconEntry[];
  source: AliasSource;
}

export interface Lexicon {
  entries: LexiconEntry[];
  /** key → readings, most preferred first (see KIND_PREFERENCE and CLASSIFICATION_TYPE_PREFERENCE). */
  index: ReadonlyMap<string, readonly LexiconSense[]>;
  /** Keys grouped by word count and first letter, the candidates a fuzzy match compares against. */
  fuzzyBuckets: ReadonlyMap<string, readonly string[]>;
  /** The most words any key has: the longest window the parser tries. */
  maxKeyWords: number;
  /** Words that name a classification type ("theme", "genre", "sub genre") → the type ids they name. */
  typeCues: ReadonlyMap<string, readonly number[]>;
}

/**
 * Order of readings when one key names several kinds. Curated vocabularies come before open-ended names,
 * because a question uses "racing" or "Switch" as a filter far more often than as a game's whole title.
 */
export const KIND_PREFERENCE: readonly EntryKind[] = [
  "platform",
  "store",
  "gameType",
  // A classification the data names (Steam's Indie genre) before the size the import guessed for the developer.
  "classification",
  "developerSize",
  "publisher",
  "company",
  "developer",
  "game",
];

export const COMPANY_KINDS: ReadonlySet<EntryKind> = new Set(["publisher", "developer", "company"]);

/** A short form shared by more companies than this is too generic to stand for them. */
const MAX_COMPANY_GROUP = 12;
/** A company's name stands for at most this many studios named after it (Ubisoft has 17 on Steam). */
const MAX_COMPANY_FAMILY = 40;

const SOURCE_RANK: Record<AliasSource, number> = { name: 0, alias: 1, synonym: 2, generated: 3 };

/** Minor words left out of the short form of a title's acronym ("Rise of the Umbral Crown" → "ruc"). */
const MINOR_WORDS = new Set(["of", "the", "a", "an", "and", "to", "in", "on", "for", "at"]);

interface SenseDraft extends LexiconSense {
  identity: string;
}

/** The lexicon being built: its entries, the readings of each key so far, and the ways to add to them. */
interface LexiconBuilder {
  entries: LexiconEntry[];
  drafts: Map<string, SenseDraft[]>;
  addKey(rawKey: string, targets: LexiconEntry[], source: AliasSource): void;
  newEntry(entry: Omit<LexiconEntry, "aliases">): LexiconEntry;
  /** Names from the data that are only parser words ("And" for Android) would hijack ordinary questions. */
  addName(name: string, target: LexiconEntry, source?: AliasSource): void;
  /**
   * Keys read only as typed, never as a typing slip: a title's acronym ("coes" for The Chronicles of Emerland.
   * Solitaire.) is one letter from many words ("comes").
   */
  exactOnly: Set<string>;
}

export function buildLexicon(input: LexiconInput, options: LexiconOptions = {}): Lexicon {
  return runSteps(lexiconSteps(input, options));
}

/**
 * The same lexicon, built on a serving thread: it hands the thread back every few milliseconds (at 100,000 games
 * the build takes seconds of it, once per data version).
 */
export function buildLexiconInTurns(input: LexiconInput, options: LexiconOptions = {}): Promise<Lexicon> {
  return runStepsInTurns(lexiconSteps(input, options));
}

/** The build, yielding between the items of its loops over every company, game and key. */
function* lexiconSteps(input: LexiconInput, options: LexiconOptions): Steps<Lexicon> {
  const builder = startLexicon();
  addPlatforms(builder, input);
  addStores(builder, input);
  addGameTypes(builder, input);
  addDeveloperSizes(builder);
  addClassifications(builder, input, options.classificationSynonyms ?? CLASSIFICATION_SYNONYMS);
  const companyEntries = yield* addCompanies(builder, input);
  const gameEntries = yield* addGames(builder, input);
  const notable = new Set(input.games.filter((game) => game.notable).map((game) => game.id));
  yield* addShortForms(builder, companyEntries, gameEntries, notable);
  return yield* finish(builder, input);
}

function startLexicon(): LexiconBuilder {
  const entries: LexiconEntry[] = [];
  const drafts = new Map<string, SenseDraft[]>();
  const addKey = (rawKey: string, targets: LexiconEntry[], source: AliasSource) => {
    const key = keyOf(rawKey);
    if (!key || targets.length === 0) return;
    // A group of companies playing different roles is a company group ("Ubisoft": a publisher and its studios).
    const kind = targets.every((entry) => entry.kind === targets[0].kind)
      ? targets[0].kind
      : targets.every((entry) => COMPANY_KINDS.has(entry.kind))
        ? "company"
        : targets[0].kind;
    const identity = `${kind}:${targets
      .map((entry) => String(entry.id))
      .sort()
      .join(",")}`;
    const list = drafts.get(key) ?? [];
    const existing = list.find((draft) => draft.identity === identity);
    if (existing) {
      if (SOURCE_RANK[source] < SOURCE_RANK[existing.source]) existing.source = source;
    } else {
      list.push({ kind, entries: targets, source, identity });
      drafts.set(key, list);
    }
    for (const entry of targets) if (!entry.aliases.includes(key)) entry.aliases.push(key);
  };
  return {
    entries,
    drafts,
    exactOnly: new Set(),
    addKey,
    newEntry({ kind, id, canonical, ...optional }) {
      // A literal and Object.assign, not a spread: past a few shapes V8's spread gives each copy a shape of its own
      // (at 100,000 games, 127,000 shapes with their descriptors, kept as long as the knowledge).
      const created: LexiconEntry = Object.assign({ kind, id, canonical, aliases: [] }, optional);
      entries.push(created);
      return created;
    },
    addName(name, target, source = "name") {
      if (!isReservedKey(keyOf(name))) addKey(name, [target], source);
    },
  };
}

/** Platforms: own name and abbreviation, then the aliases people type. */
function addPlatforms({ newEntry, addName, addKey }: LexiconBuilder, input: LexiconInput) {
  const platformByLabel = new Map<string, LexiconEntry>();
  for (const platform of input.platforms) {
    const entry = newEntry({ kind: "platform", id: platform.id, canonical: platform.name });
    addName(platform.name, entry);
    addName(platform.abbreviation, entry, "alias");
    platformByLabel.set(keyOf(platform.name), entry);
    platformByLabel.set(keyOf(platform.abbreviation), entry);
  }
  for (const [alias, labels] of PLATFORM_ALIASES) {
    const targets = unique(labels.map((label) => platformByLabel.get(keyOf(label))));
    if (targets.length === labels.length) addKey(alias, targets, "alias");
  }
}

/** Stores: each distribution by name, the words for it, and the words for a whole kind of store. */
function addStores({ newEntry, addName, addKey }: LexiconBuilder, input: LexiconInput) {
  const storeByName = new Map<string, LexiconEntry>();
  for (const distribution of input.distributions) {
    const entry = newEntry({
      kind: "store",
      id: distribution.id,
      canonical: distribution.name,
      storeKind: isStoreKind(distribution.kind) ? distribution.kind : undefined,
    });
    addName(distribution.name, entry);
    storeByName.set(keyOf(distribution.name), entry);
  }
  for (const [alias, names] of STORE_ALIASES) {
    const targets = unique(names.map((name) => storeByName.get(keyOf(name))));
    if (targets.length === names.length) addKey(alias, targets, "alias");
  }
  const storeKinds = new Map<StoreKind, LexiconEntry>();
  for (const [alias, storeKind] of STORE_KIND_ALIASES) {
    if (!input.distributions.some((distribution) => distribution.kind === storeKind)) continue;
    let entry = storeKinds.get(storeKind);
    if (!entry) {
      entry = newEntry({ kind: "store", id: storeKind, canonical: STORE_KIND_NAMES[storeKind], storeKind });
      storeKinds.set(storeKind, entry);
    }
    addKey(alias, [entry], "alias");
  }
}

function addGameTypes({ newEntry, addName, addKey }: LexiconBuilder, input: LexiconInput) {
  const gameTypeByName = new Map<string, LexiconEntry>();
  for (const gameType of input.gameTypes) {
    const entry = newEntry({ kind: "gameType", id: gameType.id, canonical: gameType.name });
    addName(gameType.name, entry);
    gameTypeByName.set(keyOf(gameType.name), entry);
  }
  for (const [alias, name] of GAME_TYPE_ALIASES) {
    const entry = gameTypeByName.get(keyOf(name));
    if (entry) addKey(alias, [entry], "alias");
  }
}

/** Developer sizes: the three sizes of the specification, whether or not a company of that size exists yet. */
function addDeveloperSizes({ newEntry, addKey }: LexiconBuilder) {
  const sizeEntries = new Map<DeveloperSize, LexiconEntry>();
  for (const size of DEVELOPER_SIZES) sizeEntries.set(size, newEntry({ kind: "developerSize", id: size, canonical: size }));
  for (const [alias, size] of DEVELOPER_SIZE_ALIASES) addKey(alias, [sizeEntries.get(size)!], "alias");
}

/**
 * Classifications: name, hyphen-free and singular forms, and the synonyms of every classification of that name.
 * A Steam tag named like a classification of another type is found by no name: "racing games" means Steam's Racing
 * genre, not every game someone tagged Racing (docs/decisions.md); a ranking of tags still lists it.
 */
function addClassifications({ newEntry, addKey }: LexiconBuilder, input: LexiconInput, synonyms: Readonly<Record<string, string>>) {
  const namedOtherwise = new Set(input.classifications.filter((c) => c.typeId !== STEAM_TAG_TYPE.id).map((c) => keyOf(c.name)));
  const classificationsByName = new Map<string, LexiconEntry[]>();
  for (const classification of input.classifications) {
    const entry = newEntry({
      kind: "classification",
      id: classification.id,
      canonical: classification.name,
      typeId: classification.typeId,
      typeName: classification.typeName,
    });
    // Known by its id (a ranking of tags lists it), found by no name.
    if (classification.typeId === STEAM_TAG_TYPE.id && namedOtherwise.has(keyOf(classification.name))) continue;
    const key = keyOf(classification.name);
    if (isReservedKey(key)) continue;
    addKey(key, [entry], "name");
    if (classification.name.includes("-")) addKey(classification.name.replace(/-/g, ""), [entry], "name");
    const words = key.split(" ");
    for (const singular of singularFormsOf(words[words.length - 1]).slice(0, 1)) {
      addKey([...words.slice(0, -1), singular].join(" "), [entry], "generated");
    }
    classificationsByName.set(key, [...(classificationsByName.get(key) ?? []), entry]);
  }
  for (const [alias, name] of Object.entries(synonyms)) {
    // A synonym made of the parser's own words ("ranked" for Ranked Competitive) would take "ranked by revenue".
    if (isReservedKey(keyOf(alias))) continue;
    for (const entry of classificationsByName.get(keyOf(name)) ?? []) addKey(alias, [entry], "synonym");
  }
}

/** Companies: one entry each (the kind says which role it plays in the data), their curated aliases and families. */
function* addCompanies(builder: LexiconBuilder, input: LexiconInput): Steps<LexiconEntry[]> {
  const { newEntry, addName, addKey } = builder;
  const companyEntries: LexiconEntry[] = [];
  for (const company of input.companies) {
    const roles = [...new Set(company.roles)];
    const kind: EntryKind = roles.length === 1 ? (roles[0] === "Publisher" ? "publisher" : "developer") : "company";
    const entry = newEntry({ kind, id: company.id, canonical: company.name, roles, size: company.size });
    addName(company.name, entry);
    addName(company.name.replace(/^the\s+/i, ""), entry);
    companyEntries.push(entry);
    yield;
  }
  const companiesByKey = new Map<string, LexiconEntry[]>();
  for (const entry of companyEntries) companiesByKey.set(keyOf(entry.canonical), [...(companiesByKey.get(keyOf(entry.canonical)) ?? []), entry]);
  for (const [aliases, names] of COMPANY_ALIASES) {
    const targets = unique(names.flatMap((name) => companiesByKey.get(keyOf(name)) ?? []));
    if (targets.length > 0) for (const alias of aliases) addKey(alias, targets, "alias");
  }
  yield* addCompanyFamilies(builder, companyEntries, companiesByKey);
  return companyEntries;
}

/**
 * One company spelt several ways ("CAPCOM Co., Ltd." and "Capcom"): each spelling stands for all of them. A name
 * whole in the data, or a short form of several words ("Bandai Namco"), also stands for the companies whose names
 * start with it, its studios ("Ubisoft" → Ubisoft Montreal, "Koei Tecmo" → KOEI TECMO GAMES CO., LTD.).
 */
function* addCompanyFamilies(
  { drafts, addKey }: LexiconBuilder,
  companyEntries: readonly LexiconEntry[],
  companiesByKey: Map<string, LexiconEntry[]>,
): Steps<void> {
  const companiesByBareKey = new Map<string, LexiconEntry[]>();
  /** Leading words of company names (all but the last word) → the companies whose names start with them. */
  const companiesByLeadingWords = new Map<string, LexiconEntry[]>();
  const listIn = (map: Map<string, LexiconEntry[]>, key: string) => {
    let list = map.get(key);
    if (!list) map.set(key, (list = []));
    return list;
  };
  for (const entry of companyEntries) {
    const key = keyOf(entry.canonical);
    const bare = bareCompanyKey(key);
    if (bare) listIn(companiesByBareKey, bare).push(entry);
    const words = key.split(" ");
    for (let end = 1; end < words.length; end++) listIn(companiesByLeadingWords, words.slice(0, end).join(" ")).push(entry);
    yield;
  }
  const familyOf = (key: string) => unique([...(companiesByLeadingWords.get(key) ?? []), ...(companiesByBareKey.get(key) ?? [])]);
  for (const [key, list] of companiesByKey) {
    const bare = bareCompanyKey(key);
    const spellings = bare ? unique([...(companiesByKey.get(bare) ?? []), ...(companiesByBareKey.get(bare) ?? [])]) : [];
    if (spellings.some((entry) => !list.includes(entry))) addKey(key, unique([...list, ...spellings]), "generated");
    const family = familyOf(key);
    if (family.length > 0 && family.length <= MAX_COMPANY_FAMILY && !isReservedKey(key)) addKey(key, unique([...list, ...family]), "generated");
    yield;
  }
  for (const [aliases] of COMPANY_ALIASES) {
    for (const alias of aliases) {
      const key = keyOf(alias);
      const own = (drafts.get(key) ?? []).filter((draft) => COMPANY_KINDS.has(draft.kind)).flatMap((draft) => draft.entries);
      const family = key.includes(" ") && own.length > 0 ? familyOf(key) : [];
      if (family.some((entry) => !own.includes(entry)) && family.length <= MAX_COMPANY_FAMILY) addKey(key, unique([...own, ...family]), "generated");
    }
  }
}

/** Games: the title and its numeral, Roman-numeral and "the"-less forms. */
function* addGames({ newEntry, addKey }: LexiconBuilder, input: LexiconInput): Steps<LexiconEntry[]> {
  const gameEntries: LexiconEntry[] = [];
  for (const game of input.games) {
    const entry = newEntry({ kind: "game", id: game.id, canonical: game.title, ...(game.known || game.notable ? { known: true as const } : {}) });
    const title = keyOf(game.title);
    for (const variant of titleVariants(title)) {
      // A title of the parser's words alone is no name ("The Game", "One Day", "365 Days"), unless a widely reviewed
      // game's whole title of two words or more ("Among Us", "It Takes Two", "V Rising").
      const named = !isReservedKey(variant) || (game.notable === true && variant === title && variant.includes(" "));
      if (named) addKey(variant, [entry], variant === title ? "name" : "generated");
    }
    gameEntries.push(entry);
    yield;
  }
  return gameEntries;
}

/** The edition words a store title may end with: "2023 edition", "game of the year edition", "remastered". */
const EDITION_SUFFIX =
  / (?:(?:\d{4}|game of the year|goty|definitive|enhanced|special|complete|anniversary|ultimate|deluxe|gold|legendary|standard) )*edition$| remastered$| directors cut$/;

/**
 * Derived short forms are added only when no other name or short form already uses the key. A company's short
 * form may stand for several companies ("Feral" for Feral Interactive (Mac) and (Linux)): the question gets them as
 * alternatives, never one picked silently. A company's first word is a short form only when no title or
 * classification uses the word and it is no everyday word ("Ubisoft" for Ubisoft Montreal, not "Dark" for Dark
 * Horse Games nor "Little" for Little Lighthouse Studio); it joins a company of that very name ("Ubisoft" then
 * means Ubisoft and its studios).
 */
function* addShortForms(
  { entries, drafts, addKey, exactOnly }: LexiconBuilder,
  companyEntries: readonly LexiconEntry[],
  gameEntries: readonly LexiconEntry[],
  notable: ReadonlySet<number>,
): Steps<void> {
  const derived = new Map<string, LexiconEntry[]>();
  const propose = (key: string, entry: LexiconEntry, { besideCompanies = false } = {}) => {
    if (!key || isReservedKey(key)) return;
    const existing = drafts.get(key);
    if (existing && !(besideCompanies && existing.every((draft) => COMPANY_KINDS.has(draft.kind)))) return;
    const list = derived.get(key) ?? [];
    if (!list.includes(entry)) list.push(entry);
    derived.set(key, list);
  };
  const namedWords = new Set<string>();
  for (const entry of [...gameEntries, ...entries.filter((candidate) => candidate.kind === "classification")]) {
    for (const word of keyOf(entry.canonical).split(" ")) namedWords.add(word);
    yield;
  }
  for (const entry of companyEntries) {
    const key = keyOf(entry.canonical);
    const short = stripCompanySuffix(key);
    if (short && short.replace(/ /g, "").length >= 4) propose(short, entry);
    const first = key.split(" ")[0];
    if (first !== key && first.length >= 4 && /^[a-z]+$/.test(first) && !namedWords.has(first) && !COMMON_FIRST_WORDS.has(first))
      propose(first, entry, { besideCompanies: true });
    yield;
  }
  // Keys read only as typed: acronyms, the best-known games' short forms, titles without their series' name.
  const typedOnly = new Set<string>();
  const seriesPrefixes = yield* seriesPrefixesOf(gameEntries);
  for (const entry of gameEntries) {
    const key = keyOf(entry.canonical);
    const colon = entry.canonical.indexOf(":");
    if (colon > 0) propose(keyOf(entry.canonical.slice(0, colon)), entry);
    // A widely reviewed game is found without the edition its store title carries ("Sea of Thieves 2023 Edition").
    const bare = key.replace(EDITION_SUFFIX, "");
    if (notable.has(entry.id as number) && bare !== key && bare.includes(" ")) propose(bare, entry);
    for (const acronym of acronymsOf(key.replace(/^the /, ""))) {
      propose(acronym, entry);
      typedOnly.add(acronym);
    }
    // Only a known game's: the short forms of thousands of little-reviewed titles would take everyday words ("island survival").
    const shortened = entry.known ? titleWithoutSeries(key, colon > 0 ? keyOf(entry.canonical.slice(colon + 1)) : null, seriesPrefixes) : [];
    for (const rest of shortened)
      for (const variant of titleVariants(rest)) {
        if (readByOtherNames(variant, drafts)) continue;
        propose(variant, entry);
        typedOnly.add(variant);
      }
    yield;
  }
  // The best-known games' short forms ("GTA V", "CS:GO", "Skyrim"), typed exactly like acronyms.
  const gamesByKey = new Map(gameEntries.map((entry) => [keyOf(entry.canonical), entry]));
  for (const [title, aliases] of GAME_ALIASES) {
    const entry = gamesByKey.get(keyOf(title));
    if (!entry) continue;
    for (const alias of aliases) {
      propose(keyOf(alias), entry);
      typedOnly.add(keyOf(alias));
    }
  }
  for (const [key, targets] of derived) {
    const companies = targets.every((entry) => COMPANY_KINDS.has(entry.kind));
    // Games of one title (Steam lists three apps as "Call of Duty®: Black Ops III") share its short forms as its name.
    const oneTitle = targets.length > 1 && targets.every((entry) => entry.kind === "game" && keyOf(entry.canonical) === keyOf(targets[0].canonical));
    if (targets.length === 1 || oneTitle || (companies && targets.length <= MAX_COMPANY_GROUP)) {
      // Games of one title are each a reading of the key, as they are of their whole title.
      if (oneTitle) for (const target of targets) addKey(key, [target], "generated");
      else addKey(key, targets, "generated");
      if (typedOnly.has(key)) exactOnly.add(key);
    }
    yield;
  }
}

/** The most words of a series' name a title is read without ("warhammer 40 000"). */
const MAX_SERIES_PREFIX_WORDS = 3;
/** Words begin a series' titles when they begin this many titles or more ("star wars", "call of duty"). */
const SERIES_PREFIX_GAMES = 3;

/** The first two and three words of titles that begin SERIES_PREFIX_GAMES titles or more: series' names. */
function* seriesPrefixesOf(gameEntries: readonly LexiconEntry[]): Steps<Set<string>> {
  const counts = new Map<string, number>();
  for (const entry of gameEntries) {
    const words = keyOf(entry.canonical).split(" ");
    for (let size = 2; size <= MAX_SERIES_PREFIX_WORDS && size <= words.length - 2; size++) {
      const prefix = words.slice(0, size).join(" ");
      counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
    }
    yield;
  }
  return new Set([...counts].filter(([prefix, count]) => count >= SERIES_PREFIX_GAMES && !isReservedKey(prefix)).map(([prefix]) => prefix));
}

/**
 * A title as people type it without its series' name: the words after its colon ("Black Ops III" for Call of Duty:
 * Black Ops III), or after a series' name of two or three words ("Jedi Survivor" for STAR WARS Jedi: Survivor™). Only
 * forms of two words or more that are neither the parser's words alone nor an edition ("Definitive Edition"), and
 * that neither begin nor end with a minor word.
 */
function titleWithoutSeries(key: string, afterColon: string | null, seriesPrefixes: ReadonlySet<string>): string[] {
  const forms = new Set<string>();
  if (afterColon) forms.add(afterColon);
  const words = key.split(" ");
  for (let size = Math.min(MAX_SERIES_PREFIX_WORDS, words.length - 2); size >= 2; size--) {
    if (!seriesPrefixes.has(words.slice(0, size).join(" "))) continue;
    forms.add(words.slice(size).join(" "));
    break;
  }
  // Not "to hades" for The Road to Hades ("games similar to Hades"): no form begins or ends with a minor word.
  const minorAtEnd = (form: string) => MINOR_WORDS.has(form.slice(0, form.indexOf(" "))) || MINOR_WORDS.has(form.slice(form.lastIndexOf(" ") + 1));
  return [...forms].filter(
    (form) => form !== key && form.includes(" ") && !minorAtEnd(form) && !isReservedKey(form) && ` ${form}`.replace(EDITION_SUFFIX, "") !== "",
  );
}

/** Whether other names than games' (classifications, platforms, companies…) read every word of `key` ("racing simulator"). */
function readByOtherNames(key: string, drafts: ReadonlyMap<string, readonly SenseDraft[]>): boolean {
  const words = key.split(" ");
  for (let at = 0; at < words.length;) {
    let end = words.length;
    while (end > at && !drafts.get(words.slice(at, end).join(" "))?.some((draft) => draft.kind !== "game")) end--;
    if (end === at) return false;
    at = end;
  }
  return true;
}

function* finish({ entries, drafts, exactOnly }: LexiconBuilder, input: LexiconInput): Steps<Lexicon> {
  const typeRank = (entry: LexiconEntry) => {
    const index = CLASSIFICATION_TYPE_PREFERENCE.indexOf(entry.typeName ?? "");
    return index >= 0 ? index : CLASSIFICATION_TYPE_PREFERENCE.length + (entry.typeId ?? 0) / 1e6;
  };
  const index = new Map<string, LexiconSense[]>();
  const fuzzyBuckets = new Map<string, string[]>();
  let maxKeyWords = 1;
  for (const [key, list] of drafts) {
    const ordered = [...list].sort((a, b) => {
      const kind = KIND_PREFERENCE.indexOf(a.kind) - KIND_PREFERENCE.indexOf(b.kind);
      if (kind !== 0) return kind;
      const source = SOURCE_RANK[a.source] - SOURCE_RANK[b.source];
      if (source !== 0) return source;
      if (a.kind === "classification") return typeRank(a.entries[0]) - typeRank(b.entries[0]);
      return 0;
    });
    index.set(
      key,
      ordered.map(({ kind, entries: senseEntries, source }) => ({ kind, entries: senseEntries, source })),
    );
    const words = key.split(" ").length;
    maxKeyWords = Math.max(maxKeyWords, words);
    if (exactOnly.has(key)) continue;
    const bucket = `${words}:${key[0]}`;
    const keys = fuzzyBuckets.get(bucket);
    if (keys) keys.push(key);
    else fuzzyBuckets.set(bucket, [key]);
    yield;
  }

  const typeIdsByName = new Map<string, number[]>();
  for (const classification of input.classifications) {
    const ids = typeIdsByName.get(classification.typeName) ?? [];
    if (!ids.includes(classification.typeId)) ids.push(classification.typeId);
    typeIdsByName.set(classification.typeName, ids);
  }
  const typeCues = new Map<string, number[]>();
  const addCue = (cue: string, typeName: string) => {
    const ids = typeIdsByName.get(typeName);
    if (!ids) return;
    for (const key of [keyOf(cue), pluralOf(keyOf(cue))]) typeCues.set(key, unique([...(typeCues.get(key) ?? []), ...ids]));
  };
  for (const typeName of typeIdsByName.keys()) addCue(typeName, typeName);
  for (const [cue, typeName] of CLASSIFICATION_TYPE_CUES) addCue(cue, typeName);

  return { entries, index, fuzzyBuckets, maxKeyWords, typeCues };
}

/** The readings of a key, most preferred first; empty when the lexicon does not know it. */
export function lookupKey(lexicon: Lexicon, key: string): readonly LexiconSense[] {
  return lexicon.index.get(key) ?? [];
}

const titlesByFirstWord = new WeakMap<Lexicon, Map<string, LexiconEntry[]>>();

/**
 * The games whose title begins with the words of `key` (a normalised key: "total war" → Total War: WARHAMMER III,
 * Total War: ROME II…), a whole title included. Read from the titles grouped by their first word, grouped once per
 * lexicon, so a question pays for the few titles that share the first word, not for every game.
 */
export function titlesBeginningWith(lexicon: Lexicon, key: string): readonly LexiconEntry[] {
  let byFirstWord = titlesByFirstWord.get(lexicon);
  if (!byFirstWord) {
    byFirstWord = new Map();
    for (const entry of lexicon.entries) {
      const title = entry.aliases[0];
      if (entry.kind !== "game" || title === undefined) continue;
      const first = title.split(" ", 1)[0];
      const titles = byFirstWord.get(first);
      if (titles) titles.push(entry);
      else byFirstWord.set(first, [entry]);
    }
    titlesByFirstWord.set(lexicon, byFirstWord);
  }
  const opening = `${key} `;
  return (byFirstWord.get(key.split(" ", 1)[0]) ?? []).filter((entry) => entry.aliases[0] === key || entry.aliases[0].startsWith(opening));
}

/** A series has at least SERIES_MIN_GAMES games; words that begin more than SERIES_MAX_GAMES titles are words, not a series. */
export const SERIES_MIN_GAMES = 2;
export const SERIES_MAX_GAMES = 250;

/**
 * The series the words of `key` begin ("total war" → Total War), named as its games' titles write those words, or
 * null when fewer than SERIES_MIN_GAMES or more than SERIES_MAX_GAMES titles begin with them.
 */
export function seriesOf(lexicon: Lexicon, key: string, typed: string): LexiconEntry | null {
  const games = titlesBeginningWith(lexicon, key);
  if (games.length < SERIES_MIN_GAMES || games.length > SERIES_MAX_GAMES) return null;
  let name = typed.trim();
  const words = games[0].canonical.split(/\s+/);
  for (let count = 1; count <= words.length; count++) {
    const opening = words.slice(0, count).join(" ");
    if (keyOf(opening) === key) {
      name = opening.replace(/[\s:,.;\-–—]+$/u, "");
      break;
    }
  }
  return { kind: "series", id: key, canonical: name, aliases: [key] };
}

/**
 * The games whose title holds the words of `key` as whole words, anywhere in it ("simulator" → Farming Simulator 22,
 * Goat Simulator; not Simulatorium). A title is read as its key (lower case, no accents or punctuation).
 */
export function titlesContaining(lexicon: Lexicon, key: string): LexiconEntry[] {
  const found: LexiconEntry[] = [];
  if (!key) return found;
  for (const entry of lexicon.entries) {
    const title = entry.aliases[0];
    if (entry.kind !== "game" || title === undefined) continue;
    for (let at = title.indexOf(key); at >= 0; at = title.indexOf(key, at + 1)) {
      const end = at + key.length;
      if ((at === 0 || title[at - 1] === " ") && (end === title.length || title[end] === " ")) {
        found.push(entry);
        break;
      }
    }
  }
  return found;
}

/** Words a title holds ("games with 'simulator' in the title"): named as typed; its games are found when it is read. */
export function titleWordsOf(key: string, typed: string): LexiconEntry {
  return { kind: "titleWords", id: key, canonical: typed.trim(), aliases: [key] };
}

const MAX_CANDIDATES = 5;

/** Companies whose name starts with the typed words ("meridian" → Meridian Crown Entertainment), at most a group's worth. */
export function companiesStartingWith(lexicon: Lexicon, typed: string): LexiconEntry[] {
  if (typed.length < 3) return [];
  const found = lexicon.entries.filter(
    (entry) => COMPANY_KINDS.has(entry.kind) && entry.aliases[0] !== undefined && (entry.aliases[0] === typed || entry.aliases[0].startsWith(`${typed} `)),
  );
  return found.length <= MAX_COMPANY_GROUP ? found : [];
}

/**
 * What a name Lumos could not place may stand for, closest first: names with a word starting with what was typed
 * ("meridian" → Meridian Crown Entertainment), then names within two typing slips of it. Companies only after a role
 * cue ("games by …"); otherwise companies, games and classifications.
 */
export function namesLike(lexicon: Lexicon, typed: string, among: "companies" | "any"): LexiconEntry[] {
  if (typed.length < 2) return [];
  const scored: Array<{ entry: LexiconEntry; score: number }> = [];
  for (const entry of lexicon.entries) {
    if (among === "companies" ? !COMPANY_KINDS.has(entry.kind) : !(COMPANY_KINDS.has(entry.kind) || entry.kind === "game" || entry.kind === "classification"))
      continue;
    const key = entry.aliases[0];
    if (!key) continue;
    const at = key === typed || key.startsWith(`${typed} `) ? 0 : key.includes(` ${typed}`) ? 1 : -1;
    if (at >= 0) {
      scored.push({ entry, score: at * 10 + key.length / 1000 });
      continue;
    }
    const head = key.split(" ").slice(0, typed.split(" ").length).join(" ");
    const distance = Math.abs(head.length - typed.length) <= 2 && typed.length >= 4 ? damerauLevenshtein(head, typed, 2) : 3;
    if (distance <= 2) scored.push({ entry, score: 20 + distance * 10 + key.length / 1000 });
  }
  const kindRank = (kind: EntryKind) => (COMPANY_KINDS.has(kind) ? 0 : kind === "classification" ? 1 : 2);
  return scored
    .sort((a, b) => a.score - b.score || kindRank(a.entry.kind) - kindRank(b.entry.kind) || a.entry.canonical.localeCompare(b.entry.canonical))
    .slice(0, MAX_CANDIDATES)
    .map(({ entry }) => entry);
}

/**
 * A title's key and its other spellings: numbers 1–20 as digits, Roman numerals and words ("Caldera II" ↔
 * "Caldera 2" ↔ "Caldera Two"), and without a leading "the". Years and other large numbers stay as they are.
 */
export function titleVariants(key: string): string[] {
  const forms = new Set<string>();
  const bases = [key];
  if (key.startsWith("the ") && key.length > 4) bases.push(key.slice(4));
  for (const base of bases) {
    const words = base.split(" ");
    const options = words.map((word, position) => {
      const value = numberValueOf(word, position === words.length - 1 && position > 0);
      if (value === null) return [word];
      const spelled = SMALL_NUMBER_WORDS.find(([, amount]) => amount === value)?.[0];
      return unique([word, String(value), toRoman(value) ?? word, spelled ?? word]);
    });
    let combinations: string[][] = [[]];
    for (const choice of options) {
      combinations = combinations.flatMap((prefix) => choice.map((word) => [...prefix, word]));
      if (combinations.length > 64) combinations = combinations.slice(0, 64);
    }
    for (const combination of combinations) forms.add(combination.join(" "));
  }
  return [key, ...[...forms].filter((form) => form !== key)];
}

/** 1–20 written as digits, a Roman numeral (a lone "i" only at the end of a title) or an English word. */
function numberValueOf(word: string, last: boolean): number | null {
  if (/^\d+$/.test(word)) {
    const value = Number(word);
    return value >= 1 && value <= 20 && String(value) === word ? value : null;
  }
  if (word === "i" && !last) return null;
  const roman = fromRoman(word);
  if (roman !== null) return roman;
  return SMALL_NUMBER_WORDS.find(([spelled]) => spelled === word)?.[1] ?? null;
}

/** Acronyms of a title of three or more words: every initial ("cnn"), and the initials of its main words. */
export function acronymsOf(key: string): string[] {
  const words = key.split(" ").filter((word) => /^[a-z]/.test(word));
  const result: string[] = [];
  if (words.length >= 3) result.push(words.map((word) => word[0]).join(""));
  const main = words.filter((word) => !MINOR_WORDS.has(word));
  if (main.length >= 3 && main.length !== words.length) result.push(main.map((word) => word[0]).join(""));
  return unique(result).filter((acronym) => acronym.length >= 3);
}

/** A company's key without the legal forms it ends with ("capcom co ltd" → "capcom"); null when it has none. */
export function bareCompanyKey(key: string): string | null {
  const words = key.split(" ");
  let end = words.length;
  while (end > 1 && COMPANY_LEGAL_FORMS.has(words[end - 1])) end--;
  return end < words.length ? words.slice(0, end).join(" ") : null;
}

/** "halvorsen interactive" → "halvorsen"; null when nothing is left to strip. */
export function stripCompanySuffix(key: string): string | null {
  const suffix = COMPANY_SUFFIXES.find((ending) => key.endsWith(` ${ending}`));
  if (!suffix) return null;
  const short = key.slice(0, -suffix.length - 1).replace(/^the /, "");
  return short || null;
}

function pluralOf(key: string): string {
  if (key.endsWith("s")) return key;
  if (key.endsWith("y") && !/[aeiou]y$/.test(key)) return `${key.slice(0, -1)}ies`;
  return `${key}s`;
}

function isStoreKind(kind: string): kind is StoreKind {
  return kind in STORE_KIND_NAMES;
}

function unique<T>(values: ReadonlyArray<T | undefined>): T[] {
  return [...new Set(values.filter((value): value is T => value !== undefined))];
}
