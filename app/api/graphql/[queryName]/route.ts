import { parseJsonBody, withUser } from "@/lib/api/handler";
import { AppError } from "@/lib/server/errors";
import { graphQLRequestSchema, runGraphQL } from "@/lib/graphql/execute";
import { NAMED_QUERIES } from "@/lib/graphql/type-defs";

export const dynamic = "force-dynamic";

/** One named query per call: the document may select only that root field. */
export const POST = withUser<{ queryName: string }>("graphql", async (request, _user, { queryName }) => {
  if (!NAMED_QUERIES.includes(queryName)) throw new AppError("not_found:graphql", `No named query is called ${queryName}`, "queryName");
  const body = await parseJsonBody(request, graphQLRequestSchema, "graphql");
  return Response.json(await runGraphQL(body, { onlyField: queryName }));
});
