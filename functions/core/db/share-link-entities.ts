import { Entity, type EntityItem } from 'electrodb';

/**
 * A team's read-only share links live under the team's partition (`TEAM#<teamId>`), so the team's list is one Query
 * that cannot cross teams and a deleted team takes them with it; gsi1 finds a link by the SHA-256 hash of its token
 * (the token itself is never stored). The table's TTL removes a link some time after it ended.
 */
const SERVICE = 'fieldwatch';

export const ShareLinkEntity = new Entity({
  model: { entity: 'shareLink', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    linkId: { type: 'string', required: true },
    tokenHash: { type: 'string', required: true },
    label: { type: 'string', required: true },
    fieldIds: { type: 'list', items: { type: 'string' }, required: true },
    /** The member who made it: the link's calls are metered to the team in their name. */
    createdBy: { type: 'string', required: true },
    createdByMember: { type: 'string', required: true },
    createdByName: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
    /** When the link stops opening (ISO date-time). */
    endsAt: { type: 'string', required: true },
    revokedAt: { type: 'string' },
    views: { type: 'number', required: true, default: 0 },
    lastViewedAt: { type: 'string' },
    /** Epoch seconds: the table's TTL removes the link a while after it ended. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byTeam: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['linkId'], template: 'SHARELINK#${linkId}' },
    },
    byToken: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['tokenHash'], template: 'SHARETOKEN#${tokenHash}' },
      sk: { field: 'gsi1sk', composite: [], template: 'SHARETOKEN' },
    },
  },
});

/** One link's calls in one minute: the per-link rate limit's counter, removed by the TTL soon after. */
export const ShareRateEntity = new Entity({
  model: { entity: 'shareRate', version: '1', service: SERVICE },
  attributes: {
    linkId: { type: 'string', required: true },
    minute: { type: 'number', required: true },
    calls: { type: 'number', required: true, default: 0 },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byMinute: {
      pk: { field: 'pk', composite: ['linkId', 'minute'], template: 'SHARERATE#${linkId}#${minute}' },
      sk: { field: 'sk', composite: [], template: 'SHARERATE' },
    },
  },
});

export type ShareLinkItem = EntityItem<typeof ShareLinkEntity>;
