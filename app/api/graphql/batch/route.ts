import { z } from "zod";
import { parseJsonBody, withUser } from "@/lib/api/handler";
import { graphQLBatchSchema, runGraphQLBatch } from "@/lib/graphql/execute";

export const dynamic = "force-dynamic";

// The shell sends the list itself; { queries: [...] } is accepted too.
const batchBody = z.union([graphQLBatchSchema, z.object({ queries: graphQLBatchSchema }).transform((body) => body.queries)]);

export const POST = withUser("graphql", async (request) => {
  const queries = await parseJsonBody(request, batchBody, "graphql");
  return Response.json(await runGraphQLBatch(queries));
});
