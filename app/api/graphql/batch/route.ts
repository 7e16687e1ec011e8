import { z } from "zod";
import { parseJsonBody, withUser } from "@/lib/api/handler";
import { graphQLBatchSchema, runGraphQLBatch } from "@/lib/graphql/execute";

export const dynamic = "force-dynamic";

// The shell (and Apollo's BatchHttpLink) sends the list itself; { queries: [...] } is accepted too. Unwrapping before
// validating keeps the 400 naming the item's field ("0.query") instead of the whole body.
const batchBody = z.preprocess(
  (body) => (body && typeof body === "object" && !Array.isArray(body) && "queries" in body ? (body as { queries: unknown }).queries : body),
  graphQLBatchSchema,
);

export const POST = withUser("graphql", async (request) => {
  const queries = await parseJsonBody(request, batchBody, "graphql");
  return Response.json(await runGraphQLBatch(queries));
});
