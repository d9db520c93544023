/**
 * Concurrent calls for the same key share one promise: 200 fields of a farm in one grid cell asked at once make one
 * upstream call. The entry is dropped when it settles, so a failure is never reused.
 */
const inFlight = new Map<string, Promise<unknown>>();

export function singleFlight<T>(key: string, work: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const promise = work().finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}
