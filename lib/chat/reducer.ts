// The chat's state and how the stream changes it (specification 000 §3 "Chat message in the interface" and §4
// "Chat"). Pure: the hook (components/chat/use-chat.ts) feeds it actions; the stream reader turns lines into events.
// Every message belongs to a turn (one question and its answer); within a turn the answer's parts keep one order:
// thinking, metadata card, text, questions offered as buttons, results (perfect, then close), error.
import type {
  CompanyRow,
  CriterionView,
  FeatureRow,
  FollowUp,
  GameRow,
  MetadataCard,
  PartialEvent,
  ResultsMessage,
  ResultType,
  Routing,
  SearchTrace,
  StatsGroup,
  StatsSummary,
  StreamEvent,
  ThemeRow,
} from "@/lib/lumos/events";
import { chatTexts } from "@/lib/ui/texts/chat";
import { errorTexts } from "@/lib/ui/texts/errors";

export type StepStatus = "active" | "completed";
export interface UiStep {
  id: string;
  title: string;
  status: StepStatus;
  detail?: string;
}

interface ResultsFields {
  matchType: "perfect" | "close";
  matchCount: number;
  /** Known once streaming is complete (the complete event or a stored message). */
  header?: string;
  subtitle?: string;
  criteriaText?: string;
  /** The question's filters with the parts of the question they were read from (Pick criteria, Fine-tune the search). */
  criteria?: CriterionView[];
}
/** The rows of one results message, of one kind; market figures come with their headline. */
export type ResultsContent =
  | (ResultsFields & { type: "games"; data: GameRow[] })
  | (ResultsFields & { type: "themes"; data: ThemeRow[] })
  | (ResultsFields & { type: "features"; data: FeatureRow[] })
  | (ResultsFields & { type: "companies"; data: CompanyRow[] })
  | (ResultsFields & { type: "stats"; data: StatsGroup[]; stats: StatsSummary });

/** Where an error message came from: the user's stop, the engine ('Error while searching'), or the call itself. */
export type ErrorKind = "stopped" | "search" | "failed";

interface Base {
  id: string;
  turn: string;
  timestamp: number;
}
export type ChatMessage =
  | (Base & { sender: "user"; type: "user"; text: string })
  | (Base & { sender: "lumos"; type: "thinking"; content: { steps: UiStep[] }; isStreamingComplete: boolean })
  | (Base & { sender: "lumos"; type: "text"; text: string; isStreamingComplete: boolean })
  | (Base & { sender: "lumos"; type: "results"; content: ResultsContent; isStreamingComplete: boolean; noResults?: boolean })
  | (Base & { sender: "lumos"; type: "metadata"; content: MetadataCard })
  | (Base & { sender: "lumos"; type: "followups"; items: FollowUp[] })
  | (Base & { sender: "lumos"; type: "error"; text: string; errorKind: ErrorKind; question: string });

export interface ChatState {
  messages: ChatMessage[];
  conversationId: string | null;
  isTyping: boolean;
  isProcessing: boolean;
  /** The turn being answered, or null when idle. */
  turn: string | null;
  /** Bumped when an answer finishes, so the collapsed bar can say 'Done! Click to see answer'. */
  finishedAnswers: number;
}

export const initialChatState: ChatState = { messages: [], conversationId: null, isTyping: false, isProcessing: false, turn: null, finishedAnswers: 0 };

export type ChatAction =
  | { type: "send"; text: string; turn: string; timestamp: number }
  | { type: "events"; events: StreamEvent[]; timestamp: number }
  | { type: "stop"; timestamp: number }
  | { type: "fail"; timestamp: number; message?: string }
  | { type: "edit"; messageId: string }
  | { type: "load"; conversationId: string; messages: ChatMessage[] }
  | { type: "new" };

const RANK: Record<string, number> = { user: 0, thinking: 1, metadata: 2, text: 3, followups: 4, "results:perfect": 5, "results:close": 6, error: 7 };
const rankOf = (message: ChatMessage) => RANK[message.type === "results" ? `results:${message.content.matchType}` : message.type];

