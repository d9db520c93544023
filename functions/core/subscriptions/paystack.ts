import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { paystackSettings, type PaystackSettings } from '../config';
import { messageRef } from '../../../shared/i18n/message-ref';
import { DomainError } from '../errors';
import { secretField, secretString } from '../secrets';

/**
 * Paystack's transaction API, server side: the secret key never reaches the browser. The base URL is Paystack's,
 * or the local stage's stand-in (same paths, same signatures).
 */
export class PaystackError extends DomainError {
  readonly kind = 'upstream-failed';
}

/** The secret key: given directly (local stage), or the Secrets Manager secret (the key, or JSON with `secretKey`). */
export async function paystackSecret(settings: PaystackSettings = paystackSettings()): Promise<string> {
  if (settings.secretKey) return settings.secretKey;
  const secret = await secretString(settings.secretName ?? '').catch((error: unknown) => {
    throw new PaystackError(messageRef('subscriptions.provider.keyUnreadable', { reason: String(error) }));
  });
  return secretField(secret, 'secretKey');
}

/** `x-paystack-signature` is the hex HMAC-SHA512 of the raw body with the secret key; compared in constant time. */
export function isPaystackSignature(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]+$/i.test(signature)) return false;
  const expected = createHmac('sha512', secret).update(rawBody).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const Envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.boolean(), message: z.string().optional(), data: data.optional() });

const Initialized = Envelope(z.object({ authorization_url: z.string(), access_code: z.string(), reference: z.string() }));

/** What verify reports about a transaction; metadata may be "", 0, an object or a JSON string. */
export const VerifiedTransaction = z.object({
  status: z.string(),
  reference: z.string(),
  amount: z.number(),
  currency: z.string(),
  metadata: z.unknown().optional(),
});
export type VerifiedTransaction = z.infer<typeof VerifiedTransaction>;

const Verified = Envelope(VerifiedTransaction);

async function call(path: string, init: RequestInit = {}, unknownIsNull = false): Promise<unknown> {
  const settings = paystackSettings();
  const secret = await paystackSecret(settings);
  const response = await fetch(`${settings.baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json', ...init.headers },
    signal: AbortSignal.timeout(10_000),
  }).catch((error: unknown) => {
    throw new PaystackError(messageRef('subscriptions.provider.unreachable', { reason: String(error) }));
  });
  const body = (await response.json().catch(() => null)) as unknown;
  // Verify answers 400 or 404 with status false for a reference it never issued.
  if (unknownIsNull && (response.status === 400 || response.status === 404)) return { status: false };
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new PaystackError(typeof message === 'string' ? message : messageRef('subscriptions.provider.answeredStatus', { status: response.status }));
  }
  return body;
}

export interface InitializeRequest {
  email: string;
  amountKobo: number;
  reference: string;
  callbackUrl: string;
  metadata: Record<string, unknown>;
}

export async function initializeTransaction(request: InitializeRequest) {
  const parsed = Initialized.safeParse(
    await call('/transaction/initialize', {
      method: 'POST',
      body: JSON.stringify({
        email: request.email,
        amount: request.amountKobo,
        currency: 'NGN',
        reference: request.reference,
        callback_url: request.callbackUrl,
        metadata: request.metadata,
      }),
    }),
  );
  if (!parsed.success || !parsed.data.status || !parsed.data.data) throw new PaystackError('subscriptions.provider.refusedToOpen');
  return parsed.data.data;
}

/** Paystack's own word on a transaction; null when it answers that there is no such transaction. */
export async function verifyTransaction(reference: string): Promise<VerifiedTransaction | null> {
  const parsed = Verified.safeParse(await call(`/transaction/verify/${encodeURIComponent(reference)}`, {}, true));
  if (!parsed.success) throw new PaystackError('subscriptions.provider.nonsense');
  return parsed.data.status && parsed.data.data ? parsed.data.data : null;
}
