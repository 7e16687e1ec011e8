import { pathId, withUser } from "@/lib/api/handler";
import { getPersonaFit } from "@/lib/data/analytics";

export const dynamic = "force-dynamic";

export const POST = withUser<{ gameId: string }>("proxy", async (_request, _user, { gameId }) => {
  const id = pathId(gameId, "gameId", "proxy");
  const fit = await getPersonaFit({ gameId: id });
  return Response.json(fit ? { data: fit, error: null } : { data: null, error: `No persona data for game ${id}` }, { status: fit ? 200 : 404 });
});
