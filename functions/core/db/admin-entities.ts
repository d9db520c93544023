import { Entity, type EntityItem } from 'electrodb';
import { METERED_KINDS, USAGE_UNITS } from '../../../shared/domain/admin';

/**
 * The administrator console's items. System configurations are few and global (one gsi1 partition lists them);
 * the console's counters are one item updated with ADD next to the writes they count, so the dashboard reads one
 * item instead of counting partitions; usage records live in the team's partition (gone with the team) and on
 * one gsi1 list by time for staff; audit events are a global list by time.
 */
const SERVICE = 'fieldwatch';
const now = () => new Date().toISOString();

export const SystemConfigEntity = new Entity({
  model: { entity: 'systemConfig', version: '1', service: SERVICE },
  attributes: {
    configId: { type: 'string', required: true },
    maxUsersPerTeam: { type: 'number', required: true },
    minUnits: { type: 'number', required: true },
    maxUnits: { type: 'number', required: true },
    unitsAvailable: { type: 'number', required: true },
    unitsUsed: { type: 'number', required: true },
    /** Tri-states: absent is unknown (null on the wire). */
    notification: { type: 'boolean' },
    subscription: { type: 'boolean' },
    createdAt: { type: 'string', required: true, default: now, readOnly: true },
    updatedAt: { type: 'string', required: true, default: now, set: now, watch: '*' },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['configId'], template: 'SYSCONFIG#${configId}' },
      sk: { field: 'sk', composite: [], template: 'SYSCONFIG' },
    },
    all: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [], template: 'SYSCONFIGS' },
      sk: { field: 'gsi1sk', composite: ['configId'], template: 'SYSCONFIG#${configId}' },
    },
  },
});

export const CounterEntity = new Entity({
  model: { entity: 'counter', version: '1', service: SERVICE },
  attributes: {
    name: { type: 'string', required: true },
    users: { type: 'number' },
    staff: { type: 'number' },
    teams: { type: 'number' },
    subscriptions: { type: 'number' },
    payments: { type: 'number' },
    tracking: { type: 'number' },
    /** When the totals were last counted from the lists; absent on an item only the writes' ADDs created. */
    countedAt: { type: 'string' },
  },
  indexes: {
    byName: {
      pk: { field: 'pk', composite: ['name'], template: 'COUNTER#${name}' },
      sk: { field: 'sk', composite: [], template: 'COUNTER' },
    },
  },
});

export const UsageEntity = new Entity({
  model: { entity: 'usage', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    usageId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    memberId: { type: 'string', required: true },
    kind: { type: METERED_KINDS, required: true },
    /** What was used: 'Index statistics', 'Index tile', 'Weather forecast', 'SMS alert (dry_spell)'... */
    name: { type: 'string', required: true },
    /** The route called, or `outbox` for a message sent. */
    routeId: { type: 'string', required: true },
    unit: { type: 'number', required: true },
    unitKind: { type: USAGE_UNITS, required: true },
    /** A message's channel (sms, whatsapp); absent for a metered call. */
    channel: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byTeam: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['createdAt', 'usageId'], template: 'USAGE#${createdAt}#${usageId}' },
    },
    all: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [], template: 'USAGE' },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'usageId'], template: 'USAGE#${createdAt}#${usageId}' },
    },
  },
});

export const AuditEntity = new Entity({
  model: { entity: 'audit', version: '1', service: SERVICE },
  attributes: {
    auditId: { type: 'string', required: true },
    actorId: { type: 'string', required: true },
    actorEmail: { type: 'string', required: true },
    action: { type: 'string', required: true },
    target: { type: 'string' },
    detail: { type: 'string', required: true, default: '' },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['auditId'], template: 'AUDIT#${auditId}' },
      sk: { field: 'sk', composite: [], template: 'AUDIT' },
    },
    all: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [], template: 'AUDITS' },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'auditId'], template: 'AUDIT#${createdAt}#${auditId}' },
    },
  },
});

export type SystemConfigItem = EntityItem<typeof SystemConfigEntity>;
export type UsageItem = EntityItem<typeof UsageEntity>;
export type AuditItem = EntityItem<typeof AuditEntity>;
