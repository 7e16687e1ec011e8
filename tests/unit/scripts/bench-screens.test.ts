// The research views `npm run bench` sends beside the heavy requests: each new, each understood by the page as sent.
import { marketResearchHref, parseMarketResearchQuery } from "@/lib/market-research/market-research-query";
import { researchViews } from "@/scripts/bench-screens";

const views = researchViews([11, 12, 13, 14, 15, 16, 17, 18], [1, 2, 3, 4, 5, 6]);
const queries = views.map((view) => parseMarketResearchQuery(new URL(view, "http://127.0.0.1").searchParams));

describe("researchViews", () => {
  it("asks for a different view every time", () => {
    expect(views.length).toBeGreaterThanOrEqual(300);
    expect(new Set(views).size).toBe(views.length);
  });

  it("sends only views the page understands, with no note about the address", () => {
    expect(queries.flatMap(({ notes }) => notes)).toEqual([]);
  });

  it("sends each view at its canonical address, which the page renders instead of redirecting", () => {
    expect(views.filter((view, index) => marketResearchHref(queries[index].query) !== view)).toEqual([]);
  });

  it("tries every sort in both directions and every kind of filter", () => {
    const sorts = new Set(queries.map(({ query }) => `${query.sort}:${query.direction}`));
    expect(sorts.size).toBe(24);
    const filtered = queries.filter(
      ({ query }) =>
        query.platformId !== null ||
        query.featureIds.length > 0 ||
        query.release !== "all" ||
        query.status !== "all" ||
        query.datapoint !== "all_games" ||
        query.sizes.length < 3,
    );
    expect(filtered.length / queries.length).toBeGreaterThan(0.9);
    expect(queries.some(({ query }) => query.featureIds.length === 2)).toBe(true);
    expect(queries.some(({ query }) => query.platformId !== null && query.sizes.length === 2)).toBe(true);
    expect(queries.some(({ query }) => query.status === "upcoming")).toBe(true);
    expect(queries.some(({ query }) => query.datapoint === "free_to_play")).toBe(true);
    expect(queries.some(({ query }) => query.release === "Last5Years")).toBe(true);
  });

  it("draws the ids it filters by from the market it is given", () => {
    const platforms = new Set(queries.map(({ query }) => query.platformId).filter((id) => id !== null));
    const features = new Set(queries.flatMap(({ query }) => query.featureIds));
    expect([...platforms].every((id) => id >= 1 && id <= 6)).toBe(true);
    expect([...features].every((id) => id >= 11 && id <= 18)).toBe(true);
  });
});
