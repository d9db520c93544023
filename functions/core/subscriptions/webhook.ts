import * as z from 'zod';
import type { Logger } from '../logger';
import { isPaystackSignature, paystackSecret } from './paystack';
import { settlePayment } from './payments';

const Event = z.object({ event: z.string(), data: z.object({ reference: z.string() }).passthrough().optional() });

export type WebhookResult = 'bad-signature' | 'ignored' | 'settled';

/**
 * A Paystack webhook: the signature is checked on the raw bytes before anything is parsed. A charge.success only
 * names the reference; the payment is settled from Paystack's verify answer, never from the event's own fields.
 */
export async function receivePaystackEvent(rawBody: Buffer, signature: string | undefined, log: Logger): Promise<WebhookResult> {
  if (!isPaystackSignature(rawBody, signature, await paystackSecret())) return 'bad-signature';
  let parsed: z.infer<typeof Event>;
  try {
    parsed = Event.parse(JSON.parse(rawBody.toString('utf8')));
  } catch {
    log.warn('paystack event unreadable');
    return 'ignored';
  }
  if (parsed.event !== 'charge.success' || !parsed.data) return 'ignored';
  const settled = await settlePayment(parsed.data.reference, log);
  if (!settled) log.warn('paystack event for a reference that is not ours', { reference: parsed.data.reference });
  return settled ? 'settled' : 'ignored';
}
