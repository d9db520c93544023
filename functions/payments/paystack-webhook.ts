import { receivePaystackEvent } from '../core/subscriptions/webhook';
import { Reply, route } from '../lib/http';

/** Paystack's events: the raw body as sent (the HMAC is over its exact bytes), refused unless signed with our key. */
export const paystackWebhook = route('paystackWebhook', async ({ event, log }) => {
  const raw = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  const result = await receivePaystackEvent(raw, event.headers?.['x-paystack-signature'], log);
  if (result === 'bad-signature') return new Reply(401, { detail: 'Invalid signature.' });
  return { received: true };
});
