import { rateWindows, retryAfterSeconds } from '../../../shared/domain/api-keys';
import { db } from '../db/service';

/** A day's count is kept a day past its window, then DynamoDB's TTL removes it. */
const KEEP_AFTER_WINDOW_S = 86_400;

/**
 * Counts a call of the key in its minute and its day (an atomic ADD each, so concurrent calls on several Lambdas
 * count exactly) and says how long to wait when either is over its limit; null when the call may go on.
 */
export async function countKeyCall(keyId: string, now: number): Promise<{ retryAfter: number } | null> {
  const windows = rateWindows(now);
  const counts = await Promise.all(
    windows.map(async (window) => {
      const { data } = await db()
        .entities.apiKeyUse.update({ keyId, window: window.id })
        .add({ calls: 1 })
        .set({ expiresAt: Math.ceil(window.endsAt / 1000) + KEEP_AFTER_WINDOW_S })
        .go({ response: 'updated_new' });
      return data.calls ?? 0;
    }),
  );
  const over = windows.filter((window, at) => (counts[at] ?? 0) > window.limit);
  if (over.length === 0) return null;
  return { retryAfter: Math.max(...over.map((window) => retryAfterSeconds(window, now))) };
}
