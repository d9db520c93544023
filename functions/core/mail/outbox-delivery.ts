import { db } from '../db/service';
import type { Logger } from '../logger';
import { SEND_LEASE_SECONDS } from './outbox';
import { isConditionFailure } from '../db/store-errors';

/**
 * What a delivery of an outbox message found: to send (claimed), already sent, refused for good before, being sent
 * by another, or no such item (every item is written before its message is queued, so the message is not one of
 * ours: it cannot succeed).
 */
export type Claim = 'claimed' | 'sent' | 'failed' | 'busy' | 'unknown';

/** Claims the message for this delivery: a lease while it is sent, so a concurrent redelivery neither sends it too. */
export async function claimOutbox(outboxId: string, now = new Date()): Promise<Claim> {
  const { data: item } = await db().entities.outbox.get({ outboxId }).go();
  if (!item) return 'unknown';
  if (item.status === 'sent' || item.status === 'failed') return item.status;
  const nowIso = now.toISOString();
  if (item.status === 'sending' && (item.leaseUntil ?? '') > nowIso) return 'busy';
  try {
    await db()
      .entities.outbox.patch({ outboxId })
      .set({ status: 'sending', createdAt: item.createdAt, leaseUntil: new Date(now.getTime() + SEND_LEASE_SECONDS * 1000).toISOString() })
      .add({ attempts: 1 })
      // Two deliveries at once: the first write makes it `sending` with a live lease, so the second's condition fails.
      .where(({ status, leaseUntil }, { ne, lt }) => `${ne(status, 'sent')} AND ${ne(status, 'failed')} AND (${ne(status, 'sending')} OR ${lt(leaseUntil, nowIso)})`)
      .go();
    return 'claimed';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { data: again } = await db().entities.outbox.get({ outboxId }).go();
    return again?.status === 'sent' || again?.status === 'failed' ? again.status : 'busy';
  }
}

/** Records the message as sent: no later delivery sends it again. Answers the time recorded. */
export async function markOutboxSent(outboxId: string, now = new Date()): Promise<string> {
  const sentAt = now.toISOString();
  const { data: item } = await db().entities.outbox.get({ outboxId }).go();
  if (!item) return sentAt;
  await db().entities.outbox.patch({ outboxId }).set({ status: 'sent', createdAt: item.createdAt, sentAt }).remove(['leaseUntil']).go();
  return sentAt;
}

/** When a sent message went out (for its follow-ups, run again on a redelivery); undefined if not recorded. */
export async function outboxSentAt(outboxId: string): Promise<string | undefined> {
  const { data: item } = await db().entities.outbox.get({ outboxId }).go({ attributes: ['sentAt'] });
  return item?.sentAt;
}

/** Records a message the service refused for good: no later delivery (nor a redrive) sends it. */
export async function markOutboxFailed(outboxId: string, failure: string): Promise<void> {
  const { data: item } = await db().entities.outbox.get({ outboxId }).go();
  if (!item) return;
  await db()
    .entities.outbox.patch({ outboxId })
    .set({ status: 'failed', createdAt: item.createdAt, failure: failure.slice(0, 1000) })
    .remove(['leaseUntil'])
    .go();
}

/** Gives the claim back after a failed send, so the next delivery (after the backoff) may try again at once. */
export async function releaseOutbox(outboxId: string, log: Logger): Promise<void> {
  const { data: item } = await db().entities.outbox.get({ outboxId }).go();
  if (!item || item.status !== 'sending') return;
  await db()
    .entities.outbox.patch({ outboxId })
    .set({ status: 'queued', createdAt: item.createdAt })
    .remove(['leaseUntil'])
    .go()
    .catch((error: unknown) => log.warn('outbox claim not released', { error, outboxId }));
}
