import { Entity, type EntityItem } from 'electrodb';
import { FIELD_STAGES } from '../../../shared/domain/season';

/**
 * Detected crop seasons, in the statistics table beside the optical and radar statistics they are detected from
 * (recomputable, so no point-in-time recovery). Under the team's partition `TEAM#<team>`:
 * - `SEASON#<field>#<year>`: one field's detection of one year (events with their evidence, as JSON text);
 * - `STAGE#<field>`: the field's current stage, a few short attributes, written with each detection of the current
 *   year, so that every field's stage of a team is one Query of the `STAGE#` items (200 fields fit one 1 MB page
 *   many times over), as the farm summary reads it.
 */
const SERVICE = 'fieldwatch';

export const FieldSeasonEntity = new Entity({
  model: { entity: 'season', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true, field: 't' },
    fieldId: { type: 'string', required: true, field: 'f' },
    year: { type: 'number', required: true, field: 'y' },
    boundaryHash: { type: 'string', required: true, field: 'b' },
    /** The detection (land use, seasons, events with evidence, message) as JSON text. */
    detection: { type: 'string', required: true, field: 'dn' },
    stage: { type: FIELD_STAGES, field: 'st' },
    detectedAt: { type: 'string', required: true, field: 'at' },
    pending: { type: 'list', items: { type: 'string' }, required: true, field: 'p' },
  },
  indexes: {
    byField: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['fieldId', 'year'], template: 'SEASON#${fieldId}#${year}' },
    },
  },
});

export type FieldSeasonItem = EntityItem<typeof FieldSeasonEntity>;

export const FieldStageEntity = new Entity({
  model: { entity: 'stage', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true, field: 't' },
    fieldId: { type: 'string', required: true, field: 'f' },
    /** The year whose detection gave the stage. */
    year: { type: 'number', required: true, field: 'y' },
    stage: { type: FIELD_STAGES, required: true, field: 'st' },
    /** The detection's events as `<kind>:<date>`, so the stage is worked out again on the day it is read. */
    events: { type: 'list', items: { type: 'string' }, required: true, field: 'ev' },
    boundaryHash: { type: 'string', required: true, field: 'b' },
    detectedAt: { type: 'string', required: true, field: 'at' },
  },
  indexes: {
    byTeam: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['fieldId'], template: 'STAGE#${fieldId}' },
    },
  },
});
