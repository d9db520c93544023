import { Entity, type EntityItem } from 'electrodb';
import { API_KEY_SCOPES } from '../../../shared/domain/api-keys';

/**
 * A team's API key, stored under the SHA-256 of the key (`APIKEY#<hash>`): a call finds its key with one strongly
 * consistent GetItem, so a revoked key stops at once, and the key itself is never stored. gsi1 lists a team's keys.
 * Items outlive nothing: a revoked key stays (with `revokedAt`) so the list still tells who made it and when.
 */
const SERVICE = 'fieldwatch';
const now = () => new Date().toISOString();

export const ApiKeyEntity = new Entity({
  model: { entity: 'apiKey', version: '1', service: SERVICE },
  attributes: {
    keyHash: { type: 'string', required: true },
    keyId: { type: 'string', required: true },
    teamId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    scope: { type: API_KEY_SCOPES, required: true },
    /** The key's first characters, shown to recognise it. */
    prefix: { type: 'string', required: true },
    createdBy: { type: 'string', required: true },
    createdByName: { type: 'string', required: true, default: '' },
    createdAt: { type: 'string', required: true, default: now, readOnly: true },
    /** ISO time of the last call, written at most once a minute. */
    lastUsedAt: { type: 'string' },
    revokedAt: { type: 'string' },
    revokedBy: { type: 'string' },
  },
  indexes: {
    byHash: {
      pk: { field: 'pk', composite: ['keyHash'], template: 'APIKEY#${keyHash}' },
      sk: { field: 'sk', composite: [], template: 'APIKEY' },
    },
    byTeam: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['teamId'], template: 'TEAMAPIKEYS#${teamId}' },
      sk: { field: 'gsi1sk', composite: ['keyId'], template: 'APIKEY#${keyId}' },
    },
  },
});

/** A key's count of calls in one rate window (a minute or a UTC day), added to atomically and expiring after it. */
export const ApiKeyUseEntity = new Entity({
  model: { entity: 'apiKeyUse', version: '1', service: SERVICE },
  attributes: {
    keyId: { type: 'string', required: true },
    window: { type: 'string', required: true },
    calls: { type: 'number', required: true, default: 0 },
    /** Epoch seconds (the table's TTL attribute, TABLE.ttlAttribute): DynamoDB removes the count a while after its window. */
    expiresAt: { type: 'number' },
  },
  indexes: {
    byWindow: {
      pk: { field: 'pk', composite: ['keyId'], template: 'APIKEYUSE#${keyId}' },
      sk: { field: 'sk', composite: ['window'], template: 'WINDOW#${window}' },
    },
  },
});

export type ApiKeyItem = EntityItem<typeof ApiKeyEntity>;
