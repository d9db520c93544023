import { useSyncExternalStore } from 'react';
import { getDataUsed, subscribeDataUsed } from './data-used';

/** The bytes this session moved over the network, kept current. */
export function useDataUsed(): number {
  return useSyncExternalStore(subscribeDataUsed, getDataUsed);
}
