import { z } from "zod";
import { parseQuery, withUser } from "@/lib/api/handler";
import { getDataset, UnknownDatasetError } from "@/lib/datasets/registry";
import { dataSourcesFor, datasetSourceKey } from "@/lib/shell/flags";

export const dynamic = "force-dynamic";

const source = z.enum(["cloudfront", "graphql"]).optional();
const query = z.object({
  url: z.string({ error: "url must name a dataset" }).min(1, "url must name a dataset").max(200),
  // The page's overrides (000 §2), passed on: the one governing this dataset decides (lib/shell/flags.ts).
  dataSource: source,
  gameDataSource: source,
  gameIdsSource: source,
  marketingStrategySource: source,
});

/** GET /api/static-json?url=<dataset>: { success, data, error }. */
export const GET = withUser("static-json", async (request) => {
  const { url, ...overrides } = parseQuery(request, query, "static-json");
  // The shell may send a path or file name; the dataset is its last segment without an extension.
  const name = url
    .split("/")
    .pop()!
    .replace(/\.json$/, "");
  const sources = dataSourcesFor(
    new URLSearchParams(Object.entries(overrides).filter((entry): entry is [string, "cloudfront" | "graphql"] => entry[1] !== undefined)),
  );
  try {
    const data = await getDataset(name, { dataSource: sources[datasetSourceKey(name)] });
    if (data === null) return Response.json({ success: false, data: null, error: `Dataset ${name} has no data` }, { status: 404 });
    return Response.json({ success: true, data, error: null });
  } catch (error) {
    if (error instanceof UnknownDatasetError) return Response.json({ success: false, data: null, error: error.message }, { status: 404 });
    throw error;
  }
});