/** Inserts a message after the last message of its turn that ranks at or below it. */
/** A search that found nothing: an empty table of perfect matches, marked so the table says so. */
function noResultsMessage(id: string, turn: string, timestamp: number): ChatMessage {
  return {
    id,
    turn,
    timestamp,
    sender: "lumos",
    type: "results",
    content: { type: "games", matchType: "perfect", data: [], matchCount: 0 },
    isStreamingComplete: true,
    noResults: true,
  };
}

function insert(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  let at = -1;
  messages.forEach((other, index) => {
    if (other.turn === message.turn && rankOf(other) <= rankOf(message)) at = index;
  });
  if (at === -1) return [...messages, message];
  return [...messages.slice(0, at + 1), message, ...messages.slice(at + 1)];
}

function update<T extends ChatMessage["type"]>(
  messages: ChatMessage[],
  turn: string,
  type: T,
  change: (message: Extract<ChatMessage, { type: T }>) => ChatMessage | null,
  create: () => ChatMessage | null,
  matchType?: "perfect" | "close",
): ChatMessage[] {
  const index = messages.findIndex(
    (m) => m.turn === turn && m.type === type && (matchType === undefined || (m.type === "results" && m.content.matchType === matchType)),
  );
  if (index === -1) {
    const created = create();
    return created ? insert(messages, created) : messages;
  }
  const changed = change(messages[index] as Extract<ChatMessage, { type: T }>);
  if (changed === messages[index]) return messages;
  const next = [...messages];
  if (changed) next[index] = changed;
  else next.splice(index, 1);
  return next;
}

/** Adds a step, or updates the one with the same title (case-insensitively, specification 000 §4). */
export function mergeStep(steps: UiStep[], step: UiStep): UiStep[] {
  const key = step.title.trim().toLowerCase();
  const index = steps.findIndex((s) => s.title.trim().toLowerCase() === key);
  if (index === -1) return [...steps, step];
  const existing = steps[index];
  const merged: UiStep = { ...existing, status: existing.status === "completed" ? "completed" : step.status, detail: step.detail ?? existing.detail };
  if (merged.status === existing.status && merged.detail === existing.detail) return steps;
  const next = [...steps];
  next[index] = merged;
  return next;
}

