import { z } from "zod";
import { parseQuery, withUser } from "@/lib/api/handler";
import { getDataset, UnknownDatasetError } from "@/lib/datasets/cache";

export const dynamic = "force-dynamic";

const query = z.object({
  url: z.string({ error: "url must name a dataset" }).min(1, "url must name a dataset").max(200),
  dataSource: z.enum(["cloudfront", "graphql"]).optional(),
});

/** GET /api/static-json?url=<dataset>: { success, data, error }. */
export const GET = withUser("static-json", async (request) => {
  const { url, dataSource } = parseQuery(request, query, "static-json");
  // The shell may send a path or file name; the dataset is its last segment without an extension.
  const name = url.split("/").pop()!.replace(/\.json$/, "");
  try {
    const data = await getDataset(name, { dataSource: dataSource === "graphql" ? "graphql" : "cache" });
    if (data === null) return Response.json({ success: false, data: null, error: `Dataset ${name} has no data` }, { status: 404 });
    return Response.json({ success: true, data, error: null });
  } catch (error) {
    if (error instanceof UnknownDatasetError) return Response.json({ success: false, data: null, error: error.message }, { status: 404 });
    throw error;
  }
});
