import { TURN_MS, turnTaker } from "@/lib/server/turns";

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
});
