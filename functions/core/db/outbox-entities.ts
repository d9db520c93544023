import { Entity, type EntityItem } from 'electrodb';

/**
 * Where an outbox message is: written, on the queue, being sent by one consumer (until its lease ends), sent, or
 * failed for good (the service refused it in a way no retry changes: an opted-out or invalid number).
 */
export const OUTBOX_STATUSES = ['unqueued', 'queued', 'sending', 'sent', 'failed'] as const;

/**
 * One outgoing message (a mail now; SMS and WhatsApp alerts later), written before it is queued. Its status makes
 * the send idempotent (a redelivered message already `sent` is not sent again) and lets the sweeper find, with one
 * Query of the `unqueued` partition, the messages whose enqueue failed. Sent items expire with the table's TTL.
 */
export const OutboxEntity = new Entity({
  model: { entity: 'outbox', version: '1', service: 'fieldwatch' },
  attributes: {
    outboxId: { type: 'string', required: true },
    channel: { type: 'string', required: true },
    /** The queue message's body (functions/core/mail/outbox-message.ts), sent again as it is by the sweeper. */
    body: { type: 'string', required: true },
    status: { type: OUTBOX_STATUSES, required: true },
    createdAt: { type: 'string', required: true },
    /** ISO time until which a consumer holds the message it is sending; another delivery waits until then. */
    leaseUntil: { type: 'string' },
    sentAt: { type: 'string' },
    /** Why a `failed` message was refused (the service's error and reason). */
    failure: { type: 'string' },
    /** ISO time before which the message is not sent (an SMS held through the reader's quiet hours): written unqueued, the sweeper queues it when due. */
    notBefore: { type: 'string' },
    attempts: { type: 'number' },
    /** Epoch seconds. */
    expiresAt: { type: 'number' },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['outboxId'], template: 'OUTBOX#${outboxId}' },
      sk: { field: 'sk', composite: [], template: 'OUTBOX' },
    },
    byStatus: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['status'], template: 'OUTBOX_STATUS#${status}' },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'outboxId'], template: '${createdAt}#${outboxId}' },
    },
  },
});

export type OutboxItem = EntityItem<typeof OutboxEntity>;
