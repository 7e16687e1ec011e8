import "server-only";
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  buildSchema,
  execute,
  parse,
  specifiedRules,
  validate,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type SelectionSetNode,
} from "graphql";
import { z } from "zod";
import { AppError } from "@/lib/server/errors";
import { createContext, type GraphQLContext } from "./context";
import { rootValue } from "./resolvers";
import { typeDefs } from "./type-defs";

export const schema = buildSchema(typeDefs);

export const GRAPHQL_LIMITS = {
  maxDepth: 8,
  maxAliases: 30,
  /**
   * Fields an answer may hold: every field selected counts 1, and what a query's rows select counts once per row
   * it may return (its perPage or limit, else ROWS_WITHOUT_SIZE), per alias, fragments expanded. Every named query
   * with every field selected at its largest page fits (the datasets read them so with dataSource=graphql).
   */
  maxCost: 25_000,
  /** The same count summed over a batch. */
  maxBatchCost: 50_000,
  /** The JSON of one answer, and of a batch's answers together. */
  maxResponseBytes: 2 * 1024 * 1024,
  maxBatchResponseBytes: 4 * 1024 * 1024,
  maxBatch: 20,
  batchGroup: 5,
  timeoutMs: 15_000,
} as const;

/** The rows a list-returning query is counted for when the document gives no perPage or limit. */
const ROWS_WITHOUT_SIZE = 100;

export const graphQLRequestSchema = z.object({
  query: z.string({ error: "query must be a GraphQL document" }).min(1, "query must not be empty").max(20_000, "query must be at most 20,000 characters"),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().max(200).nullish(),
  /** Sent by the shell for player-stats queries; every query reads the same database here, so it changes nothing. */
  is_player_stats: z.boolean().nullish(),
});
export type GraphQLRequest = z.infer<typeof graphQLRequestSchema>;

export interface GraphQLResponse {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

const isProduction = () => process.env.NODE_ENV === "production";

/** The rows a root field may return: its perPage or limit (a literal or a variable), else ROWS_WITHOUT_SIZE. */
function rowsAskedFor(field: FieldNode, variables: Record<string, unknown>): number {
  for (const argument of field.arguments ?? []) {
    if (argument.name.value !== "perPage" && argument.name.value !== "limit") continue;
    const value =
      argument.value.kind === Kind.VARIABLE
        ? variables[argument.value.name.value]
        : argument.value.kind === Kind.INT
          ? Number(argument.value.value)
          : undefined;
    // A size the data layer refuses is refused there; here it only must not make the count smaller.
    if (typeof value === "number" && Number.isFinite(value) && value >= 1) return Math.ceil(value);
  }
  return ROWS_WITHOUT_SIZE;
}

/**
 * Depth, aliases and cost of a document (see GRAPHQL_LIMITS.maxCost), counted before it runs. The first list on
 * the way down from a root field (the field itself, or its page's data/items) counts what it selects once per
 * row of that root field; a page's pageInfo or nextToken counts once.
 */
export function measureDocument(document: DocumentNode, variables: Record<string, unknown> = {}) {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  let aliases = 0;
  let depth = 0;
  const budget = GRAPHQL_LIMITS.maxBatchCost * 4; // far past every limit: stop counting
  const walk = (
    selectionSet: SelectionSetNode,
    parent: GraphQLNamedType | undefined,
    level: number,
    rows: number,
    inList: boolean,
    seen: Set<string>,
  ): number => {
    depth = Math.max(depth, level);
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.alias) aliases++;
        const definition = isObjectType(parent) ? parent.getFields()[selection.name.value] : undefined;
        const fieldRows = level === 1 ? rowsAskedFor(selection, variables) : rows;
        const isList = definition !== undefined && isListType(getNullableType(definition.type));
        const factor = isList && !inList ? fieldRows : 1;
        const children = selection.selectionSet
          ? walk(selection.selectionSet, definition && getNamedType(definition.type), level + 1, fieldRows, inList || isList, seen)
          : 0;
        cost += 1 + factor * children;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        cost += walk(selection.selectionSet, type ?? undefined, level, rows, inList, seen);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment && !seen.has(fragment.name.value)) {
          const type = schema.getType(fragment.typeCondition.name.value) ?? undefined;
          cost += walk(fragment.selectionSet, type, level, rows, inList, new Set([...seen, fragment.name.value]));
        }
      }
      if (cost > budget) return cost;
    }
    return cost;
  };
  let cost = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) cost += walk(definition.selectionSet, schema.getQueryType() ?? undefined, 1, 1, false, new Set());
  }
  return { depth, aliases, cost };
}

