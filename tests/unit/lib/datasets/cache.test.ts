/**
 * @jest-environment node
 */
// The server's dataset cache: one build at a time per dataset, and the old copy answered while a new one is built
// once its tier has passed, so requests arriving during a slow build neither wait for it nor build it again.
import { cachedDataset, clearDatasetCache } from "@/lib/datasets/cache";

let version = 0;
let builds = 0;
let failNext = false;
let release: (() => void) | null = null;

jest.mock("server-only", () => ({}));
jest.mock("@/lib/graphql/context", () => ({ createContext: () => ({}) }));
// The day a dataset counts from when none is asked for: the market date, read from the data.
jest.mock("@/lib/data/market-date", () => ({
  getMarketDate: async () => ({ today: "2026-06-15", latestDay: "2026-06-14", stale: false, monthOfHistory: true }),
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
});

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
  await new Promise((resolve) => setTimeout(resolve, 40));
  // Stale: answered from the old copy without waiting, and the rebuild starts once for both requests.
  expect(await Promise.all([getDataset("dashboard"), getDataset("dashboard")])).toEqual([{ version: 1 }, { version: 1 }]);
  await finishBuild();
  expect(await getDataset("dashboard")).toEqual({ version: 2 });
  expect(builds).toBe(2);
});

it("keeps answering the old copy when a rebuild fails, and says so in the log", async () => {
  const logged = jest.spyOn(console, "error").mockImplementation(() => {});
  try {
    const first = getDataset("dashboard");
    await finishBuild();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 40));
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
