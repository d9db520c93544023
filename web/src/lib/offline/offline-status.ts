import { useSyncExternalStore } from 'react';

/** What the offline banner says: whether the network is missing, and since when the data on screen was kept. */
export interface OfflineStatus {
  /** The browser says it is offline, or the last read got no answer at all. */
  offline: boolean;
  /** The oldest savedAt of the kept answers shown since the network went missing (ISO), null when none was. */
  keptSince: string | null;
  /** Set when the network came back after being missing (ms since epoch), for the brief "Back online". */
  backAt: number | null;
}

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

let noAnswer = false;
let status: OfflineStatus = { offline: browserOffline(), keptSince: null, backAt: null };
const listeners = new Set<() => void>();

function update(next: Partial<OfflineStatus>): void {
  const merged = { ...status, ...next };
  if (merged.offline === status.offline && merged.keptSince === status.keptSince && merged.backAt === status.backAt) return;
  status = merged;
  for (const listener of listeners) listener();
}

function recompute(): void {
  const offline = browserOffline() || noAnswer;
  if (offline) update({ offline, backAt: null });
  else if (status.offline) update({ offline, keptSince: null, backAt: Date.now() });
}

/** A read answered from the phone's kept data, saved at `savedAt`: the banner names the oldest one shown. */
export function keptAnswerShown(savedAt: string): void {
  if (status.keptSince === null || savedAt < status.keptSince) update({ keptSince: savedAt });
}

/** A read got no answer at all (status 0). */
export function networkMissing(): void {
  noAnswer = true;
  recompute();
}

/** A read was answered by the API: the network is there. */
export function networkAnswered(): void {
  if (!noAnswer && !status.offline) return;
  noAnswer = false;
  recompute();
}

/** The browser's online/offline events. Online is a hint the next read confirms or not (a captive portal, a dead mast). */
function browserChanged(): void {
  if (navigator.onLine) noAnswer = false;
  recompute();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('online', browserChanged);
    window.addEventListener('offline', browserChanged);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('online', browserChanged);
      window.removeEventListener('offline', browserChanged);
    }
  };
}

/** The offline status, kept in step with the browser's online/offline events and the reads' answers. */
export function useOfflineStatus(): OfflineStatus {
  return useSyncExternalStore(subscribe, () => status);
}
