// The browser's one Apollo Client (specification 000 §9): GraphQL from the browser is batched — wait 50 ms, at most
// 20 queries per batch — into POST /api/graphql/batch. Requests go through the fetcher's securedFetch, so they carry
// the same bearer token and follow the same 401 rule (reload the session, retry once, otherwise sign out).
// Import this only from client code that runs GraphQL: it keeps Apollo out of every other route's bundle.
import { ApolloClient, InMemoryCache } from "@apollo/client";
import { BatchHttpLink } from "@apollo/client/link/batch-http";
import { securedFetch } from "./fetcher";

export const GRAPHQL_BATCH_PATH = "/api/graphql/batch";
export const BATCH_OPTIONS = { batchInterval: 50, batchMax: 20 } as const;

export function createApolloClient({ fetch = securedFetch }: { fetch?: typeof globalThis.fetch } = {}) {
  return new ApolloClient({
    link: new BatchHttpLink({ uri: GRAPHQL_BATCH_PATH, ...BATCH_OPTIONS, credentials: "include", fetch }),
    cache: new InMemoryCache({
      // Ranks, tags and pages have no id of their own: they stay inside the query that read them.
      typePolicies: { Classification: { keyFields: ["id"] } },
    }),
    defaultOptions: {
      watchQuery: { fetchPolicy: "cache-first" },
      query: { fetchPolicy: "cache-first" },
    },
  });
}

let browserClient: ReturnType<typeof createApolloClient> | null = null;

/** One client per page (a new one for each server render, where nothing is cached across users). */
export function apolloClient() {
  if (typeof window === "undefined") return createApolloClient();
  browserClient ??= createApolloClient();
  return browserClient;
}
