import { drawIcon } from "@/lib/art/svg";
import { svgResponse } from "@/lib/art/response";
import { publicRoute } from "@/lib/api/handler";
import { AppError } from "@/lib/server/errors";

export const GET = publicRoute<{ name: string }>("art", async (_request, { name }) => {
  const invalid = new AppError("bad_request:art", "name must be 1-40 letters, digits, spaces or . + -", "name");
  let label: string;
  try {
    label = decodeURIComponent(name).trim();
  } catch {
    // A stray "%" (the path "/api/art/icons/%25") is not an escape: a bad name, not a server error.
    throw invalid;
  }
  if (!/^[\w .+-]{1,40}$/.test(label)) throw invalid;
  return svgResponse(drawIcon({ key: label.toLowerCase(), label }));
});
