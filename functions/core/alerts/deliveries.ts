import type { AlertChannel, DeliveryStatus } from '../../../shared/domain/alerts';
import { db } from '../db/service';
import { failedBecause } from '../db/store-errors';

/**
 * Records what became of a user's alert on one channel (queued, sent, failed, skipped), beside the alert the user
 * reads in the app. Only the status, time and segments change: the text and outbox id written when it was queued
 * stay. A user alert that is gone (the user deleted) is left gone: the patch's condition refuses to create one.
 */
export async function markDelivery(
  ref: { userId: string; alertId: string },
  channel: AlertChannel,
  patch: { status: DeliveryStatus; at: string; segments?: number },
): Promise<void> {
  const entity = db().entities.userAlert;
  try {
    await entity
      .patch(ref)
      .data((attributes, { set }) => {
        const delivery = attributes[channel];
        set(delivery.status, patch.status);
        set(delivery.at, patch.at);
        if (patch.segments !== undefined) set(delivery.segments, patch.segments);
      })
      .go();
  } catch (error) {
    if (failedBecause(error, 'ConditionalCheckFailedException')) return;
    // No delivery recorded on this channel yet (the map is absent): write it whole.
    if (!failedBecause(error, 'ValidationException')) throw error;
    await entity
      .patch(ref)
      .set({ [channel]: { status: patch.status, at: patch.at, ...(patch.segments === undefined ? {} : { segments: patch.segments }) } })
      .go()
      .catch((again: unknown) => {
        if (!failedBecause(again, 'ConditionalCheckFailedException')) throw again;
      });
  }
}
