import { Entity, type EntityItem } from 'electrodb';
import { ALERT_KINDS, ALERT_SEVERITIES } from '../../../shared/domain/alerts';
import { LANGUAGES } from '../../../shared/i18n/languages';

/**
 * Alerts and how they reach people. A user's settings and the alerts sent to them live in the user's partition
 * (every team's alerts reach a user the same way); a team's thresholds, the alerts it raised, the conditions
 * already alerted (so the same condition is not sent twice) and its monthly message count live in the team's.
 */
const SERVICE = 'fieldwatch';
const now = () => new Date().toISOString();

/** A user's alert settings; absent: the defaults (in the app and by e-mail, every kind, the profile's language). */
export const AlertSettingsEntity = new Entity({
  model: { entity: 'alertSettings', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true },
    /** The verified number (E.164) alerts go to by SMS and WhatsApp. */
    phone: { type: 'string' },
    /** A new number waiting for its code: not used until verified. */
    pendingPhone: { type: 'string' },
    language: { type: LANGUAGES },
    /** AlertChannel values (a list of enums is not an ElectroDB type: the schema checks them). */
    channels: { type: 'list', items: { type: 'string' } },
    /** ChoosableAlertKind values. */
    kinds: { type: 'list', items: { type: 'string' } },
    /** HH:MM, in timeZone; both set or neither. */
    quietStart: { type: 'string' },
    quietEnd: { type: 'string' },
    timeZone: { type: 'string' },
    updatedAt: { type: 'string', required: true, default: now, set: now, watch: '*' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}' },
      sk: { field: 'sk', composite: [], template: 'ALERT_SETTINGS' },
    },
  },
});
export type AlertSettingsItem = EntityItem<typeof AlertSettingsEntity>;

/** The one-time code sent to a new number: its hash only, tries left, and when it expires (TTL removes it). */
export const PhoneCodeEntity = new Entity({
  model: { entity: 'phoneCode', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true },
    phone: { type: 'string', required: true },
    /** SHA-256 of the code with the user id: a leaked table does not give the code. */
    codeHash: { type: 'string', required: true },
    attempts: { type: 'number', required: true, default: 0 },
    sentAt: { type: 'string', required: true },
    /** ISO time the code stops working. */
    validUntil: { type: 'string', required: true },
    /** Epoch seconds (the table's TTL). */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}' },
      sk: { field: 'sk', composite: [], template: 'PHONE_CODE' },
    },
  },
});

/** A team's thresholds where they differ from the defaults (shared/domain/alerts.ts), as a JSON object. */
export const AlertThresholdsEntity = new Entity({
  model: { entity: 'alertThresholds', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    /** JSON of Partial<AlertThresholds>. */
    values: { type: 'string', required: true },
    updatedBy: { type: 'string' },
    updatedAt: { type: 'string', required: true, default: now, set: now, watch: '*' },
  },
  indexes: {
    byTeam: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: [], template: 'ALERT_THRESHOLDS' },
    },
  },
});

/**
 * A condition already alerted, by its episode (`dry_spell:2026-06-21`, `onset:2026`): created once with a condition
 * (so two evaluations at once raise it once), raised again only when its severity rises.
 */
export const AlertEpisodeEntity = new Entity({
  model: { entity: 'alertEpisode', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    /** The field, or `team` for a team-wide alert (a subscription's end). */
    fieldId: { type: 'string', required: true },
    episode: { type: 'string', required: true },
    kind: { type: ALERT_KINDS, required: true },
    severity: { type: ALERT_SEVERITIES, required: true },
    /** The team alert raised for it last (its severity's). */
    alertId: { type: 'string', required: true },
    firstSeen: { type: 'string', required: true },
    lastSeen: { type: 'string', required: true },
    /** Epoch seconds: episodes are kept a year, long after their season. */
    expiresAt: { type: 'number' },
  },
  indexes: {
    byField: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['fieldId', 'episode'], template: 'ALERT_EPISODE#${fieldId}#${episode}' },
    },
  },
});
export type AlertEpisodeItem = EntityItem<typeof AlertEpisodeEntity>;

/** One alert a team raised: its field, kind, severity, evidence and message, whoever it reached. */
export const TeamAlertEntity = new Entity({
  model: { entity: 'teamAlert', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    /** ULID: the sort key orders a team's alerts by time. */
    alertId: { type: 'string', required: true },
    fieldId: { type: 'string' },
    fieldName: { type: 'string' },
    kind: { type: ALERT_KINDS, required: true },
    severity: { type: ALERT_SEVERITIES, required: true },
    episode: { type: 'string', required: true },
    /** The day evaluated (YYYY-MM-DD). */
    day: { type: 'string', required: true },
    /** JSON of AlertEvidence (shared/api/schemas/alerts.ts). */
    evidence: { type: 'string', required: true },
    /** The message's catalogue values (JSON), formatted per reader and channel in their language. */
    values: { type: 'string', required: true },
    /** Where the alert leads in the app. */
    link: { type: 'string' },
    recipients: { type: 'number', required: true, default: 0 },
    createdAt: { type: 'string', required: true, default: now, readOnly: true },
  },
  indexes: {
    byTeam: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['alertId'], template: 'ALERT#${alertId}' },
    },
  },
});

/** One delivery of a channel: queued with its outbox message, sent, failed for good, or skipped (and why). */
export const DELIVERY_ATTRIBUTE = {
  type: 'map',
  properties: {
    status: { type: ['queued', 'sent', 'failed', 'skipped'] as const, required: true },
    reason: { type: 'string' },
    outboxId: { type: 'string' },
    segments: { type: 'number' },
    text: { type: 'string' },
    at: { type: 'string' },
  },
} as const;

/** A team alert as one user received it: read or not, and what became of it on each channel. */
export const UserAlertEntity = new Entity({
  model: { entity: 'userAlert', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true },
    alertId: { type: 'string', required: true },
    teamId: { type: 'string', required: true },
    teamName: { type: 'string', required: true },
    fieldId: { type: 'string' },
    fieldName: { type: 'string' },
    kind: { type: ALERT_KINDS, required: true },
    severity: { type: ALERT_SEVERITIES, required: true },
    evidence: { type: 'string', required: true },
    values: { type: 'string', required: true },
    link: { type: 'string' },
    /** The language the messages were written in (the reader's screens use their own). */
    language: { type: LANGUAGES, required: true },
    read: { type: 'boolean', required: true, default: false },
    in_app: DELIVERY_ATTRIBUTE,
    email: DELIVERY_ATTRIBUTE,
    sms: DELIVERY_ATTRIBUTE,
    whatsapp: DELIVERY_ATTRIBUTE,
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}' },
      sk: { field: 'sk', composite: ['alertId'], template: 'USER_ALERT#${alertId}' },
    },
  },
});
export type UserAlertItem = EntityItem<typeof UserAlertEntity>;

/** A team's SMS segments and WhatsApp messages in a month (Africa/Lagos), added to with a condition on the allowance. */
export const MessageCountEntity = new Entity({
  model: { entity: 'messageCount', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    /** YYYY-MM. */
    month: { type: 'string', required: true },
    used: { type: 'number', required: true, default: 0 },
    sms: { type: 'number', required: true, default: 0 },
    whatsapp: { type: 'number', required: true, default: 0 },
    /** Messages not sent because the allowance was used up. */
    refused: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byTeam: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['month'], template: 'MESSAGES#${month}' },
    },
  },
});
