import { eachInTurns, runSteps, runStepsInTurns, TURN_MS, turnTaker, type Steps } from "@/lib/server/turns";

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

  describe("steps (a computation that yields between items)", () => {
    /** Sums 1..count, a millisecond of the clock an item, yielding after each. */
    function* sum(count: number, visited: number[]): Steps<number> {
      let total = 0;
      for (let item = 1; item <= count; item++) {
        total += item;
        visited.push(item);
        clock += 1;
        yield;
      }
      return total;
    }

    it("run whole, give their result without handing the thread back", () => {
      const visited: number[] = [];
      let otherWorkRan = false;
      setImmediate(() => (otherWorkRan = true));
      expect(runSteps(sum(100, visited))).toBe(5_050);
      expect(visited).toHaveLength(100);
      expect(otherWorkRan).toBe(false);
    });

    it("run in turns, hand the thread back once the budget is spent and give the same result", async () => {
      const visited: number[] = [];
      const seenBetween: number[] = [];
      const running = runStepsInTurns(sum(100, visited));
      // After the first turn is taken, other work runs while the computation is part way through.
      setImmediate(() => seenBetween.push(visited.length));
      expect(visited.length).toBeLessThan(100);
      expect(await running).toBe(5_050);
      expect(seenBetween[0]).toBeGreaterThan(0);
      expect(seenBetween[0]).toBeLessThan(100);
    });
  });
});
