import { parseJsonBody, withUser } from "@/lib/api/handler";
import { graphQLRequestSchema, runGraphQL } from "@/lib/graphql/execute";

export const dynamic = "force-dynamic";

export const POST = withUser("graphql", async (request) => {
  const body = await parseJsonBody(request, graphQLRequestSchema, "graphql");
  return Response.json(await runGraphQL(body));
});
