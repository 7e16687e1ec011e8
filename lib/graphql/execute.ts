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
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { createContext, type GraphQLContext } from "./context";
import { rootValue } from "./resolvers";
import { typeDefs } from "./type-defs";

export const schema = buildSchema(typeDefs);

export const GRAPHQL_LIMITS = {
  maxDepth: 8,
  maxAliases: 30,
  /** Every field selected counts 1, fragments expanded. */
  maxCost: 500,
  maxBatch: 20,
  batchGroup: 5,
  timeoutMs: 15_000,
} as const;

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

/** Depth, aliases and cost of a document, counted before it runs. */
export function measureDocument(document: DocumentNode) {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  let aliases = 0;
  let cost = 0;
  let depth = 0;
  const walk = (selectionSet: SelectionSetNode, level: number, seen: Set<string>) => {
    depth = Math.max(depth, level);
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        cost++;
        if (selection.alias) aliases++;
        if (selection.selectionSet) walk(selection.selectionSet, level + 1, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, level, seen);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment && !seen.has(fragment.name.value)) walk(fragment.selectionSet, level, new Set([...seen, fragment.name.value]));
      }
      if (cost > GRAPHQL_LIMITS.maxCost * 4) return; // far past the limit: stop counting
    }
  };
  for (const definition of document.definitions) if (definition.kind === Kind.OPERATION_DEFINITION) walk(definition.selectionSet, 1, new Set());
  return { depth, aliases, cost };
}

function limitErrors(document: DocumentNode): GraphQLError[] {
  const { depth, aliases, cost } = measureDocument(document);
  const errors: GraphQLError[] = [];
  if (depth > GRAPHQL_LIMITS.maxDepth) errors.push(new GraphQLError(`Query is nested ${depth} levels deep; the limit is ${GRAPHQL_LIMITS.maxDepth}.`, { extensions: { code: "QUERY_TOO_DEEP" } }));
  if (aliases > GRAPHQL_LIMITS.maxAliases) errors.push(new GraphQLError(`Query uses ${aliases} aliases; the limit is ${GRAPHQL_LIMITS.maxAliases}.`, { extensions: { code: "TOO_MANY_ALIASES" } }));
  if (cost > GRAPHQL_LIMITS.maxCost) errors.push(new GraphQLError(`Query selects more than ${GRAPHQL_LIMITS.maxCost} fields; split it up.`, { extensions: { code: "QUERY_TOO_COSTLY" } }));
  return errors;
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
export async function runGraphQL(request: GraphQLRequest, { context = createContext(), onlyField }: { context?: GraphQLContext; onlyField?: string } = {}): Promise<GraphQLResponse> {
  let document: DocumentNode;
  try {
    document = parse(request.query, { maxTokens: 5000 });
  } catch (error) {
    return { errors: [formatError(error as GraphQLError)] };
  }
  const tooBig = limitErrors(document);
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
  return {
    data: (result.data as Record<string, unknown> | null | undefined) ?? null,
    ...(result.errors?.length ? { errors: result.errors.map(formatError) } : {}),
  };
}

export const graphQLBatchSchema = z
  .array(graphQLRequestSchema, { error: "body must be a list of queries" })
  .min(1, "the batch must hold at least one query")
  .max(GRAPHQL_LIMITS.maxBatch, `a batch holds at most ${GRAPHQL_LIMITS.maxBatch} queries`);

/** A batch: groups of 5 run in parallel, one group after another; each query has its own 15 s limit. */
export async function runGraphQLBatch(
  requests: GraphQLRequest[],
  { context = createContext(), timeoutMs = GRAPHQL_LIMITS.timeoutMs as number }: { context?: GraphQLContext; timeoutMs?: number } = {},
): Promise<GraphQLResponse[]> {
  if (requests.length > GRAPHQL_LIMITS.maxBatch) throw new AppError("bad_request:graphql", `a batch holds at most ${GRAPHQL_LIMITS.maxBatch} queries`, "body");
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
  return results;
}