function limitErrors({ depth, aliases, cost }: ReturnType<typeof measureDocument>): GraphQLError[] {
  const errors: GraphQLError[] = [];
  if (depth > GRAPHQL_LIMITS.maxDepth)
    errors.push(new GraphQLError(`Query is nested ${depth} levels deep; the limit is ${GRAPHQL_LIMITS.maxDepth}.`, { extensions: { code: "QUERY_TOO_DEEP" } }));
  if (aliases > GRAPHQL_LIMITS.maxAliases)
    errors.push(new GraphQLError(`Query uses ${aliases} aliases; the limit is ${GRAPHQL_LIMITS.maxAliases}.`, { extensions: { code: "TOO_MANY_ALIASES" } }));
  if (cost > GRAPHQL_LIMITS.maxCost) {
    const message = `Query may return ${formatCount(cost)} fields (rows asked for × fields selected); the limit is ${formatCount(GRAPHQL_LIMITS.maxCost)}. Ask for fewer rows or fields.`;
    errors.push(new GraphQLError(message, { extensions: { code: "QUERY_TOO_COSTLY" } }));
  }
  return errors;
}

const formatCount = (value: number) => value.toLocaleString("en-US");
const formatBytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** An answer whose JSON is over the `room` left (by default the whole `limit`) is replaced by an error naming the limit. */
function withinBytes(response: GraphQLResponse, limit: number, what: string, room = limit): { answer: GraphQLResponse; bytes: number } {
  const bytes = Buffer.byteLength(JSON.stringify(response));
  if (bytes <= room) return { answer: response, bytes };
  const message = `The answer is ${formatBytes(bytes)}, over the limit of ${formatBytes(limit)} for ${what}. Ask for fewer rows or fields.`;
  const answer = { data: null, errors: [{ message, extensions: { code: "RESPONSE_TOO_LARGE" } }] };
  return { answer, bytes: Buffer.byteLength(JSON.stringify(answer)) };
}

/** Errors as callers see them: ours with their code and field, GraphQL's own as they are, anything else masked. */
function formatError(error: GraphQLError): { message: string; extensions?: Record<string, unknown> } {
  const original = error.originalError;
  if (original instanceof AppError) {
    return { message: original.message, extensions: { code: original.code, ...(original.field ? { field: original.field } : {}) } };
  }
  if (original && !(original instanceof GraphQLError)) {
    console.error("[graphql]", original);
    return { message: "Something went wrong. Please try again.", extensions: { code: "INTERNAL" } };
  }
  // Field suggestions ("Did you mean …?") would describe the schema; production leaves them out.
  const message = isProduction() ? error.message.replace(/ Did you mean .*$/, "") : error.message;
  return { message, extensions: { code: (error.extensions?.code as string) ?? "GRAPHQL_VALIDATION_FAILED" } };
}

export class TimeoutError extends Error {}

