import "server-only";
import { getNamedType, isObjectType, type GraphQLField, type GraphQLOutputType } from "graphql";
import type { GraphQLContext } from "@/lib/graphql/context";
import { runGraphQL, schema } from "@/lib/graphql/execute";
import { namedQueries, type NamedQuery, type QueryArgs, type QueryResult } from "@/lib/graphql/resolvers";

/** Every named query as a method with its own argument and result types. */
export type Queries = { [K in NamedQuery]: (args: QueryArgs<K>) => Promise<QueryResult<K>> };

/**
 * Where a dataset builder reads the named queries from. `direct` calls them in-process (the cached datasets);
 * `graphql` sends each through the GraphQL executor with every field selected (dataSource=graphql). Both run the
 * same functions, so a dataset built either way is the same — a test holds them to it.
 */
export type DataSource = Queries & {
  today: string;
  /** The player counts cover a month before the latest day (lib/data/market-date.ts): growth means something. */
  monthOfHistory: boolean;
};

/** A context whose day is pinned: a dataset counts every date from one day. */
type DatedContext = GraphQLContext & { today: string; monthOfHistory: boolean };

/** The one place a query is looked up by its name: each method of a source calls `call` with its own name. */
function sourceOf(context: DatedContext, call: (name: NamedQuery, args: Record<string, unknown>) => Promise<unknown>): DataSource {
  const queries = Object.fromEntries((Object.keys(namedQueries) as NamedQuery[]).map((name) => [name, (args: Record<string, unknown>) => call(name, args)]));
  // One method per name of namedQueries, each calling `call` with that name: the Queries type, built by hand.
  return { ...(queries as unknown as Queries), today: context.today, monthOfHistory: context.monthOfHistory };
}

export function directSource(context: DatedContext): DataSource {
  return sourceOf(context, async (name, args) => (namedQueries[name] as (args: unknown, context: GraphQLContext) => unknown)(args, context));
}

function selectionOf(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return "";
  const fields = Object.values(named.getFields()).map((field) => `${field.name}${selectionOf(field.type)}`);
  return ` { ${fields.join(" ")} }`;
}

const documents = new Map<string, string>();

/** `query($a: [Int!]) { fetchX(a: $a) { …every field… } }` for the arguments given. */
export function documentFor(field: GraphQLField<unknown, unknown>, argNames: string[]): string {
  const key = `${field.name}(${argNames.join(",")})`;
  let document = documents.get(key);
  if (!document) {
    const args = field.args.filter((arg) => argNames.includes(arg.name));
    const variables = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(", ");
    const call = args.length ? `(${args.map((arg) => `${arg.name}: $${arg.name}`).join(", ")})` : "";
    document = `query${variables ? `(${variables})` : ""} { ${field.name}${call}${selectionOf(field.type)} }`;
    documents.set(key, document);
  }
  return document;
}

/**
 * graphql-js builds its answers on null-prototype objects, and React refuses to hand those to client components: the
 * same values on plain objects, as a GraphQL response arrives after JSON.
 */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, plain(child)]));
  return value;
}

export function graphqlSource(context: DatedContext): DataSource {
  const queryFields = schema.getQueryType()!.getFields();
  return sourceOf(context, async (name, args) => {
    const present = Object.keys(args).filter((arg) => args[arg] !== undefined);
    const result = await runGraphQL(
      { query: documentFor(queryFields[name], present), variables: Object.fromEntries(present.map((arg) => [arg, args[arg]])) },
      { context },
    );
    if (result.errors?.length) throw new Error(`${name}: ${result.errors.map((e) => e.message).join("; ")}`);
    return plain(result.data![name]);
  });
}
