import { Entity } from 'electrodb';

/**
 * What a keyed request (one with an Idempotency-Key) created: one item per request, written in the same
 * transaction as the object and only if it is not there yet, so every attempt of the request finds the one object
 * the first attempt that landed made, even an attempt whose answer was lost (a store that answered too late).
 */
export const KeyedCreateEntity = new Entity({
  model: { entity: 'keyedCreate', version: '1', service: 'fieldwatch' },
  attributes: {
    /** The keyed request: a hash of (operation, caller, key, request), see functions/lib/idempotent-route.ts. */
    requestHash: { type: 'string', required: true },
    /** The id of the object it created (a field, an upload job, a payment reference). */
    objectId: { type: 'string', required: true },
    /** Epoch seconds; the table's TTL removes it when a repeat of the key would be a new request anyway. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byRequest: {
      pk: { field: 'pk', composite: ['requestHash'], template: 'KEYED#${requestHash}' },
      sk: { field: 'sk', composite: [], template: 'KEYED' },
    },
  },
});
