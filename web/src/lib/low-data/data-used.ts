/**
 * The bytes this session moved over the network, as the browser's own timing entries tell them: each page load
 * ('navigation') and each request ('resource': scripts, API answers, tiles, images) has a `transferSize`, the bytes
 * that crossed the network with headers. What the service worker or the HTTP cache answered counts 0 (or a few
 * hundred bytes for a revalidation), which is the point: that is data the user did not pay for. Other origins that
 * send no Timing-Allow-Origin (basemap tiles) count 0 too: the figure is a floor, the app's own traffic in full.
 */

/** The part of a PerformanceEntry that is counted. */
interface TimedEntry {
  entryType: string;
  transferSize?: number;
}

/** The bytes these entries moved: the sum of their transfer sizes, the rest ignored. */
export function transferredBytes(entries: Iterable<TimedEntry>): number {
  let total = 0;
  for (const entry of entries) {
    if (entry.entryType !== 'resource' && entry.entryType !== 'navigation') continue;
    const size = entry.transferSize;
    if (typeof size === 'number' && Number.isFinite(size) && size > 0) total += size;
  }
  return total;
}

/** Room for a long session's requests in the browser's buffer (250 by default), read once when counting starts. */
const TIMING_BUFFER = 5000;

let bytes = 0;
let observer: PerformanceObserver | null = null;
const listeners = new Set<() => void>();

function add(entries: Iterable<TimedEntry>) {
  const more = transferredBytes(entries);
  if (more === 0) return;
  bytes += more;
  for (const listener of listeners) listener();
}

/**
 * Starts counting (once a tab): entries since the page loaded come buffered, later ones as they finish. Without
 * PerformanceObserver (old browsers, tests) the figure stays 0.
 */
export function startCountingData(): void {
  if (observer || typeof PerformanceObserver === 'undefined') return;
  try {
    performance.setResourceTimingBufferSize?.(TIMING_BUFFER);
  } catch {
    // Not everywhere: the buffered entries are then the first 250.
  }
  observer = new PerformanceObserver((list) => add(list.getEntries()));
  for (const type of ['navigation', 'resource']) {
    try {
      observer.observe({ type, buffered: true });
    } catch {
      // A browser without this entry type counts the others.
    }
  }
}

export function subscribeDataUsed(listener: () => void): () => void {
  startCountingData();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getDataUsed(): number {
  return bytes;
}
