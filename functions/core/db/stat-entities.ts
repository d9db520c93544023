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
