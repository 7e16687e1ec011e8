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
 *
 * While heavy requests ran at 100,000 games, this loop made a third of what the serving thread allocated: an iterator
 * that can be suspended by an `await` makes an object for every item (about 900 MB in 20 s), and `await undefined`
 * still makes a promise, each costing the async hooks of Next's request context. So it walks an array (or typed array)
 * by index, an iterable copied into an array first, and awaits only a turn.
 */
export async function eachInTurns<T>(items: ArrayLike<T> | Iterable<T>, visit: (item: T, index: number) => void, pass: TurnTaker = turnTaker()): Promise<void> {
  const list: ArrayLike<T> = "length" in items ? items : [...items];
  for (let index = 0; index < list.length;) {
    visit(list[index], index);
    if (++index % CLOCK_EVERY === 0) {
      const turn = pass();
      if (turn) await turn;
    }
  }
}

/**
 * A computation over every game written once as a generator that yields between items (`yield` costs no clock
 * read): run whole where nothing else waits (tests, scripts), or in turns on a serving thread.
 */
export type Steps<T> = Generator<void, T, void>;

/** Runs the steps to their end without handing the thread back. */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs the steps, reading the clock at each yield and handing the thread back once the budget is spent. */
export async function runStepsInTurns<T>(steps: Steps<T>, pass: TurnTaker = turnTaker()): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    const turn = pass();
    if (turn) await turn;
  }
}