export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`Query processing timeout after ${ms}ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Parses, checks the limits, validates and runs one request. `onlyField` restricts the document to one named
 * query (for /api/graphql/{queryName}).
 */
export async function runGraphQL(
  request: GraphQLRequest,
  {
    context = createContext(),
    onlyField,
    maxResponseBytes = GRAPHQL_LIMITS.maxResponseBytes as number,
  }: { context?: GraphQLContext; onlyField?: string; maxResponseBytes?: number } = {},
): Promise<GraphQLResponse> {
  let document: DocumentNode;
  try {
    document = parse(request.query, { maxTokens: 5000 });
  } catch (error) {
    return { errors: [formatError(error as GraphQLError)] };
  }
  const tooBig = limitErrors(measureDocument(document, request.variables ?? {}));
  if (tooBig.length) return { errors: tooBig.map(formatError) };
  const rules = isProduction() ? [...specifiedRules, NoSchemaIntrospectionCustomRule] : specifiedRules;
  const invalid = validate(schema, document, rules);
  if (invalid.length) return { errors: invalid.map(formatError) };
  if (onlyField) {
    const fields = document.definitions.flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION ? d.selectionSet.selections : []));
    const other = fields.find((f) => f.kind !== Kind.FIELD || f.name.value !== onlyField);
    if (other) return { errors: [{ message: `This endpoint runs ${onlyField} only.`, extensions: { code: "BAD_REQUEST" } }] };
  }
  const result = await execute({
    schema,
    document,
    rootValue,
    contextValue: context,
    variableValues: request.variables ?? undefined,
    operationName: request.operationName ?? undefined,
  });
  return withinBytes(
    {
      data: (result.data as Record<string, unknown> | null | undefined) ?? null,
      ...(result.errors?.length ? { errors: result.errors.map(formatError) } : {}),
    },
    maxResponseBytes,
    "one query",
  ).answer;
}

export const graphQLBatchSchema = z
  .array(graphQLRequestSchema, { error: "body must be a list of queries" })
  .min(1, "the batch must hold at least one query")
  .max(GRAPHQL_LIMITS.maxBatch, `a batch holds at most ${GRAPHQL_LIMITS.maxBatch} queries`);

/** A batch: groups of 5 run in parallel, one group after another; each query has its own 15 s limit. */
export async function runGraphQLBatch(
  requests: GraphQLRequest[],
  {
    context = createContext(),
    timeoutMs = GRAPHQL_LIMITS.timeoutMs as number,
    maxBatchResponseBytes = GRAPHQL_LIMITS.maxBatchResponseBytes as number,
  }: { context?: GraphQLContext; timeoutMs?: number; maxBatchResponseBytes?: number } = {},
): Promise<GraphQLResponse[]> {
  if (requests.length > GRAPHQL_LIMITS.maxBatch) throw new AppError("bad_request:graphql", `a batch holds at most ${GRAPHQL_LIMITS.maxBatch} queries`, "body");
  const batchCost = requests.reduce((sum, request) => sum + costOf(request), 0);
  if (batchCost > GRAPHQL_LIMITS.maxBatchCost) {
    const message = `body: the batch may return ${formatCount(batchCost)} fields (rows asked for × fields selected, summed over its queries); the limit is ${formatCount(GRAPHQL_LIMITS.maxBatchCost)}. Split it up.`;
    throw new AppError("bad_request:graphql", message, "body");
  }
  const results: GraphQLResponse[] = [];
  for (let start = 0; start < requests.length; start += GRAPHQL_LIMITS.batchGroup) {
    const group = requests.slice(start, start + GRAPHQL_LIMITS.batchGroup);
    results.push(
      ...(await Promise.all(
        group.map((request) =>
          withTimeout(runGraphQL(request, { context }), timeoutMs).catch((error: unknown) => ({
            data: null,
            errors: [
              error instanceof TimeoutError
                ? { message: error.message, extensions: { code: "TIMEOUT" } }
                : { message: "Something went wrong. Please try again.", extensions: { code: "INTERNAL" } },
            ],
          })),
        ),
      )),
    );
  }
  // The answers together stay under the batch's byte limit: the ones past it are replaced by an error naming it.
  let total = 0;
  return results.map((result) => {
    const { answer, bytes } = withinBytes(result, maxBatchResponseBytes, "a batch's answers together", maxBatchResponseBytes - total);
    total += bytes;
    return answer;
  });
}

/** What a request adds to its batch's cost: 0 when it does not parse or is over a limit alone (it is refused on its own). */
function costOf(request: GraphQLRequest): number {
  try {
    const measured = measureDocument(parse(request.query, { maxTokens: 5000 }), request.variables ?? {});
    return limitErrors(measured).length ? 0 : measured.cost;
  } catch {
    return 0;
  }
}
