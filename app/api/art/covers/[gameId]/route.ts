import { drawCover } from "@/lib/art/svg";
import { parsePositiveId, svgResponse } from "@/lib/art/response";
import { getGameArtInfo } from "@/lib/data/games";
import { AppError, errorResponse } from "@/lib/errors";

export async function GET(_request: Request, { params }: { params: Promise<{ gameId: string }> }) {
  try {
    const { gameId } = await params;
    const id = parsePositiveId(gameId);
    if (id === null) throw new AppError("bad_request:art", "gameId must be a positive integer", "gameId");
    const game = await getGameArtInfo({ id });
    if (!game) throw new AppError("not_found:art", `No game with id ${id}`, "gameId");
    return svgResponse(drawCover({ key: game.id, title: game.title, caption: game.genre ?? undefined }));
  } catch (error) {
    return errorResponse(error, "art");
  }
}
