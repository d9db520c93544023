import { currentConnection, isSlowConnection } from './connection';

/**
 * Low-data mode's state, one for the tab: the user's choice (kept in localStorage, so it holds across visits and
 * sign-ins on this phone) over the connection's guess. No choice yet: on while the connection is slow.
 */
export type LowDataChoice = 'on' | 'off' | null;

export const LOW_DATA_STORAGE_KEY = 'fieldwatch.lowData';

export interface LowDataState {
  /** Whether the app saves data now. */
  on: boolean;
  /** The user's own choice, null while the connection decides. */
  choice: LowDataChoice;
  /** The connection is slow (whatever the choice). */
  slow: boolean;
}

function readChoice(): LowDataChoice {
  try {
    const stored = localStorage.getItem(LOW_DATA_STORAGE_KEY);
    return stored === 'on' || stored === 'off' ? stored : null;
  } catch {
    // Storage refused (private mode, blocked): no remembered choice.
    return null;
  }
}

function compute(): LowDataState {
  const choice = readChoice();
  const slow = isSlowConnection(currentConnection());
  return { on: choice === null ? slow : choice === 'on', choice, slow };
}

let state: LowDataState | null = null;
const listeners = new Set<() => void>();

/** Reads the state again; true when it changed (the snapshot keeps its identity while it does not). */
function reread(): boolean {
  const next = compute();
  if (state && next.on === state.on && next.choice === state.choice && next.slow === state.slow) return false;
  state = next;
  return true;
}

function refresh() {
  if (reread()) for (const listener of listeners) listener();
}

/** Listens to the connection and to other tabs while anyone reads the state. */
function startWatching(): () => void {
  const connection = currentConnection();
  connection?.addEventListener('change', refresh);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOW_DATA_STORAGE_KEY || event.key === null) refresh();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    connection?.removeEventListener('change', refresh);
    window.removeEventListener('storage', onStorage);
  };
}

let stopWatching: (() => void) | null = null;

export function subscribeLowData(listener: () => void): () => void {
  if (listeners.size === 0) {
    stopWatching = startWatching();
    // The connection may have changed while nobody listened.
    reread();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopWatching?.();
      stopWatching = null;
    }
  };
}

export function getLowDataState(): LowDataState {
  // Nobody listens to the connection or the storage now: read them, so a first render is never stale.
  if (!state || listeners.size === 0) reread();
  return state as LowDataState;
}

/** The user's choice; remembered in this browser. */
export function chooseLowData(on: boolean): void {
  try {
    localStorage.setItem(LOW_DATA_STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Not remembered, but still applied below for this tab.
    state = { ...getLowDataState(), on, choice: on ? 'on' : 'off' };
    for (const listener of listeners) listener();
    return;
  }
  refresh();
}
