import "server-only";
import { getNamedType, isObjectType, type GraphQLField, type GraphQLOutputType } from "graphql";
import type { GraphQLContext } from "@/lib/graphql/context";
import { runGraphQL, schema } from "@/lib/graphql/execute";
import { rootValue } from "@/lib/graphql/resolvers";

/**
 * Where a dataset builder reads the named queries from. `direct` calls the resolvers in-process (the cached
 * datasets); `graphql` sends each query through the GraphQL executor with every field selected (dataSource=graphql).
 * Both run the same resolvers, so a dataset built either way is the same — a test holds them to it.
 */
export interface DataSource {
  run<T = unknown>(query: string, args?: Record<string, unknown>): Promise<T>;
  today: string;
  /** The player counts cover a month before the latest day (lib/data/market-date.ts): growth means something. */
  monthOfHistory: boolean;
}

/** A context whose day is pinned: a dataset counts every date from one day. */
type DatedContext = GraphQLContext & { today: string; monthOfHistory: boolean };

export function directSource(context: DatedContext): DataSource {
  return {
    today: context.today,
    monthOfHistory: context.monthOfHistory,
    async run<T>(query: string, args: Record<string, unknown> = {}) {
      const resolver = rootValue[query] as ((args: Record<string, unknown>, context: GraphQLContext) => unknown) | undefined;
      if (!resolver) throw new Error(`Unknown named query ${query}`);
      // Through JSON, as a GraphQL response travels, so both sources hand back plain data.
      return JSON.parse(JSON.stringify(await resolver(args, context))) as T;
    },
  };
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

export function graphqlSource(context: DatedContext): DataSource {
  const queryFields = schema.getQueryType()!.getFields();
  return {
    today: context.today,
    monthOfHistory: context.monthOfHistory,
    async run<T>(query: string, args: Record<string, unknown> = {}) {
      const field = queryFields[query];
      if (!field) throw new Error(`Unknown named query ${query}`);
      const present = Object.keys(args).filter((name) => args[name] !== undefined);
      const result = await runGraphQL(
        { query: documentFor(field, present), variables: Object.fromEntries(present.map((name) => [name, args[name]])) },
        { context },
      );
      if (result.errors?.length) throw new Error(`${query}: ${result.errors.map((e) => e.message).join("; ")}`);
      return result.data![query] as T;
    },
  };
}
