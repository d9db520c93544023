export interface WaitOptions<T> {
  /** How long the condition may take to hold before the wait fails. */
  timeoutMs: number;
  /** Pause between two checks. */
  intervalMs?: number;
  /** Says what never happened; given the last value checked, it can say where things stood. */
  message: string | ((last: T | undefined) => string);
}

/**
 * Checks `probe` until it returns a truthy value and returns that value. A test waits on the state it needs
 * rather than sleeping a fixed time: as fast as the system allows on a quiet machine, and a clear failure
 * (instead of a confusing assertion later) when a slow one never gets there.
 */
export async function waitFor<T>(probe: () => T | Promise<T>, options: WaitOptions<T>): Promise<NonNullable<T>> {
  const { timeoutMs, intervalMs = 200, message } = options;
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await probe();
    if (last) return last as NonNullable<T>;
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, Math.min(intervalMs, Math.max(0, deadline - Date.now()))));
  }
  const text = typeof message === 'function' ? message(last) : message;
  throw new Error(`${text} (waited ${timeoutMs} ms)`);
}
