import { useSyncExternalStore } from 'react';
import { getLowDataState, subscribeLowData, type LowDataState } from './low-data-store';

/** Low-data mode with why it is on (the switch or the connection): for the data saver menu. */
export function useLowDataState(): LowDataState {
  return useSyncExternalStore(subscribeLowData, getLowDataState);
}

/**
 * True when the app should save data: no basemap tiles, small index thumbnails instead of tiled index layers,
 * lists paged, images only on a tap. On when the user switched it on, or when the connection is slow (saveData,
 * 2G, under 0.4 Mb/s) and the user has not switched it off.
 */
export function useLowData(): boolean {
  return useLowDataState().on;
}
