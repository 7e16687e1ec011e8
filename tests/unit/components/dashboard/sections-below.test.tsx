/** @jest-environment jsdom */
// The dashboard's sections below the fold are read after the page, in one request: what the user sees while they
// come, once they came, when they could not be read, and while another page of upcoming games comes.
import { act, render, screen, within } from "@testing-library/react";
import { DashboardSectionsBelow, MarketMoversSection } from "@/components/dashboard/sections-below";
import { dashboardHref } from "@/lib/dashboard/hrefs";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }) }));

const feature = (cls_id: number, cls_rank: number, cls_name: string) => ({ cls_id, cls_rank, cls_name, market_share: 0.2 });
const upcomingPage = (currentPage: number, titles: string[]) => ({
  data: titles.map((title, index) => ({ game_id: currentPage * 100 + index, title, release_date: "2026-12-24", release_date_time: "2026-12-24T00:00:00Z" })),
  pageInfo: {
    total: 25,
    perPage: 10,
    currentPage,
    lastPage: 3,
    from: 1,
    to: titles.length,
    prevPage: currentPage > 1 ? currentPage - 1 : null,
    nextPage: currentPage < 3 ? currentPage + 1 : null,
  },
});
const parts = (page: number, titles: string[]) => ({
  topFeatures: { genres: [feature(1, 1, "Action")], themes: [feature(2, 1, "Fantasy")], subGenres: [feature(3, 1, "Roguelike")] },
  marketMovers: {
    revenue: [{ game_id: 7, title: "Sunken Isle Survivors", weekly_revenue: 120_000, revenue_change: 0.12 }],
    sentiment: [],
    wishlists: [],
  },
  upcoming: upcomingPage(page, titles),
});

/** fetch answering each URL when the test says, in the order asked (jsdom has no Response: the fields read). */
function pendingFetch() {
  const asked: Array<{ url: string; answer: (body: unknown, status?: number) => Promise<void> }> = [];
  global.fetch = jest.fn(
    (url: string) =>
      new Promise((resolve) => {
        asked.push({
          url,
          answer: async (body, status = 200) => {
            await act(async () => resolve({ ok: status < 400, status, json: async () => body }));
          },
        });
      }),
  ) as unknown as typeof fetch;
  return asked;
}

describe("DashboardSectionsBelow", () => {
  it("shows skeletons, then the top features, market movers and upcoming games from one request", async () => {
    const asked = pendingFetch();
    render(<DashboardSectionsBelow upcomingPage={1} dataSource="cache" params={{}} />);
    expect(screen.getByRole("status", { name: "Loading Top features" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading Upcoming games" })).toBeInTheDocument();
    expect(asked.map((request) => request.url)).toEqual(["/api/dashboard/sections?upcoming_page=1&dataSource=cloudfront"]);
    await asked[0].answer({ success: true, data: parts(1, ["Moonfall"]) });
    expect(within(screen.getByTestId("top-features-genres")).getByText(/Action/)).toBeInTheDocument();
    expect(within(screen.getByTestId("movers-revenue")).getByText("Sunken Isle Survivors")).toBeInTheDocument();
    expect(within(screen.getByTestId("upcoming-table")).getByText("Moonfall")).toBeInTheDocument();
    expect(screen.getByTestId("upcoming-page")).toHaveTextContent("Page 1 of 3");
    expect(screen.getByTestId("upcoming-next")).toHaveAttribute("href", "?upcoming_page=2");
  });

  it("says each section could not be loaded when the request fails", async () => {
    const asked = pendingFetch();
    render(<DashboardSectionsBelow upcomingPage={1} dataSource="graphql" params={{ dataSource: "graphql" }} />);
    expect(asked[0].url).toBe("/api/dashboard/sections?upcoming_page=1&dataSource=graphql");
    await asked[0].answer({ success: false }, 503);
    expect(screen.getAllByText(/could not be loaded/i)).toHaveLength(3);
  });

  it("keeps the features and movers while another page of upcoming games comes, and never shows the old page as the new", async () => {
    const asked = pendingFetch();
    const { rerender } = render(<DashboardSectionsBelow upcomingPage={1} dataSource="cache" params={{ overview: "12m" }} />);
    await asked[0].answer({ success: true, data: parts(1, ["Moonfall"]) });
    rerender(<DashboardSectionsBelow upcomingPage={2} dataSource="cache" params={{ overview: "12m", upcoming_page: "2" }} />);
    expect(asked[1].url).toBe("/api/dashboard/sections?upcoming_page=2&dataSource=cloudfront");
    expect(within(screen.getByTestId("top-features-genres")).getByText(/Action/)).toBeInTheDocument();
    expect(screen.queryByText("Moonfall")).toBeNull();
    expect(screen.getByRole("status", { name: "Loading Upcoming games" })).toBeInTheDocument();
    await asked[1].answer({ success: true, data: parts(2, ["Starward"]) });
    expect(within(screen.getByTestId("upcoming-table")).getByText("Starward")).toBeInTheDocument();
    expect(screen.getByTestId("upcoming-prev")).toHaveAttribute("href", "?overview=12m");
    expect(screen.getByTestId("upcoming-next")).toHaveAttribute("href", "?overview=12m&upcoming_page=3");
  });
});

describe("dashboardHref", () => {
  it("changes one parameter, keeps the others, and leaves out one set to null", () => {
    expect(dashboardHref({ overview: "12m", mockData: "true" }, "upcoming_page", "3")).toBe("?overview=12m&mockData=true&upcoming_page=3");
    expect(dashboardHref({ upcoming_page: "3" }, "upcoming_page", null)).toBe("?");
  });
});

describe("MarketMoversSection", () => {
  it("says what an empty table's change needs (one imported snapshot has no week or month before, and no wishlists)", () => {
    render(<MarketMoversSection movers={{ ...parts(1, []).marketMovers, sentiment: [], wishlists: [] } as never} />);
    expect(within(screen.getByTestId("movers-revenue")).getByText("Sunken Isle Survivors")).toBeInTheDocument();
    const section = screen.getByTestId("section-movers");
    expect(section).toHaveTextContent("A month-on-month change needs two months of sentiment scores; the data holds fewer.");
    expect(section).toHaveTextContent("A change over 4 weeks needs five weeks of wishlist counts; the data holds fewer.");
    expect(section).not.toHaveTextContent("week-on-week change needs");
  });
});
