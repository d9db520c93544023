import { Entity, type EntityItem } from 'electrodb';
import { SCALAR_INDEX_IDS } from '../../../shared/domain/indices';

/**
 * Imagery data of the main table.
 * - Field index statistics have a table of their own (stat-entities.ts); the first shape of them, in this table, is
 *   still read.
 * - Beside them, one small `LATEST#<field>#<index>` item per field and index holds the newest clear value and the
 *   one before it (for "value change"); it is written only when newer, so a team's farm summary is one Query
 *   (`begins_with LATEST#`) of at most fields × 8 items of a few hundred bytes.
 * - One `LISTVAL#<field>` item per field holds the Field List's NDVI average and performance (list-values.ts),
 *   worked out whenever NDVI days are stored, so the list reads every field's in one Query.
 * - The planner's cursor per field (`PLAN#<field>`), also in the team's partition.
 * - STAC search results (the scene cache) and the tile-signing key are global, not team data.
 */
const SERVICE = 'fieldwatch';
const now = () => new Date().toISOString();
export const INDEX = SCALAR_INDEX_IDS;

export const FieldIndexLatestEntity = new Entity({
  model: { entity: 'fieldIndexLatest', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    fieldId: { type: 'string', required: true },
    index: { type: INDEX, required: true },
    date: { type: 'string', required: true },
    mean: { type: 'number', required: true },
    min: { type: 'number', required: true },
    max: { type: 'number', required: true },
    stDev: { type: 'number', required: true },
    validFraction: { type: 'number', required: true },
    fieldCloudPercent: { type: 'number' },
    sceneCloudPercent: { type: 'number' },
    lowConfidence: { type: 'boolean', required: true },
    previousDate: { type: 'string' },
    previousMean: { type: 'number' },
    boundaryHash: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true, default: now, set: now, watch: '*' },
  },
  indexes: {
    byTeam: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['fieldId', 'index'], template: 'LATEST#${fieldId}#${index}' },
    },
  },
});

/** A field's NDVI average over the list period and its performance against previous years (spec 2 §3 Field). */
export const FieldListValuesEntity = new Entity({
  model: { entity: 'fieldListValues', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    fieldId: { type: 'string', required: true },
    /** The period the values are of (the list period up to the day they were worked out). */
    from: { type: 'string', required: true },
    to: { type: 'string', required: true },
    /** Mean NDVI of the period's clear scenes; absent without any. */
    ndviAverage: { type: 'number' },
    /** The period's mean against the same period of previous years, %; absent without a previous year. */
    performancePercentage: { type: 'number' },
    boundaryHash: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true, default: now, set: now, watch: '*' },
  },
  indexes: {
    byTeam: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['fieldId'], template: 'LISTVAL#${fieldId}' },
    },
  },
});

/** The planner's cursor of a field (optical: PLAN#<field>, radar: RPLAN#<field>). */
const planAttributes = {
  teamId: { type: 'string', required: true },
  fieldId: { type: 'string', required: true },
  /** Newest acquisition day already sent to the worker. */
  plannedThrough: { type: 'string', required: true },
  /** Scene ids sent in the last days before plannedThrough: late-published scenes of those days still get planned. */
  recentSceneIds: { type: 'list', items: { type: 'string' }, default: () => [] },
  /**
   * Days sent to the worker whose statistics are not stored yet: a day leaves this list when it is stored, and
   * one whose job was lost (a queue purged, a local stage killed) or dead-lettered is sent again.
   */
  pending: {
    type: 'list',
    items: {
      type: 'map',
      properties: {
        date: { type: 'string', required: true },
        /** When its job was last sent. */
        queuedAt: { type: 'string', required: true },
        /** Times its job was sent because of a failure or a loss not known for sure (given up after a few). */
        tries: { type: 'number', required: true },
      },
    },
  },
  /**
   * A new field's backfill put off while the index-jobs queue was deep: its days from the stage's first look day
   * up to (not including) this one are still to be planned, once the queue has drained.
   */
  backfillBefore: { type: 'string' },
  /**
   * The indices the engine stored for the days planned so far (optical: the catalogue's ids, comma-joined). A
   * cursor of an older catalogue owes the days it planned again, so that they gain the indices added since.
   */
  indexSet: { type: 'string' },
  boundaryHash: { type: 'string', required: true },
  updatedAt: { type: 'string', required: true, default: now, set: now, watch: '*' },
} as const;

