// Loops over every game (100,000 at the large size) run on the thread that answers every request. They hand it
// back to the event loop once they have held it for a few milliseconds, whatever one item costs, so a request that
// arrives meanwhile waits for a few milliseconds, not for the whole loop.

/** How long a loop holds the thread between two turns of the event loop. */
export const TURN_MS = 4;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A loop's clock: `await pass()` between items hands the thread back once `budgetMs` has passed since the last turn,
 * and otherwise costs a clock read. Call it every few dozen items when an item costs under a microsecond.
 */
export function turnTaker(budgetMs = TURN_MS): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < budgetMs) return undefined;
    return nextTurn().then(() => {
      since = performance.now();
    });
  };
}
