"use client";

import { ApolloProvider } from "@apollo/client/react";
import { apolloClient } from "@/lib/client/apollo";

/** Wraps the client components that run GraphQL; only their routes load Apollo. */
export function LumosApolloProvider({ children }: { children: React.ReactNode }) {
  return <ApolloProvider client={apolloClient()}>{children}</ApolloProvider>;
}
