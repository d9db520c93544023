import { Entity, type EntityItem } from 'electrodb';
import { ACTIVITY_STATUSES, ACTIVITY_TYPES } from '../../../shared/domain/activities';

/**
 * Farm activities (tasks) live under their team's partition (`TEAM#<teamId>`), so a team's task list is one Query
 * that cannot cross teams; gsi1 finds a task by its id alone (to learn its team for the access check) and gsi2
 * lists the tasks of one field.
 */
const SERVICE = 'fieldwatch';
const now = () => new Date().toISOString();

export const ActivityEntity = new Entity({
  model: { entity: 'activity', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    activityId: { type: 'string', required: true },
    fieldId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    description: { type: 'string', required: true },
    type: { type: ACTIVITY_TYPES, required: true },
    /** Naira. */
    plannedCost: { type: 'number', required: true, default: 0 },
    actualCost: { type: 'number', required: true, default: 0 },
    /** YYYY-MM-DD. */
    startDate: { type: 'string', required: true },
    endDate: { type: 'string', required: true },
    status: { type: ACTIVITY_STATUSES, required: true, default: 'open' },
    /** The closing reason. */
    comment: { type: 'string', required: true, default: '' },
    /** User ids of the assignees, each a member of the team. */
    assigneeIds: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    createdBy: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, default: now, readOnly: true },
    updatedAt: { type: 'string', required: true, default: now, set: now, watch: '*' },
  },
  indexes: {
    byTeam: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['activityId'], template: 'ACTIVITY#${activityId}' },
    },
    byId: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['activityId'], template: 'ACTIVITY#${activityId}' },
      sk: { field: 'gsi1sk', composite: [], template: 'ACTIVITY' },
    },
    byField: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['fieldId'], template: 'FIELDACTIVITY#${fieldId}' },
      sk: { field: 'gsi2sk', composite: ['activityId'], template: 'ACTIVITY#${activityId}' },
    },
  },
});

export type ActivityItem = EntityItem<typeof ActivityEntity>;
