import { Entity, type EntityItem } from 'electrodb';
import { INDEX } from './imagery-entities';

/**
 * Field index statistics, in the statistics table (no point-in-time recovery: they are recomputable from the
 * imagery). One item per (field, index, acquisition day) under the team's partition, `TEAM#<team>` /
 * `STAT#<field>#<index>#<date>`, so a field's series of one index is one Query on a sort-key range. A day's
 * same-date scenes (neighbouring tiles) are mosaicked, so the day is the unit; its scene ids are kept on the item.
 *
 * Stored names are short (`field`): an item is written once per field, index and day for years, and DynamoDB bills
 * every attribute name in every item; the histogram is stored as rows of numbers (stat-store.ts). The first shape
 * (LegacyFieldIndexStatEntity, in the main table) is still read.
 */
const SERVICE = 'fieldwatch';
const now = () => new Date().toISOString();

export const FieldIndexStatEntity = new Entity({
  model: { entity: 'stat', version: '2', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true, field: 't' },
    fieldId: { type: 'string', required: true, field: 'f' },
    index: { type: INDEX, required: true, field: 'i' },
    /** UTC day of the acquisition (YYYY-MM-DD). */
    date: { type: 'string', required: true, field: 'd' },
    datetime: { type: 'string', required: true, field: 'dt' },
    sceneIds: { type: 'list', items: { type: 'string' }, required: true, field: 'sc' },
    epsg: { type: 'number', required: true, field: 'ep' },
    sceneCloudPercent: { type: 'number', field: 'scc' },
    fieldCloudPercent: { type: 'number', field: 'fcc' },
    areaHa: { type: 'number', required: true, field: 'ha' },
    pixelCount: { type: 'number', required: true, field: 'pc' },
    dataPixelCount: { type: 'number', required: true, field: 'dpc' },
    validPixelCount: { type: 'number', required: true, field: 'vpc' },
    validFraction: { type: 'number', required: true, field: 'vf' },
    lowConfidence: { type: 'boolean', required: true, field: 'lc' },
    sclAvailable: { type: 'boolean', required: true, field: 'scl' },
    /** Absent when no pixel is valid (never NaN). */
    min: { type: 'number', field: 'mn' },
    max: { type: 'number', field: 'mx' },
    mean: { type: 'number', field: 'av' },
    stDev: { type: 'number', field: 'sd' },
    p10: { type: 'number', field: 'p1' },
    p50: { type: 'number', field: 'p5' },
    p90: { type: 'number', field: 'p9' },
    /** The histogram's bins as JSON text (rows `[lowEdge, highEdge, mean, count]`; the first shape's objects read too). */
    histogram: { type: 'string', required: true, field: 'h' },
    notes: { type: 'list', items: { type: 'string' }, field: 'n' },
    /** Digest of the boundary the statistic was computed for: a reshaped field's old values are not reused. */
    boundaryHash: { type: 'string', required: true, field: 'b' },
    engineVersion: { type: 'number', required: true, field: 'ev' },
    computedAt: { type: 'string', required: true, default: now, field: 'at' },
  },
  indexes: {
    byField: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['fieldId', 'index', 'date'], template: 'STAT#${fieldId}#${index}#${date}' },
    },
  },
});

export type FieldIndexStatItem = EntityItem<typeof FieldIndexStatEntity>;

/**
 * Field radar statistics, beside the optical ones: one item per (field, Sentinel-1 acquisition) under the team's
 * partition, `TEAM#<team>` / `RADAR#<field>#<date>#<relativeOrbit>` (two passes of one day on different orbits are
 * two items), so a field's radar series is one Query. Backscatter is kept as linear means and medians; dB, the ratio
 * and RVI follow from them (radar-store.ts). An acquisition without a valid pixel is stored without them, so it is
 * not computed again. `orbit` is the relative orbit as text (`-` when the catalogue gives none).
 */
