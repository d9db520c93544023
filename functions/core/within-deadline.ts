/** Thrown when a call has not answered within its deadline. */
export class DeadlinePassed extends Error {
  constructor(readonly ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/**
 * Runs a call with an abort signal that fires after `ms`, and stops waiting then even if the call ignores the
 * signal: a probe or a cache read answers within its deadline whatever the dependency does.
 */
export async function withinDeadline<T>(ms: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const passed = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new DeadlinePassed(ms));
    }, ms);
  });
  try {
    return await Promise.race([call(controller.signal), passed]);
  } finally {
    clearTimeout(timer);
  }
}
