import "server-only";
// The optional hosted model (issue 6, "Optional hosted model"): an OpenAI-compatible model proposes the parsed
// query through the parser's own zod schema, every entity it names is checked against the lexicon, and the
// built-in parser's reading is used whenever the model fails, times out, answers out of shape or names something
// the data does not have. The parser always runs first: its reading is the fallback and the model's draft.
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, Output } from "ai";
import type { Lexicon } from "./lexicon";
import { HOSTED_MODEL_HEALTH_TIMEOUT_MS, type HostedModelConfig } from "./model-config";
import { checkProposedQuery } from "./proposal";
import { ParsedQuerySchema, type ParsedQuery } from "./query-schema";

/** Who understood the question, said in the thinking and routing steps and stored with the answer. */
export type QueryReader =
  | { by: "hosted_model"; model: string }
  | { by: "parser"; fallback: "not_configured" | "turned_off" | "failed" | "timeout" | "invalid_output" | "unknown_entity" | null; detail?: string };

export type Proposal = { ok: true; query: ParsedQuery } | { ok: false; fallback: "failed" | "timeout" | "invalid_output" | "unknown_entity"; detail: string };

const INSTRUCTIONS = [
  "You read questions about the video-game market into one JSON object that follows the given JSON schema exactly.",
  "The user message holds the question, today's date and a draft reading made by a rule-based parser, in the same schema.",
  "Correct the draft where it misreads the question and keep what it got right. Answer with the JSON object only.",
  "Name games, companies, platforms, stores, classifications, developer sizes and game types exactly as the data spells them (the draft shows the spelling of every name it found); never invent a name. Ids may be left as in the draft; names decide.",
  'A franchise or series ("Total War games", "the Halo series") goes in entities.series, named by the words its games\' titles begin with; one game goes in entities.titles.',
  "Words asked for anywhere in titles (\"games with 'simulator' in the title\") go in entities.series with kind titleWords, named by those words.",
  "Spans point into the question: text equals question.slice(start, end). Metrics, comparison operators and query types must be values the schema allows.",
  "A question about the matching games as a whole (how many, an average, median, total, share, percentile, a ratio between two sets, or a breakdown by year, month, month of the year (monthOfYear: January to December whatever the year), platform, genre, theme, publisher or developer) is the market_stats query type with its stats object; no other type has one.",
].join("\n");

/** Asks the model for a reading of the question; never throws (an abort by the caller is reported as failed). */
export async function proposeQuery({
  question,
  draft,
  lexicon,
  today,
  config,
  signal,
}: {
  question: string;
  draft: ParsedQuery;
  lexicon: Lexicon;
  today: string;
  config: HostedModelConfig;
  signal?: AbortSignal;
}): Promise<Proposal> {
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const abortSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const provider = createOpenAICompatible({ name: "lumos", baseURL: config.baseUrl, apiKey: config.apiKey, supportsStructuredOutputs: true });
  let output: ParsedQuery;
  try {
    const result = await generateText({
      model: provider.chatModel(config.model),
      output: Output.object({
        schema: ParsedQuerySchema,
        name: "parsed_query",
        description: "A games-market question read into filters, sorting and entities.",
      }),
      system: INSTRUCTIONS,
      prompt: JSON.stringify({ question, today, draft }),
      temperature: 0,
      // One attempt: a retry would spend the time the user waits for the built-in answer anyway.
      maxRetries: 0,
      abortSignal,
      // The schema has optional fields, which OpenAI's strict mode refuses; the SDK validates with zod instead.
      providerOptions: { lumos: { strictJsonSchema: false } },
    });
    output = result.output;
  } catch (error) {
    if (timeout.aborted && !signal?.aborted) return { ok: false, fallback: "timeout", detail: `no answer within ${config.timeoutMs} ms` };
    const name = error instanceof Error ? error.name : "";
    if (/NoObjectGenerated|NoOutputGenerated|TypeValidation|JSONParse/.test(name))
      return { ok: false, fallback: "invalid_output", detail: "the answer did not follow the query schema" };
    return { ok: false, fallback: "failed", detail: error instanceof Error ? error.message.slice(0, 200) : "the call failed" };
  }
  const checked = checkProposedQuery(output, { lexicon, question, normalized: draft.normalized });
  if (!checked.ok) return { ok: false, fallback: "unknown_entity", detail: checked.problem };
  return { ok: true, query: checked.query };
}

/** Whether the model's server answers its model list (GET {baseUrl}/models), for /api/lumos/health. */
export async function checkHostedModel(config: HostedModelConfig): Promise<{ reachable: boolean; error?: string; checkedInMs: number }> {
  const started = Date.now();
  try {
    const response = await fetch(`${config.baseUrl.replace(/\/+$/, "")}/models`, {
      headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
      signal: AbortSignal.timeout(Math.min(HOSTED_MODEL_HEALTH_TIMEOUT_MS, config.timeoutMs)),
    });
    await response.body?.cancel();
    return response.ok
      ? { reachable: true, checkedInMs: Date.now() - started }
      : { reachable: false, error: `HTTP ${response.status}`, checkedInMs: Date.now() - started };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return { reachable: false, error: timedOut ? "no answer in time" : "could not connect", checkedInMs: Date.now() - started };
  }
}

/** The sentence the thinking and routing steps show about who read the question. */
export function readerSentence(reader: QueryReader): string {
  if (reader.by === "hosted_model") return `Understood by the hosted model (${reader.model}), checked against the data.`;
  switch (reader.fallback) {
    case "timeout":
      return "Understood by the built-in parser: the hosted model did not answer in time.";
    case "failed":
      return "Understood by the built-in parser: the hosted model could not be reached.";
    case "invalid_output":
      return "Understood by the built-in parser: the hosted model's answer was not a valid query.";
    case "unknown_entity":
      return `Understood by the built-in parser: ${reader.detail ? reader.detail.charAt(0).toLowerCase() + reader.detail.slice(1) : "the hosted model named something the data does not have."}`;
    case "turned_off":
      return "Understood by the built-in parser (the hosted model was turned off for this question).";
    default:
      return "Understood by the built-in parser.";
  }
}
