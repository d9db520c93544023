import { useSyncExternalStore } from 'react';
import type { OverlayStatus } from './components/fields-index-overlay';

/**
 * The index overlay's status, for the legend panel beside the map. Held outside React's state so that a change (one
 * per field as its dates come in: twenty on a team of twenty fields) redraws the panel alone, not the whole
 * dashboard that holds both the overlay and the panel.
 */
export interface OverlayStatusStore {
  get: () => OverlayStatus | null;
  set: (status: OverlayStatus) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createOverlayStatusStore(): OverlayStatusStore {
  let current: OverlayStatus | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (status) => {
      current = status;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useOverlayStatus(store: OverlayStatusStore): OverlayStatus | null {
  return useSyncExternalStore(store.subscribe, store.get);
}