export const FieldRadarStatEntity = new Entity({
  model: { entity: 'radar', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true, field: 't' },
    fieldId: { type: 'string', required: true, field: 'f' },
    /** UTC day of the acquisition (YYYY-MM-DD). */
    date: { type: 'string', required: true, field: 'd' },
    orbit: { type: 'string', required: true, field: 'o' },
    datetime: { type: 'string', required: true, field: 'dt' },
    sceneIds: { type: 'list', items: { type: 'string' }, required: true, field: 'sc' },
    platform: { type: 'string', field: 'pl' },
    orbitState: { type: ['ascending', 'descending'] as const, field: 'os' },
    relativeOrbit: { type: 'number', field: 'ro' },
    pixelCount: { type: 'number', required: true, field: 'pc' },
    validPixelCount: { type: 'number', required: true, field: 'vpc' },
    lowConfidence: { type: 'boolean', required: true, field: 'lc' },
    /** Linear gamma0 means and medians; absent when no pixel is valid. */
    vvMean: { type: 'number', field: 'vva' },
    vvMedian: { type: 'number', field: 'vvm' },
    vhMean: { type: 'number', field: 'vha' },
    vhMedian: { type: 'number', field: 'vhm' },
    boundaryHash: { type: 'string', required: true, field: 'b' },
    engineVersion: { type: 'number', required: true, field: 'ev' },
    computedAt: { type: 'string', required: true, default: now, field: 'at' },
  },
  indexes: {
    byField: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['fieldId', 'date', 'orbit'], template: 'RADAR#${fieldId}#${date}#${orbit}' },
    },
  },
});

export type FieldRadarStatItem = EntityItem<typeof FieldRadarStatEntity>;

/**
 * A field's averaged relative-productivity surface, the expensive part of its productivity zones (zone-store.ts):
 * one item per field, `TEAM#<team>` / `ZONES#<field>`, written by the imagery worker when new clear days change the
 * seasons or scenes behind it; the zones route cuts classes from it on request. The surface's pixels are stored
 * gzip-compressed (relative values as 1/10000ths in 16 bits, then scene counts), base64.
 */
export const FieldZoneSurfaceEntity = new Entity({
  model: { entity: 'zoneSurface', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true, field: 't' },
    fieldId: { type: 'string', required: true, field: 'f' },
    /** ready: a surface is stored; insufficient: too few clear days behind it (no surface). */
    status: { type: ['ready', 'insufficient'] as const, required: true, field: 's' },
    /** Seasons (years) and clear stored days the surface was built from: what decides when to build it again. */
    seasons: { type: 'list', items: { type: 'number' }, required: true, field: 'ys' },
    candidates: { type: 'number', required: true, field: 'cd' },
    /** Days the surface really holds (those the engine found clear and not bare). */
    sceneCount: { type: 'number', required: true, field: 'n' },
    epsg: { type: 'number', field: 'ep' },
    originX: { type: 'number', field: 'ox' },
    originY: { type: 'number', field: 'oy' },
    res: { type: 'number', field: 'r' },
    windowX: { type: 'number', field: 'wx' },
    windowY: { type: 'number', field: 'wy' },
    width: { type: 'number', field: 'w' },
    height: { type: 'number', field: 'h' },
    pixels: { type: 'string', field: 'px' },
    dates: { type: 'list', items: { type: 'string' }, field: 'dd' },
    /** Every layer (classes × method) cut from the surface when it was built, gzipped JSON: what GET /zones/ answers. */
    layers: { type: 'string', field: 'lz' },
    boundaryHash: { type: 'string', required: true, field: 'b' },
    engineVersion: { type: 'number', required: true, field: 'ev' },
    computedAt: { type: 'string', required: true, default: now, set: now, watch: '*', field: 'at' },
  },
  indexes: {
    byField: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['fieldId'], template: 'ZONES#${fieldId}' },
    },
  },
});

export type FieldZoneSurfaceItem = EntityItem<typeof FieldZoneSurfaceEntity>;
