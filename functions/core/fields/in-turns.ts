import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Long geometry work written once as a generator that yields between its steps (a polygon, a pass over a ring),
 * run either at once (files read in tests and tools) or in turns, giving the event loop back at every yield: in
 * the local stage (one process for every function) and in a Lambda serving other work, a 10,000-vertex boundary
 * or a 50,000-vertex file then never holds the loop for more than one step.
 */
export type Steps<T> = Generator<void, T, void>;

export function runAtOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

export async function runInTurns<T>(steps: Steps<T>): Promise<T> {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    await nextTurn();
  }
}
