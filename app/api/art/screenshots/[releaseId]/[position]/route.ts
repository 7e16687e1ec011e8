import { drawScreenshot } from "@/lib/art/svg";
import { parsePositiveId, svgResponse } from "@/lib/art/response";
import { AppError, errorResponse } from "@/lib/errors";

export async function GET(_request: Request, { params }: { params: Promise<{ releaseId: string; position: string }> }) {
  try {
    const { releaseId, position } = await params;
    const release = parsePositiveId(releaseId);
    if (release === null) throw new AppError("bad_request:art", "releaseId must be a positive integer", "releaseId");
    const n = parsePositiveId(position);
    if (n === null || n > 50) throw new AppError("bad_request:art", "position must be a whole number from 1 to 50", "position");
    return svgResponse(drawScreenshot({ key: `${release}-${n}`, label: `Screenshot ${n}` }));
  } catch (error) {
    return errorResponse(error, "art");
  }
}
