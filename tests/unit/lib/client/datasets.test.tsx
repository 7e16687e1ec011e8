/** @jest-environment jsdom */
import { act, renderHook, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import { CachePolicy, type CacheStorage } from "@/lib/client/cache-policy";
import { staticJsonPath } from "@/lib/client/datasets";
import { apiGet } from "@/lib/client/fetcher";
import { PolicyCache } from "@/lib/client/swr-cache";
import { useApi, useDataset } from "@/lib/client/swr";
import { swrOptions } from "@/lib/client/swr-provider";

jest.mock("@/lib/client/fetcher", () => ({ apiGet: jest.fn() }));
const get = apiGet as jest.MockedFunction<typeof apiGet>;

function memoryStorage(): CacheStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

/** A page with its own cache policy over a fake clock and storage; SWR's 2 s deduplication is off so reads are counted. */
function page({ now = () => 0, storage = memoryStorage() }: { now?: () => number; storage?: CacheStorage } = {}) {
  const policy = new CachePolicy({ storage, clock: { now }, every: () => () => undefined });
  const cache = new PolicyCache(policy);
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <SWRConfig value={{ ...swrOptions, provider: () => cache, dedupingInterval: 0 }}>{children}</SWRConfig>
  );
  return { policy, cache, wrapper };
}

beforeEach(() => get.mockReset());

describe("datasets in the browser", () => {
  it("asks /api/static-json with the dataset name as url", () => {
    expect(staticJsonPath("feature_breakdown_12_trending_games")).toBe("/static-json?url=feature_breakdown_12_trending_games");
  });

  it("answers data and serves a second reader from the cache, counted as a miss then a hit", async () => {
    const { policy, wrapper } = page();
    get.mockResolvedValue({ success: true, data: [1, 2, 3], error: null });
    const first = renderHook(() => useDataset<number[]>("game_ids"), { wrapper });
    await waitFor(() => expect(first.result.current.data).toEqual([1, 2, 3]));
    const second = renderHook(() => useDataset<number[]>("game_ids"), { wrapper });
    await waitFor(() => expect(second.result.current.data).toEqual([1, 2, 3]));
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith("/static-json?url=game_ids");
    expect(policy.stats()).toMatchObject({ hits: 1, misses: 1, size: 1 });
  });

  it("keeps a dataset 6 hours unless a tier is named, and persists it in local storage", async () => {
    let now = 0;
    const storage = memoryStorage();
    const { wrapper } = page({ now: () => now, storage });
    get.mockResolvedValue({ success: true, data: "x", error: null });
    const read = async (name: string, tier?: "short") => {
      const { result, unmount } = renderHook(() => useDataset<string>(name, { tier }), { wrapper });
      await waitFor(() => expect(result.current.data).toBe("x"));
      unmount();
    };
    await read("dashboard");
    await read("trending", "short");
    expect(JSON.parse(storage.items.get("lumos.cache")!).entries.map(([key]: [string]) => key)).toEqual(["dataset:dashboard", "dataset:trending"]);
    now = 5 * 60_000;
    await read("dashboard");
    await read("trending", "short");
    expect(get.mock.calls.map(([path]) => path)).toEqual(["/static-json?url=dashboard", "/static-json?url=trending", "/static-json?url=trending"]);
  });

  it("starts warm from what a previous visit stored", async () => {
    const storage = memoryStorage();
    get.mockResolvedValue({ success: true, data: { players: 7 }, error: null });
    const before = page({ storage });
    const first = renderHook(() => useDataset("dashboard"), { wrapper: before.wrapper });
    await waitFor(() => expect(first.result.current.data).toEqual({ players: 7 }));
    const after = page({ storage });
    const again = renderHook(() => useDataset("dashboard"), { wrapper: after.wrapper });
    await waitFor(() => expect(again.result.current.data).toEqual({ players: 7 }));
    expect(get).toHaveBeenCalledTimes(1);
  });

  it("logs a failure (000 §7), reports it, does not cache it, and reads again on mutate()", async () => {
    const { policy, wrapper } = page();
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    get.mockResolvedValueOnce({ success: false, data: null, error: "Dataset x has no data" });
    const { result } = renderHook(() => useDataset("x"), { wrapper });
    await waitFor(() => expect(result.current.error?.message).toBe("Dataset x has no data"));
    expect(error).toHaveBeenCalledWith("[datasets] Failed to fetch x", expect.objectContaining({ message: "Dataset x has no data" }));
    expect(policy.size).toBe(0);
    get.mockResolvedValueOnce({ success: true, data: { ok: 1 }, error: null });
    await act(async () => void (await result.current.mutate()));
    expect(result.current.data).toEqual({ ok: 1 });
    expect(result.current.error).toBeUndefined();
    error.mockRestore();
  });

  it("keeps personal reads out of local storage", async () => {
    const storage = memoryStorage();
    const { wrapper } = page({ storage });
    get.mockResolvedValue({ invitations: [{ email: "a@b.c" }] });
    const { result } = renderHook(() => useApi("/invitations?status=pending", { persist: false }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ invitations: [{ email: "a@b.c" }] }));
    expect(storage.items.get("lumos.cache") ?? "").not.toContain("a@b.c");
  });
});
