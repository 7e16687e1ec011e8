import { anchoredAboveBar, clampPosition, clampSize, collapsedPosition, debounce, openingBox, throttle } from "@/lib/chat/geometry";
import { CHATBOX_STORAGE_KEY, readSavedBox, saveBox } from "@/lib/chat/storage";

const desktop = { width: 1280, height: 900 };

describe("chatbox size clamps (specification 000 §5)", () => {
  it("keeps a size within 320–800 wide and 400–700 high", () => {
    expect(clampSize({ width: 2000, height: 2000 }, { width: 3000, height: 3000 })).toEqual({ width: 800, height: 700 });
    expect(clampSize({ width: 100, height: 100 }, desktop)).toEqual({ width: 368, height: 400 });
  });
  it("never goes below the 368×400 minimum even though 320 is allowed by the range", () => {
    expect(clampSize({ width: 330, height: 420 }, desktop)).toEqual({ width: 368, height: 420 });
  });
  it("caps at 80% of the window", () => {
    expect(clampSize({ width: 800, height: 700 }, { width: 900, height: 800 })).toEqual({ width: 720, height: 640 });
  });
  it("keeps the minimum over the 80% cap while the window still fits it with its margins", () => {
    expect(clampSize({ width: 800, height: 700 }, { width: 420, height: 480 })).toEqual({ width: 368, height: 400 });
  });
  it("shrinks to the window less 20 px margins on a phone", () => {
    expect(clampSize({ width: 500, height: 600 }, { width: 390, height: 844 })).toEqual({ width: 350, height: 600 });
  });
  it("treats a corrupt size as the default size", () => {
    expect(clampSize({ width: Number.NaN, height: Number.POSITIVE_INFINITY }, desktop)).toEqual({ width: 420, height: 600 });
  });
});

describe("positions", () => {
  it("keeps 20 px from every edge", () => {
    expect(clampPosition({ x: -50, y: -50 }, { width: 400, height: 500 }, desktop)).toEqual({ x: 20, y: 20 });
    expect(clampPosition({ x: 5000, y: 5000 }, { width: 400, height: 500 }, desktop)).toEqual({ x: 860, y: 380 });
  });
  it("puts the collapsed bar bottom right, 20 px in, whatever was saved", () => {
    expect(collapsedPosition(desktop)).toEqual({ x: 1280 - 368 - 20, y: 900 - 36 - 20 });
  });
  it("anchors a chatbox opened from the bar above it, right edges aligned", () => {
    const box = anchoredAboveBar({ width: 420, height: 600 }, desktop);
    expect(box.x + box.width).toBe(1280 - 20);
    expect(box.y + box.height).toBeLessThanOrEqual(900 - 20 - 36);
  });
  it("restores a saved box clamped to a smaller window", () => {
    expect(openingBox({ x: 1500, y: 900, width: 800, height: 700 }, { width: 1000, height: 700 })).toEqual({ x: 180, y: 120, width: 800, height: 560 });
    expect(openingBox(null, desktop)).toEqual(anchoredAboveBar({ width: 420, height: 600 }, desktop));
  });
});

describe("saved box", () => {
  it("round-trips and rejects anything that is not four numbers", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    saveBox(storage, { x: 10.4, y: 20, width: 400, height: 500 });
    expect(readSavedBox(storage)).toEqual({ x: 10, y: 20, width: 400, height: 500 });
    store.set(CHATBOX_STORAGE_KEY, '{"x":"1","y":2,"width":3,"height":4}');
    expect(readSavedBox(storage)).toBeNull();
    store.set(CHATBOX_STORAGE_KEY, "not json");
    expect(readSavedBox(storage)).toBeNull();
  });
});

describe("timing helpers", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  it("throttles to one call per 32 ms, keeping the last of a burst", () => {
    let now = 0;
    const calls: number[] = [];
    const fn = throttle(
      (n: number) => calls.push(n),
      32,
      () => now,
    );
    fn(1);
    fn(2);
    fn(3);
    expect(calls).toEqual([1]);
    now = 32;
    jest.advanceTimersByTime(32);
    expect(calls).toEqual([1, 3]);
  });
  it("debounces to the last call after the quiet period", () => {
    const calls: number[] = [];
    const fn = debounce((n: number) => calls.push(n), 500);
    fn(1);
    jest.advanceTimersByTime(400);
    fn(2);
    jest.advanceTimersByTime(499);
    expect(calls).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual([2]);
  });
});
