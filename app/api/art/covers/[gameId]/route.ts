import { drawCover } from "@/lib/art/svg";
import { parsePositiveId, svgResponse } from "@/lib/art/response";
import { getGameArtInfo } from "@/lib/data/games";
import { publicRoute } from "@/lib/api/handler";
import { AppError } from "@/lib/server/errors";

export const GET = publicRoute<{ gameId: string }>("art", async (_request, { gameId }) => {
  const id = parsePositiveId(gameId);
  if (id === null) throw new AppError("bad_request:art", "gameId must be a positive integer", "gameId");
  const game = await getGameArtInfo({ id });
  if (!game) throw new AppError("not_found:art", `No game with id ${id}`, "gameId");
  return svgResponse(drawCover({ key: game.id, title: game.title, caption: game.genre ?? undefined }));
});