export const IndexPlanEntity = new Entity({
  model: { entity: 'indexPlan', version: '1', service: SERVICE },
  attributes: planAttributes,
  indexes: {
    byTeam: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['fieldId'], template: 'PLAN#${fieldId}' },
    },
  },
});

/** The planner's radar cursor of a field: the same rules over Sentinel-1 passes (keys `<date>#<relative orbit>`). */
export const RadarPlanEntity = new Entity({
  model: { entity: 'radarPlan', version: '1', service: SERVICE },
  attributes: planAttributes,
  indexes: {
    byTeam: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['fieldId'], template: 'RPLAN#${fieldId}' },
    },
  },
});

/**
 * The statistics' first shape, in the main table (long attribute names, the histogram's bins as objects): still read
 * (stat-store.ts) so that a stage's statistics stored before the statistics table keep serving; no longer written.
 */
export const LegacyFieldIndexStatEntity = new Entity({
  model: { entity: 'fieldIndexStat', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    fieldId: { type: 'string', required: true },
    index: { type: INDEX, required: true },
    /** UTC day of the acquisition (YYYY-MM-DD). */
    date: { type: 'string', required: true },
    datetime: { type: 'string', required: true },
    sceneIds: { type: 'list', items: { type: 'string' }, required: true },
    epsg: { type: 'number', required: true },
    sceneCloudPercent: { type: 'number' },
    fieldCloudPercent: { type: 'number' },
    areaHa: { type: 'number', required: true },
    pixelCount: { type: 'number', required: true },
    dataPixelCount: { type: 'number', required: true },
    validPixelCount: { type: 'number', required: true },
    validFraction: { type: 'number', required: true },
    lowConfidence: { type: 'boolean', required: true },
    sclAvailable: { type: 'boolean', required: true },
    /** Absent when no pixel is valid (never NaN). */
    min: { type: 'number' },
    max: { type: 'number' },
    mean: { type: 'number' },
    stDev: { type: 'number' },
    p10: { type: 'number' },
    p50: { type: 'number' },
    p90: { type: 'number' },
    /** The histogram's bins as JSON text. */
    histogram: { type: 'string', required: true },
    notes: { type: 'list', items: { type: 'string' }, default: () => [] },
    /** Digest of the boundary the statistic was computed for: a reshaped field's old values are not reused. */
    boundaryHash: { type: 'string', required: true },
    engineVersion: { type: 'number', required: true },
    computedAt: { type: 'string', required: true, default: now },
  },
  indexes: {
    byField: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['fieldId', 'index', 'date'], template: 'STAT#${fieldId}#${index}#${date}' },
    },
  },
});

export const SceneCacheEntity = new Entity({
  model: { entity: 'imagerySceneCache', version: '1', service: SERVICE },
  attributes: {
    /** Digest of the STAC API, collection, area and month searched. */
    key: { type: 'string', required: true },
    /** The scenes as gzip-compressed JSON, base64. */
    scenes: { type: 'string', required: true },
    count: { type: 'number', required: true },
    createdAt: { type: 'string', required: true, default: now },
    /** Epoch seconds (the table's TTL); readers check it too. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byKey: {
      pk: { field: 'pk', composite: ['key'], template: 'SCENES#${key}' },
      sk: { field: 'sk', composite: [], template: 'SCENES' },
    },
  },
});

export type FieldIndexLatestItem = EntityItem<typeof FieldIndexLatestEntity>;
export type IndexPlanItem = EntityItem<typeof IndexPlanEntity>;
