/** @jest-environment jsdom */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { PageViewTracker } from "@/components/analytics/page-view-tracker";

let pathname = "/";
let search = "";
jest.mock("next/navigation", () => ({
  usePathname: () => pathname,
  useSearchParams: () => new URLSearchParams(search),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("PageViewTracker", () => {
  let root: Root;
  let container: HTMLDivElement;
  const fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 201 }));

  const sent = () => fetchMock.mock.calls.map((call) => JSON.parse(((call as unknown[])[1] as RequestInit).body as string).path);

  async function navigate(location: string) {
    window.history.pushState(null, "", location);
    [pathname, search] = [window.location.pathname, window.location.search.slice(1)];
    await act(async () => root.render(<PageViewTracker />));
  }

  beforeEach(() => {
    fetchMock.mockClear();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    container = document.createElement("div");
    root = createRoot(container);
  });
  afterEach(() => act(() => root.unmount()));

  it("sends the location on the first load and on each navigation to another view, never a name", async () => {
    await navigate("/gamebreakdownpage?id=4");
    expect(sent()).toEqual(["/gamebreakdownpage?id=4"]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/page-views");
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin", keepalive: true });
    expect(Object.keys(JSON.parse(init.body as string))).toEqual(["path"]);

    await navigate("/gamebreakdownpage?id=4&period=weekly");
    expect(sent()).toHaveLength(1);

    await navigate("/game-breakdown-page?id=5");
    await navigate("/feature-breakdown-page?cls_id=9&feat=Racing");
    expect(sent()).toEqual(["/gamebreakdownpage?id=4", "/game-breakdown-page?id=5", "/feature-breakdown-page?cls_id=9&feat=Racing"]);
  });

  it("sends nothing for untracked screens, and counts a screen again after leaving it", async () => {
    await navigate("/");
    await navigate("/about");
    await navigate("/user-dashboard-page");
    await navigate("/");
    expect(sent()).toEqual(["/", "/"]);
  });

  it("keeps the page working when the call fails", async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError("offline")));
    await navigate("/search-page");
    expect(sent()).toEqual(["/search-page"]);
  });
});
