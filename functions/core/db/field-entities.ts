import { Entity, type EntityItem } from 'electrodb';

/**
 * Fields and their upload jobs live under the team's partition (`TEAM#<teamId>`), so listing a team's fields is one
 * Query that cannot cross teams; gsi1 finds an item by its id alone (to learn its team for the access check).
 * The place-search cache and the geocoder's rate gate are global, not team data.
 */
const SERVICE = 'fieldwatch';
const now = () => new Date().toISOString();

export const FieldEntity = new Entity({
  model: { entity: 'field', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    fieldId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    groupName: { type: 'string', required: true },
    /** The polygon's rings (WGS 84, outer first), each an encoded polyline at 1e-7 degree, space-separated. */
    boundary: { type: 'string', required: true },
    /** Geodesic area in hectares, 2 decimals. */
    sizeHa: { type: 'number', required: true },
    centroid: { type: 'list', items: { type: 'number' }, required: true },
    location: { type: 'string' },
    state: { type: 'string' },
    /** Nigeria's Local Government Area (the report's LGA column), when known. */
    lga: { type: 'string' },
    /** The off-taker or programme the field's crop is grown for (the report's Anchor); absent when none was given. */
    anchor: { type: 'string' },
    uploadId: { type: 'string' },
    /** Why the index planner cannot plan the field (its stored boundary is unusable to the imagery engine); absent when it can. */
    imageryProblem: { type: 'string' },
    createdAt: { type: 'string', required: true, default: now, readOnly: true },
    updatedAt: { type: 'string', required: true, default: now, set: now, watch: '*' },
  },
  indexes: {
    byTeam: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['fieldId'], template: 'FIELD#${fieldId}' },
    },
    byId: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['fieldId'], template: 'FIELD#${fieldId}' },
      sk: { field: 'gsi1sk', composite: [], template: 'FIELD' },
    },
  },
});

const featureNote = {
  type: 'map',
  properties: {
    feature: { type: 'number', required: true },
    name: { type: 'string' },
    reason: { type: 'string', required: true },
  },
} as const;

export const UploadJobEntity = new Entity({
  model: { entity: 'fieldUpload', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    uploadId: { type: 'string', required: true },
    fileName: { type: 'string', required: true },
    /** The object key in the uploads bucket. */
    objectKey: { type: 'string', required: true },
    sizeBytes: { type: 'number', required: true },
    groupName: { type: 'string', required: true },
    /** Fallback field name when a feature has none. */
    fallbackName: { type: 'string', required: true },
    createdBy: { type: 'string', required: true },
    /** waiting -> processing -> (committing ->) succeeded | failed. committing: area reserved, fields being written. */
    status: { type: ['waiting', 'processing', 'committing', 'succeeded', 'failed'] as const, required: true },
    message: { type: 'string', required: true },
    /** The ETag of the object this job processed: a redelivered notification of the same object changes nothing. */
    etag: { type: 'string' },
    refused: { type: 'list', items: featureNote, default: () => [] },
    skipped: { type: 'list', items: featureNote, default: () => [] },
    /** Polygons left out as fields the team already has. */
    duplicates: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          feature: { type: 'number', required: true },
          name: { type: 'string' },
          existingId: { type: 'string', required: true },
          existingName: { type: 'string', required: true },
        },
      },
      default: () => [],
    },
    fieldIds: { type: 'list', items: { type: 'string' }, default: () => [] },
    /** The file made the parser fail unexpectedly: its notifications keep failing so that they reach the DLQ. */
    poison: { type: 'boolean', default: false },
    /** Hectares reserved on the team's running total while committing. */
    reservedHa: { type: 'number', default: 0 },
    /** When a poll of the job found its file uploaded but its S3 event lost and started the parse itself (once). */
    pollStartedAt: { type: 'string' },
    createdAt: { type: 'string', required: true, default: now, readOnly: true },
    updatedAt: { type: 'string', required: true, default: now, set: now, watch: '*' },
    /** Epoch seconds; the table's TTL removes old jobs as the bucket's lifecycle removes their files. */
    expiresAt: { type: 'number' },
  },
  indexes: {
    byTeam: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['uploadId'], template: 'UPLOAD#${uploadId}' },
    },
    byId: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['uploadId'], template: 'UPLOAD#${uploadId}' },
      sk: { field: 'gsi1sk', composite: [], template: 'UPLOAD' },
    },
  },
});

export const PlaceCacheEntity = new Entity({
  model: { entity: 'placeCache', version: '1', service: SERVICE },
  attributes: {
    query: { type: 'string', required: true },
    /** The answer as JSON text. */
    results: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byQuery: {
      pk: { field: 'pk', composite: ['query'], template: 'PLACE#${query}' },
      sk: { field: 'sk', composite: [], template: 'PLACE' },
    },
  },
});

/** One item per external service: the earliest time (epoch ms) the next call may go out, taken atomically. */
export const RateGateEntity = new Entity({
  model: { entity: 'rateGate', version: '1', service: SERVICE },
  attributes: {
    gate: { type: 'string', required: true },
    nextAt: { type: 'number', required: true },
  },
  indexes: {
    byGate: {
      pk: { field: 'pk', composite: ['gate'], template: 'RATE#${gate}' },
      sk: { field: 'sk', composite: [], template: 'RATE' },
    },
  },
});

export type FieldItem = EntityItem<typeof FieldEntity>;
export type UploadJobItem = EntityItem<typeof UploadJobEntity>;
