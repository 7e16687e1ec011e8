import { drawScreenshot } from "@/lib/art/svg";
import { parsePositiveId, svgResponse } from "@/lib/art/response";
import { publicRoute } from "@/lib/api/handler";
import { AppError } from "@/lib/server/errors";

export const GET = publicRoute<{ releaseId: string; position: string }>("art", async (_request, { releaseId, position }) => {
  const release = parsePositiveId(releaseId);
  if (release === null) throw new AppError("bad_request:art", "releaseId must be a positive integer", "releaseId");
  const n = parsePositiveId(position);
  if (n === null || n > 50) throw new AppError("bad_request:art", "position must be a whole number from 1 to 50", "position");
  return svgResponse(drawScreenshot({ key: `${release}-${n}`, label: `Screenshot ${n}` }));
});
