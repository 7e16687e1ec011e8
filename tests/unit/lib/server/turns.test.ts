import { eachInTurns, TURN_MS, turnTaker } from "@/lib/server/turns";

describe("turnTaker", () => {
  let clock = 0;
  let now: jest.SpyInstance;
  beforeEach(() => {
    clock = 1_000;
    now = jest.spyOn(performance, "now").mockImplementation(() => clock);
  });
  afterEach(() => now.mockRestore());

  it("keeps the thread until the budget is spent, then hands it to the event loop once", async () => {
    const pass = turnTaker();
    clock += TURN_MS - 1;
    expect(pass()).toBeUndefined();
    clock += 1;
    let ranBetween = false;
    setImmediate(() => (ranBetween = true));
    const turn = pass();
    expect(turn).toBeInstanceOf(Promise);
    expect(ranBetween).toBe(false);
    await turn;
    expect(ranBetween).toBe(true);
  });

  it("starts the budget afresh after each turn", async () => {
    const pass = turnTaker(10);
    clock += 10;
    await pass();
    clock += 9;
    expect(pass()).toBeUndefined();
    clock += 1;
    expect(pass()).toBeInstanceOf(Promise);
  });

  it("visits every item in order and hands the thread back between items once the budget is spent", async () => {
    const seen: Array<[number, number]> = [];
    let turnsTaken = 0;
    // Each item costs a millisecond of the clock: a 4 ms budget is spent long before 1,000 items.
    const visiting = eachInTurns(
      Array.from({ length: 1_000 }, (_, index) => index * 2),
      (item, index) => {
        seen.push([item, index]);
        clock += 1;
      },
    );
    // Counted on the event loop's own turns (setImmediate), not on a timer: a timer of 1 ms need not fire at all while
    // 15 turns take less than a millisecond of the real clock.
    let visited = false;
    const tick = () => {
      turnsTaken++;
      if (!visited) setImmediate(tick);
    };
    setImmediate(tick);
    await visiting;
    visited = true;
    expect(seen).toEqual(Array.from({ length: 1_000 }, (_, index) => [index * 2, index]));
    // 1,000 items read the clock 15 times (every 64), each time with the budget spent: 15 turns, and another callback
    // ran between each two of them.
    expect(turnsTaken).toBeGreaterThanOrEqual(14);
  });

  it("stays on the thread while the budget lasts: a loop within it ends before anything else runs", async () => {
    const seen: number[] = [];
    let otherWorkRan = false;
    queueMicrotask(() => (otherWorkRan = true));
    // The clock stands still, so the budget is never spent: 1,000 items read it 15 times and never take a turn.
    const visiting = eachInTurns(
      Array.from({ length: 1_000 }, (_, index) => index),
      (item) => seen.push(item),
    );
    expect(seen).toHaveLength(1_000);
    expect(otherWorkRan).toBe(false);
    await visiting;
  });
});
