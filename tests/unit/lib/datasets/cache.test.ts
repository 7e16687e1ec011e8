/**
 * @jest-environment node
 */
// The server's dataset cache: one build at a time per dataset, and the old copy answered while a new one is built
// once its tier has passed, so requests arriving during a slow build neither wait for it nor build it again; and no
// rebuild at all when the data has not changed since the copy was built.
import { cachedDataset, clearDatasetCache } from "@/lib/datasets/cache";

let version = 0;
let builds = 0;
/** The data version the cache reads (games, companies, … the last import): a new import or market changes it. */
let dataVersion = "v1";
let versionReads = 0;
let failNext = false;
let release: (() => void) | null = null;

jest.mock("server-only", () => ({}));
jest.mock("@/lib/graphql/context", () => ({ createContext: () => ({}) }));
// The day a dataset counts from when none is asked for: the market date, read from the data.
jest.mock("@/lib/data/market-date", () => ({
  getMarketDate: async () => ({ today: "2026-06-15", latestDay: "2026-06-14", stale: false, monthOfHistory: true }),
}));
jest.mock("@/lib/data/lumos", () => ({
  getLumosDataVersion: async () => {
    versionReads += 1;
    return dataVersion;
  },
}));
jest.mock("@/lib/datasets/source", () => ({ directSource: () => ({}), graphqlSource: () => ({}) }));
// The tier of the test dataset is fresh for 20 ms.
jest.mock("@/lib/domain/cache-tiers", () => ({ CACHE_TIERS: { short: 20 } }));

/** The test dataset: each build waits for finishBuild, then fails or answers the next version. */
async function build() {
  builds += 1;
  await new Promise<void>((resolve) => (release = resolve));
  if (failNext) throw new Error("the database went away");
  version += 1;
  return { version };
}
const getDataset = (name: string) => cachedDataset(name, "short", build);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function finishBuild() {
  for (let tries = 0; !release && tries < 50; tries++) await settle();
  const done = release!;
  release = null;
  done();
  await settle();
}

beforeEach(() => {
  clearDatasetCache();
  version = 0;
  builds = 0;
  failNext = false;
  release = null;
  dataVersion = "v1";
  versionReads = 0;
});

/** The clock the cache's 5 s reading of the data version goes by, moved on by `later`. */
let clockShift = 0;
const realNow = Date.now.bind(Date);
jest.spyOn(Date, "now").mockImplementation(() => realNow() + clockShift);

/** Past the test tier (20 ms) and past the cache's last reading of the data version, which is now `next`. */
async function later(next: string) {
  dataVersion = next;
  clockShift += 6_000;
  await new Promise((resolve) => setTimeout(resolve, 40));
}

it("builds a dataset once for every request that asks while it is being built", async () => {
  const asked = Array.from({ length: 5 }, () => getDataset("dashboard"));
  await finishBuild();
  expect(await Promise.all(asked)).toEqual(Array(5).fill({ version: 1 }));
  expect(builds).toBe(1);
});

it("answers the old copy at once when its tier has passed, while one new copy is built", async () => {
  const first = getDataset("dashboard");
  await finishBuild();
  expect(await first).toEqual({ version: 1 });
  await later("v2");
  // Stale, and the data changed: answered from the old copy without waiting, and the rebuild starts once for both requests.
  expect(await Promise.all([getDataset("dashboard"), getDataset("dashboard")])).toEqual([{ version: 1 }, { version: 1 }]);
  await finishBuild();
  expect(await getDataset("dashboard")).toEqual({ version: 2 });
  expect(builds).toBe(2);
});

it("keeps the copy, fresh for another tier, when the data has not changed since it was built", async () => {
  const first = getDataset("dashboard");
  await finishBuild();
  expect(await first).toEqual({ version: 1 });
  await later("v1");
  expect(await getDataset("dashboard")).toEqual({ version: 1 });
  await settle();
  expect(await getDataset("dashboard")).toEqual({ version: 1 });
  expect(builds).toBe(1);
  // Renewed: within the next tier the data version is not even read again.
  const reads = versionReads;
  expect(await getDataset("dashboard")).toEqual({ version: 1 });
  expect(versionReads).toBe(reads);
  // Once the data changes, the next passing of the tier builds it again.
  await later("v2");
  expect(await getDataset("dashboard")).toEqual({ version: 1 });
  await finishBuild();
  expect(await getDataset("dashboard")).toEqual({ version: 2 });
  expect(builds).toBe(2);
});

it("reads the data version once for every dataset whose tier passes within a few seconds", async () => {
  for (const name of ["dashboard", "market_summary"]) {
    const asked = getDataset(name);
    await finishBuild();
    await asked;
  }
  const reads = versionReads;
  await later("v1");
  await Promise.all([getDataset("dashboard"), getDataset("market_summary")]);
  await settle();
  expect(versionReads - reads).toBe(1);
  expect(builds).toBe(2);
});

it("keeps answering the old copy when a rebuild fails, and says so in the log", async () => {
  const logged = jest.spyOn(console, "error").mockImplementation(() => {});
  try {
    const first = getDataset("dashboard");
    await finishBuild();
    await first;
    await later("v2");
    failNext = true;
    expect(await getDataset("dashboard")).toEqual({ version: 1 });
    await finishBuild();
    expect(await getDataset("dashboard")).toEqual({ version: 1 });
    expect(logged).toHaveBeenCalledWith("[datasets] dashboard could not be built:", "the database went away");
  } finally {
    logged.mockRestore();
  }
});

it("answers null for a dataset that has never been built and cannot be", async () => {
  const logged = jest.spyOn(console, "error").mockImplementation(() => {});
  try {
    failNext = true;
    const asked = getDataset("dashboard");
    await finishBuild();
    expect(await asked).toBeNull();
  } finally {
    logged.mockRestore();
  }
});

it("hands every reader the same frozen value, so no reader can change it for the others", async () => {
  const asked = [getDataset("dashboard"), getDataset("dashboard")];
  await finishBuild();
  const [first, second] = await Promise.all(asked);
  expect(first).toBe(second);
  expect(Object.isFrozen(first)).toBe(true);
  expect(() => {
    (first as { version: number }).version = 99;
  }).toThrow(TypeError);
  expect(await getDataset("dashboard")).toEqual({ version: 1 });
});
