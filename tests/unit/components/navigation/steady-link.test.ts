import { SOFT_NAVIGATION_GRACE_MS, stopWatchingNavigation, watchSoftNavigation } from "@/components/navigation/steady-link";

/** A window whose timers run when the test says and whose address the test moves. */
function fakeWindow(start: string) {
  const timers = new Map<number, () => void>();
  let next = 1;
  const assigned: string[] = [];
  const url = new URL(start);
  const view = {
    location: {
      get href() {
        return url.href;
      },
      get pathname() {
        return url.pathname;
      },
      get search() {
        return url.search;
      },
      assign: (to: string) => void assigned.push(to),
    },
    setTimeout: (callback: () => void, ms: number) => {
      expect(ms).toBe(SOFT_NAVIGATION_GRACE_MS);
      timers.set(next, callback);
      return next++;
    },
    clearTimeout: (handle: unknown) => void timers.delete(handle as number),
  };
  return {
    view,
    assigned,
    moveTo: (to: string) => void (url.href = new URL(to, url.href).href),
    runTimers: () => {
      const due = [...timers.values()];
      timers.clear();
      due.forEach((callback) => callback());
    },
  };
}

afterEach(() => stopWatchingNavigation());

describe("watchSoftNavigation", () => {
  it("loads the address as a whole page when the client-side navigation never arrives", () => {
    const page = fakeWindow("http://127.0.0.1/dashboard-page");
    watchSoftNavigation("?upcoming_page=2", page.view);
    page.runTimers();
    expect(page.assigned).toEqual(["http://127.0.0.1/dashboard-page?upcoming_page=2"]);
  });

  it("does nothing when the navigation arrived in time, also for a link that clears the query", () => {
    const page = fakeWindow("http://127.0.0.1/dashboard-page?upcoming_page=2");
    watchSoftNavigation("?", page.view);
    page.moveTo("/dashboard-page");
    page.runTimers();
    expect(page.assigned).toEqual([]);
  });

  it("watches only the newest click, so an older one never pulls the user back", () => {
    const page = fakeWindow("http://127.0.0.1/dashboard-page");
    watchSoftNavigation("?upcoming_page=2", page.view);
    page.moveTo("?upcoming_page=2");
    watchSoftNavigation("?upcoming_page=3", page.view);
    page.moveTo("?upcoming_page=3");
    page.runTimers();
    expect(page.assigned).toEqual([]);
  });

  it("ends the watch when it is stopped, even with the address unchanged", () => {
    const page = fakeWindow("http://127.0.0.1/dashboard-page");
    watchSoftNavigation("?upcoming_page=2", page.view);
    stopWatchingNavigation();
    page.runTimers();
    expect(page.assigned).toEqual([]);
  });

  it("does nothing when the user went somewhere else meanwhile, so a late watch never pulls the user away", () => {
    const page = fakeWindow("http://127.0.0.1/feature-breakdown-page?cls_id=13");
    watchSoftNavigation("/feature-breakdown-page?cls_id=61", page.view);
    page.moveTo("/game-breakdown-page?id=1");
    page.runTimers();
    expect(page.assigned).toEqual([]);
  });

  it("a link going away ends only the watch it started, not a newer click's", () => {
    const page = fakeWindow("http://127.0.0.1/dashboard-page");
    const older = watchSoftNavigation("?upcoming_page=2", page.view);
    watchSoftNavigation("/feature-breakdown-page?cls_id=61", page.view);
    stopWatchingNavigation(older);
    page.runTimers();
    expect(page.assigned).toEqual(["http://127.0.0.1/feature-breakdown-page?cls_id=61"]);
  });
});
