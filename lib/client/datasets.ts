// Named datasets read in the browser (specification 000 §7): GET /api/static-json?url=<dataset name> answers
// { success, data, error }. Components read them with useDataset (swr.tsx), which keeps them in the cache policy.
import { apiGet } from "./fetcher";

export interface StaticJsonResponse<T> {
  success: boolean;
  data: T | null;
  error: string | null;
}

export const staticJsonPath = (name: string) => `/static-json?${new URLSearchParams({ url: name })}`;

/** Reads one dataset from the network (3 attempts for what a retry can fix); throws the ApiError (or the dataset's own error) when it cannot. */
export async function loadDataset<T>(name: string): Promise<T> {
  const body = await apiGet<StaticJsonResponse<T>>(staticJsonPath(name));
  if (!body?.success || body.data === null || body.data === undefined) throw new Error(body?.error || `Dataset ${name} has no data`);
  return body.data;
}
