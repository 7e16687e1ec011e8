import { drawIcon } from "@/lib/art/svg";
import { svgResponse } from "@/lib/art/response";
import { AppError, errorResponse } from "@/lib/errors";

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  try {
    const { name } = await params;
    const label = decodeURIComponent(name).trim();
    if (!/^[\w .+-]{1,40}$/.test(label)) throw new AppError("bad_request:art", "name must be 1-40 letters, digits, spaces or . + -", "name");
    return svgResponse(drawIcon({ key: label.toLowerCase(), label }));
  } catch (error) {
    return errorResponse(error, "art");
  }
}
