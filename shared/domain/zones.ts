/**
 * Productivity zones: the limits and defaults a zone layer is built with, and the colours its classes are drawn
 * in (lowest productivity first). Isomorphic (no node:*): the imagery worker, the zones Lambda and the web share it.
 */

/** How the averaged relative-productivity surface is cut into classes. */
export const ZONE_METHODS = ['quantile', 'natural-breaks'] as const;
export type ZoneMethod = (typeof ZONE_METHODS)[number];

export const ZONE_LIMITS = {
  minClasses: 3,
  maxClasses: 7,
  defaultClasses: 5,
  /** Seasons (calendar years) of imagery behind a layer by default, and at most. */
  defaultSeasons: 3,
  maxSeasons: 5,
  /** Clear scenes needed before a layer is built at all. */
  minScenes: 5,
  /** Zone parts (connected areas of one zone) smaller than this are merged into a neighbouring zone. */
  minPartHa: 0.2,
} as const;

export const DEFAULT_ZONE_METHOD: ZoneMethod = 'quantile';

/** Class colours for 3 to 7 zones, red (lowest) to green (highest). */
export const ZONE_COLOURS: Readonly<Record<number, readonly string[]>> = {
  3: ['#d7191c', '#ffffbf', '#1a9641'],
  4: ['#d7191c', '#fdae61', '#a6d96a', '#1a9641'],
  5: ['#d7191c', '#fdae61', '#ffffbf', '#a6d96a', '#1a9641'],
  6: ['#d73027', '#fc8d59', '#fee08b', '#d9ef8b', '#91cf60', '#1a9850'],
  7: ['#d73027', '#fc8d59', '#fee08b', '#ffffbf', '#d9ef8b', '#91cf60', '#1a9850'],
};

/** The colour of zone `zone` (1 = lowest) of a layer with `classes` zones. */
export function zoneColour(zone: number, classes: number): string {
  const colours = ZONE_COLOURS[classes] ?? ZONE_COLOURS[ZONE_LIMITS.defaultClasses] ?? [];
  return colours[Math.min(Math.max(zone, 1), colours.length) - 1] ?? '#888888';
}
