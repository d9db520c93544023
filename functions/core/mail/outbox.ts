import { ulid } from 'ulid';
import { db } from '../db/service';
import type { OutboxItem } from '../db/outbox-entities';
import type { Logger } from '../logger';
import { AWS_CLIENT_LIMITS } from '../aws-timeouts';
import { lazyClient } from '../lazy-client';
import { mailQueueUrl } from './mail-config';
import type { OutboxMessage } from './outbox-message';
import { messageBody } from '../queues/queue-messages';
import { isConditionFailure } from '../db/store-errors';

/**
 * The outbox: every message the product sends (mails now; SMS and WhatsApp alerts later) is written as an item in
 * the table, then queued; the queue's consumer sends it, retrying with backoff while the mail service is down.
 *
 * Why an item then the queue, and not the item in the business change's transaction: most changes that mail are not
 * transactions (a task saved, a reminder marked), and the callers keep one call, `sendMail`, right after their change.
 * The item is written to the same table as the change, so it fails only when the change's own store does; the
 * enqueue that follows may fail alone (SQS down, throttled): that is logged (`outbox message not queued`, with the
 * outbox id) and the item stays `unqueued`, where the scheduled sweeper finds it, queues it again and counts it
 * (metric OutboxQueueFailed).
 * Nothing waits on the mail service in a request: a request pays one put, one SendMessage and one update.
 *
 * Each item's status makes the send idempotent: the consumer claims it (`sending`, with a lease) before the send
 * and marks it `sent` after, so a redelivered message, or one queued twice by the sweeper, is not mailed twice.
 */

/** Sent items are kept this long (for an operator reading what went out), then the table's TTL removes them. */
const KEEP_DAYS = 30;
/** How long one consumer holds a message it is sending; another delivery of it waits at least this long. */
export const SEND_LEASE_SECONDS = 60;
/** An `unqueued` item younger than this may still be on its way to the queue: the sweeper leaves it. */
export const SWEEP_GRACE_SECONDS = 120;

const sqs = lazyClient(
  () => import('@aws-sdk/client-sqs'),
  (sdk) => new sdk.SQSClient({ ...AWS_CLIENT_LIMITS }),
);

const expiresAt = (now: Date) => Math.floor(now.getTime() / 1000) + KEEP_DAYS * 24 * 3600;

/** What can fail when queueing, for the caller's metric: the store (nothing kept) or the queue (the sweeper resends). */
export type EnqueueResult =
  | { queued: true; outboxId: string }
  | { queued: false; outboxId?: string; reason: 'store' | 'queue' }
  /** Stored and held until its `notBefore`: the sweeper queues it then. */
  | { queued: false; outboxId: string; reason: 'held' };

export interface EnqueueOptions {
  /** Not sent before this time: the item is written unqueued and not queued now (quiet hours). */
  notBefore?: Date;
  /** The id to store it under, when the caller records it first (an alert's delivery names its outbox message). */
  outboxId?: string;
}

/** Writes the outbox item and queues its message. Never throws: the change the message reports is already saved. */
/** An outbox message before it has its id (each variant of the union keeps its own fields). */
export type NewOutboxMessage = OutboxMessage extends infer M ? (M extends OutboxMessage ? Omit<M, 'outboxId'> : never) : never;

export async function enqueueOutbox(
  message: NewOutboxMessage,
  log: Logger,
  now = new Date(),
  options: EnqueueOptions = {},
): Promise<EnqueueResult> {
  const outboxId = options.outboxId ?? ulid(now.getTime());
  const notBefore = options.notBefore && options.notBefore > now ? options.notBefore.toISOString() : undefined;
  const body = messageBody('mail', { ...message, outboxId } as OutboxMessage);
  const createdAt = now.toISOString();
  try {
    await db()
      .entities.outbox.create({ outboxId, channel: message.channel, body, status: 'unqueued', createdAt, attempts: 0, expiresAt: expiresAt(now), ...(notBefore ? { notBefore } : {}) })
      .go();
  } catch (error) {
    log.error('outbox message not stored', { error, outboxId, channel: message.channel });
    return { queued: false, reason: 'store' };
  }
  if (notBefore) return { queued: false, outboxId, reason: 'held' };
  return queueItem({ outboxId, body, createdAt }, log);
}

async function queueItem(item: Pick<OutboxItem, 'outboxId' | 'body' | 'createdAt'>, log: Logger): Promise<EnqueueResult> {
  try {
    const { sdk, client } = await sqs();
    await client.send(new sdk.SendMessageCommand({ QueueUrl: mailQueueUrl(), MessageBody: item.body }));
  } catch (error) {
    log.error('outbox message not queued', { error, outboxId: item.outboxId, metric: 'OutboxQueueFailed' });
    return { queued: false, outboxId: item.outboxId, reason: 'queue' };
  }
  // Only from `unqueued`: the consumer may already have claimed or sent it. A failure here leaves it `unqueued`:
  // the sweeper queues it again and the consumer, seeing it sent, does not send it twice.
  await db()
    .entities.outbox.patch({ outboxId: item.outboxId })
    // The status index's sort key is rebuilt from createdAt (unchanged) when the status moves.
    .set({ status: 'queued', createdAt: item.createdAt })
    .where(({ status }, { eq }) => eq(status, 'unqueued'))
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) {
        log.warn('outbox message queued but not marked', { error, outboxId: item.outboxId });
      }
    });
  return { queued: true, outboxId: item.outboxId };
}

export interface SweepRun {
  found: number;
  queued: number;
}

/**
 * The scheduled sweeper: queues again every message whose enqueue failed (older than the grace period), and the
 * held messages whose time has come (their `notBefore` past); a message still held is left for a later sweep.
 */
export async function sweepOutbox(log: Logger, now = new Date()): Promise<SweepRun> {
  const moment = now.toISOString();
  const before = new Date(now.getTime() - SWEEP_GRACE_SECONDS * 1000).toISOString();
  const { data: unqueued } = await db().entities.outbox.query.byStatus({ status: 'unqueued' }).lt({ createdAt: moment }).go({ pages: 'all' });
  const held = (item: OutboxItem) => item.notBefore !== undefined;
  const data = unqueued.filter((item) => (held(item) ? (item.notBefore ?? '') <= moment : item.createdAt < before));
  let queued = 0;
  for (const item of data) {
    if ((await queueItem(item, log)).queued) queued += 1;
  }
  const failed = data.filter((item) => !held(item)).length;
  if (failed > 0) log.warn('outbox messages queued again', { found: failed, queued });
  if (data.length > failed) log.info('held outbox messages released', { released: data.length - failed });
  return { found: data.length, queued };
}
