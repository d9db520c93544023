import type { AlertChannel, DeliveryStatus } from '../../../shared/domain/alerts';
import { db } from '../db/service';

/**
 * What became of an alert on one channel, recorded on the user's alert: the outbox's consumer marks an SMS, a
 * WhatsApp message or an e-mail `sent` (or `failed` for good) through the message's alert ref. Only the status,
 * time and segments change: the text sent and the outbox id stay. A user's alert gone (a deleted account) is
 * nothing to mark.
 */
export async function markDelivery(
  ref: { userId: string; alertId: string },
  channel: AlertChannel,
  patch: { status: DeliveryStatus; at: string; segments?: number },
): Promise<void> {
  try {
    await db()
      .entities.userAlert.patch(ref)
      .data((attributes, { set }) => {
        const delivery = attributes[channel];
        set(delivery.status, patch.status);
        set(delivery.at, patch.at);
        if (patch.segments !== undefined) set(delivery.segments, patch.segments);
      })
      .go();
  } catch (error) {
    if ((error as { cause?: { name?: string } }).cause?.name !== 'ConditionalCheckFailedException') throw error;
  }
}
