/** @jest-environment jsdom */
import { CachePolicy } from "@/lib/client/cache-policy";
import { fetchDataset, readDataset, staticJsonPath } from "@/lib/client/datasets";
import { apiGet } from "@/lib/client/fetcher";

jest.mock("@/lib/client/fetcher", () => ({ apiGet: jest.fn() }));
const get = apiGet as jest.MockedFunction<typeof apiGet>;

const memoryCache = () => new CachePolicy({ storage: null, every: () => () => undefined });

beforeEach(() => get.mockReset());

describe("datasets in the browser", () => {
  it("asks /api/static-json with the dataset name as url", () => {
    expect(staticJsonPath("feature_breakdown_12_trending_games")).toBe("/static-json?url=feature_breakdown_12_trending_games");
  });

  it("answers data and serves a second read from the cache", async () => {
    const cache = memoryCache();
    get.mockResolvedValue({ success: true, data: [1, 2, 3], error: null });
    expect(await readDataset("game_ids", {}, cache)).toEqual([1, 2, 3]);
    expect(await readDataset("game_ids", {}, cache)).toEqual([1, 2, 3]);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith("/static-json?url=game_ids");
  });

  it("keeps a dataset 6 hours unless a tier is named", async () => {
    let now = 0;
    const cache = new CachePolicy({ storage: null, clock: { now: () => now }, every: () => () => undefined });
    get.mockResolvedValue({ success: true, data: "x", error: null });
    await readDataset("dashboard", {}, cache);
    await readDataset("trending", { tier: "short" }, cache);
    now = 5 * 60_000;
    await readDataset("dashboard", {}, cache);
    await readDataset("trending", { tier: "short" }, cache);
    expect(get.mock.calls.map(([path]) => path)).toEqual(["/static-json?url=dashboard", "/static-json?url=trending", "/static-json?url=trending"]);
  });

  it("logs a failure and returns nothing (000 §7), and does not cache it", async () => {
    const cache = memoryCache();
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    get.mockResolvedValueOnce({ success: false, data: null, error: "Dataset x has no data" });
    expect(await fetchDataset("x", {}, cache)).toBeNull();
    expect(error).toHaveBeenCalledWith("[datasets] Failed to fetch x", expect.objectContaining({ message: "Dataset x has no data" }));
    get.mockRejectedValueOnce(new Error("offline"));
    await expect(readDataset("x", {}, cache)).rejects.toThrow("offline");
    get.mockResolvedValueOnce({ success: true, data: { ok: 1 }, error: null });
    expect(await fetchDataset("x", {}, cache)).toEqual({ ok: 1 });
    error.mockRestore();
  });
});
