import { Entity, type EntityItem } from 'electrodb';
import { PIN_SOURCES, SCOUTING_CATEGORIES, SCOUTING_SEVERITIES } from '../../../shared/domain/scouting';

/**
 * Scouting notes live under their team's partition (`TEAM#<teamId>`), so a team's notes are one Query that cannot
 * cross teams, and a team's deletion takes them with its partition. The note id is a ULID of the time the farmer saw
 * it (not of the sync), so the sort key orders a team's and a field's notes by observation, newest first with a
 * descending Query, and a date range is a key range. Every note route names its team in the query, so a note is
 * read by team and id (no index by id alone); gsi2 lists one field's notes.
 */
const SERVICE = 'fieldwatch';
const now = () => new Date().toISOString();

export const ScoutingNoteEntity = new Entity({
  model: { entity: 'scoutingNote', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    noteId: { type: 'string', required: true },
    fieldId: { type: 'string', required: true },
    lat: { type: 'number', required: true },
    lng: { type: 'number', required: true },
    source: { type: PIN_SOURCES, required: true },
    /** Metres, for a GPS pin; absent for a tap. */
    accuracyM: { type: 'number' },
    text: { type: 'string', required: true, default: '' },
    category: { type: SCOUTING_CATEGORIES, required: true },
    severity: { type: SCOUTING_SEVERITIES, required: true },
    /** ISO date-time the farmer saw it. */
    observedAt: { type: 'string', required: true },
    createdBy: { type: 'string', required: true },
    /** The author's name as it was when the note was written (the note outlives a renamed or deleted member). */
    createdByName: { type: 'string', required: true, default: '' },
    /** Pending photos have an upload URL out; stored ones were confirmed (HeadObject) after the phone's PUT. */
    photos: {
      type: 'list',
      required: true,
      default: () => [],
      items: {
        type: 'map',
        properties: {
          photoId: { type: 'string', required: true },
          status: { type: ['pending', 'stored'] as const, required: true },
          size: { type: 'number', required: true },
          keepsLocation: { type: 'boolean', required: true },
          createdAt: { type: 'string', required: true },
        },
      },
    },
    /** The task made from the note. */
    taskId: { type: 'string' },
    createdAt: { type: 'string', required: true, default: now, readOnly: true },
    updatedAt: { type: 'string', required: true, default: now, set: now, watch: '*' },
  },
  indexes: {
    byTeam: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['noteId'], template: 'SCOUTING#${noteId}' },
    },
    byField: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['fieldId'], template: 'FIELDSCOUTING#${fieldId}' },
      sk: { field: 'gsi2sk', composite: ['noteId'], template: 'SCOUTING#${noteId}' },
    },
  },
});

export type ScoutingNoteItem = EntityItem<typeof ScoutingNoteEntity>;
export type ScoutingPhotoItem = ScoutingNoteItem['photos'][number];
