// Loops over every game (100,000 at the large size) run on the thread that answers every request. They hand it
// back to the event loop once they have held it for a few milliseconds, whatever one item costs, so a request that
// arrives meanwhile waits for a few milliseconds, not for the whole loop.

/** How long a loop holds the thread between two turns of the event loop. */
export const TURN_MS = 4;

/** Items visited between two reads of the clock (eachInTurns). */
const CLOCK_EVERY = 64;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A loop's clock: `await pass()` hands the thread back once `budgetMs` has passed since the last turn. */
export type TurnTaker = () => Promise<void> | undefined;

/**
 * A clock for loops that share one budget or whose items are large: `pass()` costs a clock read, and hands the thread
 * back (a promise to await) once `budgetMs` has passed since the last turn.
 */
export function turnTaker(budgetMs = TURN_MS): TurnTaker {
  let since = performance.now();
  return () => {
    if (performance.now() - since < budgetMs) return undefined;
    return nextTurn().then(() => {
      since = performance.now();
    });
  };
}

/**
 * Visits every item in order, reading the clock every 64 items and handing the thread back once the budget is spent.
 * Loops that follow one another hand in one `pass` to share its budget.
 */
export async function eachInTurns<T>(items: Iterable<T>, visit: (item: T, index: number) => void, pass: TurnTaker = turnTaker()): Promise<void> {
  let index = 0;
  for (const item of items) {
    visit(item, index);
    if (++index % CLOCK_EVERY === 0) await pass();
  }
}