/** Adds the rows whose id is new: a row whose id is already there is ignored. */
function withNewRows<Row>(existing: Row[], rows: Row[], idOf: (row: Row) => number): Row[] {
  const seen = new Set(existing.map(idOf));
  const added = rows.filter((row) => {
    const id = idOf(row);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return added.length ? [...existing, ...added] : existing;
}

/** Market-figure groups by key: a later group replaces the one with its key where that stood, a new key goes last. */
function withGroups(existing: StatsGroup[], groups: StatsGroup[]): StatsGroup[] {
  const byKey = new Map(existing.map((group) => [group.key, group]));
  for (const group of groups) byKey.set(group.key, group);
  return [...byKey.values()];
}

/**
 * The incoming results (their fields, a market answer's latest headline) with the rows of both: tables by new id
 * only, market figures by key. Rows of another kind are replaced.
 */
export function mergeResults(existing: ResultsContent, incoming: ResultsContent): ResultsContent {
  switch (incoming.type) {
    case "games":
      return existing.type === "games" ? { ...incoming, data: withNewRows(existing.data, incoming.data, (row) => row.game_id) } : incoming;
    case "themes":
      return existing.type === "themes" ? { ...incoming, data: withNewRows(existing.data, incoming.data, (row) => row.theme_id) } : incoming;
    case "features":
      return existing.type === "features" ? { ...incoming, data: withNewRows(existing.data, incoming.data, (row) => row.feature_id) } : incoming;
    case "companies":
      return existing.type === "companies" ? { ...incoming, data: withNewRows(existing.data, incoming.data, (row) => row.company_id) } : incoming;
    case "stats":
      return existing.type === "stats" ? { ...incoming, data: withGroups(existing.data, incoming.data) } : incoming;
  }
}

export const routingSteps = (routing: Routing): UiStep[] => [
  { id: "routing-agent", title: `Agent: ${routing.selectedAgent}`, status: "completed", detail: routing.reasoning },
  { id: "routing-type", title: `Type: ${routing.queryType}`, status: "completed" },
];

export const traceSteps = (trace: SearchTrace): UiStep[] =>
  (["Parsed", "Filters", "Pipeline", "Ranking", "Found"] as const).map((step) => ({
    id: `trace-${step}`,
    title: step,
    status: "completed" as const,
    detail: trace[step.toLowerCase() as keyof SearchTrace],
  }));

function addSteps(messages: ChatMessage[], turn: string, steps: UiStep[], timestamp: number): ChatMessage[] {
  return update(
    messages,
    turn,
    "thinking",
    (m) => {
      const merged = steps.reduce(mergeStep, m.content.steps);
      return merged === m.content.steps ? m : { ...m, content: { steps: merged } };
    },
    () => ({
      id: `${turn}-thinking`,
      turn,
      timestamp,
      sender: "lumos",
      type: "thinking",
      content: { steps: steps.reduce(mergeStep, [] as UiStep[]) },
      isStreamingComplete: false,
    }),
  );
}

/** Specification 000 §3 headers; theme, feature, company and market-figure variants (docs/decisions.md). */
export function resultsHeader(content: { type: ResultType; matchType: "perfect" | "close"; matchCount: number }): string {
  if (content.type === "stats") return chatTexts.statsHeader;
  if (content.matchType === "close") return chatTexts.closeMatchesHeader(content.matchCount);
  if (content.type === "themes") return chatTexts.themeMatchesHeader(content.matchCount);
  if (content.type === "features") return chatTexts.featureMatchesHeader(content.matchCount);
  if (content.type === "companies") return chatTexts.companyMatchesHeader(content.matchCount);
  return chatTexts.perfectMatchesHeader(content.matchCount);
}

const finalResults = (results: ResultsMessage): ResultsContent => ({ ...results, header: resultsHeader(results) });

/** Query types whose answer is a search: with nothing found they get the no-results texts. */
const SEARCH_TYPES = new Set<string>(["game_search", "features_ranking", "upcoming_releases", "similar_games"]);

function completeTurn(state: ChatState, turn: string, event: Extract<StreamEvent, { type: "complete" | "done" }>, timestamp: number): ChatMessage[] {
  let messages = state.messages;
  const steps = [...routingSteps(event.routing), ...(event.searchTrace ? traceSteps(event.searchTrace) : [])];
  messages = addSteps(messages, turn, steps, timestamp);
  messages = messages.map((m) =>
    m.turn === turn && m.type === "thinking"
      ? { ...m, isStreamingComplete: true, content: { steps: m.content.steps.map((s) => ({ ...s, status: "completed" as const })) } }
      : m,
  );
  if (event.metadata) {
    const card = event.metadata;
    messages = update(
      messages,
      turn,
      "metadata",
      (m) => ({ ...m, content: card }),
      () => ({ id: `${turn}-metadata`, turn, timestamp, sender: "lumos", type: "metadata", content: card }),
    );
  }
  if (event.text) {
    messages = update(
      messages,
      turn,
      "text",
      (m) => ({ ...m, text: event.text, isStreamingComplete: true }),
      () => ({ id: `${turn}-text`, turn, timestamp, sender: "lumos", type: "text", text: event.text, isStreamingComplete: true }),
    );
  }
  const finals = [event.results, event.closeResults].filter((r): r is ResultsMessage => r !== null);
  // Streamed results the complete event does not confirm are dropped; the confirmed ones take the final rows.
  messages = messages.filter((m) => !(m.turn === turn && m.type === "results" && !finals.some((r) => r.matchType === m.content.matchType)));
  for (const results of finals) {
    const content = finalResults(results);
    messages = update(
      messages,
      turn,
      "results",
      (m) => ({ ...m, content: mergeResults(m.content, content), isStreamingComplete: true }),
      () => ({ id: `${turn}-results-${content.matchType}`, turn, timestamp, sender: "lumos", type: "results", content, isStreamingComplete: true }),
      content.matchType,
    );
  }
  const followUps = event.followUps ?? [];
  if (followUps.length) messages = insert(messages, { id: `${turn}-followups`, turn, timestamp, sender: "lumos", type: "followups", items: followUps });
  if (!finals.length && !event.metadata && !followUps.length && SEARCH_TYPES.has(event.routing.queryType)) {
    messages = insert(messages, noResultsMessage(`${turn}-results-perfect`, turn, timestamp));
  }
  return messages;
}

const closeTurn = (messages: ChatMessage[], turn: string): ChatMessage[] =>
  messages.map((m) => (m.turn === turn && "isStreamingComplete" in m && !m.isStreamingComplete ? ({ ...m, isStreamingComplete: true } as ChatMessage) : m));

function questionOf(messages: ChatMessage[], turn: string): string {
  const user = messages.find((m) => m.turn === turn && m.type === "user");
  return user && user.type === "user" ? user.text : "";
}

function addError(state: ChatState, text: string, errorKind: ErrorKind, timestamp: number): ChatState {
  const turn = state.turn;
  if (!turn) return state;
  let messages = closeTurn(state.messages, turn);
  messages = update(
    messages,
    turn,
    "error",
    (m) => m,
    () => ({ id: `${turn}-error`, turn, timestamp, sender: "lumos", type: "error", text, errorKind, question: questionOf(state.messages, turn) }),
  );
  return { ...state, messages, isTyping: false, isProcessing: false, turn: null };
}

function applyEvent(state: ChatState, incoming: StreamEvent, timestamp: number): ChatState {
  const turn = state.turn;
  const event = incoming;
  if (!turn) return state; // an answer that was stopped: what still arrives is ignored
  if (event.type === "error") {
    const withId = event.conversation_id ? { ...state, conversationId: event.conversation_id } : state;
    return addError(
      withId,
      event.code === "stopped" ? errorTexts.generationStopped : errorTexts.searchError,
      event.code === "stopped" ? "stopped" : "search",
      timestamp,
    );
  }
  if (event.type === "complete" || event.type === "done") {
    return {
      ...state,
      messages: completeTurn(state, turn, event, timestamp),
      conversationId: event.conversation_id ?? state.conversationId,
      isTyping: false,
      isProcessing: false,
      turn: null,
      finishedAnswers: state.finishedAnswers + 1,
    };
  }
  return applyPartial({ ...state, isTyping: false }, turn, event as PartialEvent, timestamp);
}

function applyPartial(next: ChatState, turn: string, event: PartialEvent, timestamp: number): ChatState {
  const state = next;
  switch (event.kind) {
    case "conversation":
      return { ...next, conversationId: event.conversation_id };
    case "thinking":
      return { ...next, messages: addSteps(state.messages, turn, [event.step], timestamp) };
    case "routing":
      return { ...next, messages: addSteps(state.messages, turn, routingSteps(event.routing), timestamp) };
    case "search_trace":
      return {
        ...next,
        messages: addSteps(
          state.messages,
          turn,
          [{ id: `trace-${event.trace.step}`, title: event.trace.step, status: "completed", detail: event.trace.detail }],
          timestamp,
        ),
      };
    case "text":
      return {
        ...next,
        messages: update(
          state.messages,
          turn,
          "text",
          (m) => (m.text === event.text ? m : { ...m, text: event.text }),
          () => ({ id: `${turn}-text`, turn, timestamp, sender: "lumos", type: "text", text: event.text, isStreamingComplete: false }),
        ),
      };
    case "metadata":
      return {
        ...next,
        messages: update(
          state.messages,
          turn,
          "metadata",
          (m) => ({ ...m, content: event.card }),
          () => ({ id: `${turn}-metadata`, turn, timestamp, sender: "lumos", type: "metadata", content: event.card }),
        ),
      };
    case "games":
      return { ...next, messages: addRows(state.messages, turn, { type: "games", matchType: event.matchType, data: event.rows, matchCount: 0 }, timestamp) };
    case "themes":
      return { ...next, messages: addRows(state.messages, turn, { type: "themes", matchType: event.matchType, data: event.rows, matchCount: 0 }, timestamp) };
    case "features":
      return { ...next, messages: addRows(state.messages, turn, { type: "features", matchType: event.matchType, data: event.rows, matchCount: 0 }, timestamp) };
    case "companies":
      return {
        ...next,
        messages: addRows(state.messages, turn, { type: "companies", matchType: event.matchType, data: event.rows, matchCount: 0 }, timestamp),
      };
    case "stats":
      // A market answer has no close matches: its rows stand where perfect matches would.
      return {
        ...next,
        messages: addRows(state.messages, turn, { type: "stats", matchType: "perfect", data: event.rows, matchCount: 0, stats: event.stats }, timestamp),
      };
  }
}

/** Streamed rows into the turn's results message of their match type, which counts its rows until the answer completes. */
function addRows(messages: ChatMessage[], turn: string, rows: ResultsContent, timestamp: number): ChatMessage[] {
  const counted = (content: ResultsContent): ResultsContent => ({ ...content, matchCount: content.data.length });
  return update(
    messages,
    turn,
    "results",
    (m) => {
      const content = mergeResults(m.content, rows);
      return content.data === m.content.data ? m : { ...m, content: counted(content) };
    },
    // Merged into an empty message of their kind, so a row repeated within the first event is dropped too.
    () => ({
      id: `${turn}-results-${rows.matchType}`,
      turn,
      timestamp,
      sender: "lumos",
      type: "results",
      content: counted(mergeResults({ ...rows, data: [] }, rows)),
      isStreamingComplete: false,
    }),
    rows.matchType,
  );
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "send": {
      const text = action.text.trim();
      // Specification 000 §4: ignored when the text is empty or a request is already typing or processing.
      if (!text || state.isTyping || state.isProcessing) return state;
      const user: ChatMessage = { id: `${action.turn}-user`, turn: action.turn, timestamp: action.timestamp, sender: "user", type: "user", text };
      const thinking: ChatMessage = {
        id: `${action.turn}-thinking`,
        turn: action.turn,
        timestamp: action.timestamp,
        sender: "lumos",
        type: "thinking",
        content: { steps: [] },
        isStreamingComplete: false,
      };
      return { ...state, messages: [...state.messages, user, thinking], isTyping: true, isProcessing: true, turn: action.turn };
    }
    case "events":
      return action.events.reduce((s, event) => applyEvent(s, event, action.timestamp), state);
    case "stop":
      return addError(state, errorTexts.generationStopped, "stopped", action.timestamp);
    case "fail":
      return addError(state, action.message ?? errorTexts.chatFailed, "failed", action.timestamp);
    case "edit": {
      // The edited question and everything after it go; the hook sends the new text as a fresh turn.
      if (state.isProcessing) return state;
      const index = state.messages.findIndex((m) => m.id === action.messageId && m.type === "user");
      if (index === -1) return state;
      return { ...state, messages: state.messages.slice(0, index) };
    }
    case "load":
      return { ...initialChatState, finishedAnswers: state.finishedAnswers, conversationId: action.conversationId, messages: action.messages };
    case "new":
      return { ...initialChatState, finishedAnswers: state.finishedAnswers };
  }
}

/** A message of the conversation-messages call (specification 000 §3 "Message from the server"). */
export interface ServerMessage {
  id?: string;
  message_id?: string;
  message_role?: string;
  content: string;
  created_at: string;
  message_metadata?: Record<string, unknown> | string | null;
}

// Stored metadata is checked by hand, not with Zod: the reducer is in the shell's bundle, and Zod stays out of it
// (lib/client/zod-jitless.ts says why).
const isText = (value: unknown): value is string => typeof value === "string" && value.length > 0;
const isFollowUp = (value: unknown): value is FollowUp =>
  typeof value === "object" && value !== null && isText((value as FollowUp).label) && isText((value as FollowUp).question);
const isStoredStep = (value: unknown): value is { id: string; title: string } =>
  typeof value === "object" && value !== null && isText((value as UiStep).id) && isText((value as UiStep).title);
const storedList = <T>(value: unknown, keep: (item: unknown) => item is T): T[] => (Array.isArray(value) ? value.filter(keep) : []);

function metadataOf(message: ServerMessage): Record<string, unknown> {
  const raw = message.message_metadata;
  if (!raw) return {};
  if (typeof raw === "string") {
    try {
      const parsed: unknown = JSON.parse(raw);
      return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return raw;
}

const RESULT_KINDS: Record<ResultType, true> = { games: true, themes: true, features: true, companies: true, stats: true };
const isStatsSummary = (value: unknown): value is StatsSummary =>
  typeof value === "object" &&
  value !== null &&
  isText((value as StatsSummary).label) &&
  typeof (value as StatsSummary).formatted === "string" &&
  Array.isArray((value as StatsSummary).notCarried);
/** A stored results message of a kind the chat draws; a market answer with its headline. */
function isResults(value: unknown): value is ResultsMessage {
  if (!value || typeof value !== "object") return false;
  const { type, data } = value as ResultsMessage;
  if (!Object.hasOwn(RESULT_KINDS, type) || !Array.isArray(data)) return false;
  return type !== "stats" || isStatsSummary((value as Extract<ResultsMessage, { type: "stats" }>).stats);
}

/** Rebuilds the interface's messages from a stored conversation: each user message opens a turn. */
export function messagesFromServer(serverMessages: ServerMessage[]): ChatMessage[] {
  let messages: ChatMessage[] = [];
  let turn = "";
  let question = "";
  serverMessages.forEach((message, index) => {
    const id = message.id ?? message.message_id ?? `stored-${index}`;
    const timestamp = Date.parse(message.created_at) || 0;
    const role = message.message_role ?? "assistant";
    if (role === "system") return;
    if (role === "user") {
      turn = `stored-${id}`;
      question = message.content;
      messages = [...messages, { id, turn, timestamp, sender: "user", type: "user", text: message.content }];
      return;
    }
    if (!turn) turn = `stored-${id}`;
    const meta = metadataOf(message);
    if (meta.error === "stopped" || meta.error === "failed") {
      messages = insert(messages, {
        id,
        turn,
        timestamp,
        sender: "lumos",
        type: "error",
        text: message.content,
        errorKind: meta.error === "stopped" ? "stopped" : "search",
        question,
      });
      return;
    }
    const routing = meta.routing as Routing | undefined;
    const trace = meta.searchTrace as SearchTrace | null | undefined;
    // The steps before routing as streamed, then routing and the trace: a reload shows every step the stream did.
    const before: UiStep[] = storedList(meta.thinking, isStoredStep).map(({ id, title }) => ({ id, title, status: "completed" }));
    const steps = [
      ...before,
      ...(routing?.selectedAgent ? routingSteps(routing) : []),
      ...(trace && typeof trace === "object" ? traceSteps(trace) : []),
    ].reduce(mergeStep, [] as UiStep[]);
    if (steps.length)
      messages = insert(messages, { id: `${id}-thinking`, turn, timestamp, sender: "lumos", type: "thinking", content: { steps }, isStreamingComplete: true });
    if (meta.metadata && typeof meta.metadata === "object")
      messages = insert(messages, { id: `${id}-metadata`, turn, timestamp, sender: "lumos", type: "metadata", content: meta.metadata as MetadataCard });
    if (message.content)
      messages = insert(messages, { id: `${id}-text`, turn, timestamp, sender: "lumos", type: "text", text: message.content, isStreamingComplete: true });
    const finals = [meta.results, meta.closeResults].filter(isResults);
    const followUps = storedList(meta.followUps, isFollowUp);
    if (followUps.length) messages = insert(messages, { id: `${id}-followups`, turn, timestamp, sender: "lumos", type: "followups", items: followUps });
    for (const results of finals)
      messages = insert(messages, {
        id: `${id}-results-${results.matchType}`,
        turn,
        timestamp,
        sender: "lumos",
        type: "results",
        content: finalResults(results),
        isStreamingComplete: true,
      });
    if (!finals.length && !meta.metadata && !followUps.length && routing && SEARCH_TYPES.has(routing.queryType)) {
      messages = insert(messages, noResultsMessage(`${id}-results-perfect`, turn, timestamp));
    }
  });
  return messages;
}

/** The question of the last turn that has one (for 'Fine-tune the search' and retries). */
export function lastQuestion(messages: ChatMessage[]): string {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (m.type === "user") return m.text;
  }
  return "";
}
