import { useCallback } from 'react';
import type { PaymentOutcome } from '../../../../../shared/api/schemas/subscriptions';
import { apiErrorMessage, isApiError } from '../../../lib/api';
import { useVerifyPaymentMutation } from '../../../api/subscriptions';

/** How long the dialog waits before asking again what became of a payment whose answer was lost or lagging. */
export const VERIFY_RETRY_DELAYS_MS = [1000, 3000, 6000] as const;

export type Settlement =
  /** Granted; `recovered` when an earlier answer was lost (5xx, timeout) or lagging. */
  | { kind: 'received'; outcome: PaymentOutcome; recovered: boolean }
  /** Paystack says the charge failed or was never completed: nothing was charged. */
  | { kind: 'not-charged'; outcome: PaymentOutcome }
  /** Still no answer after asking again: whether it was charged is not known, so no new payment is offered. */
  | { kind: 'unknown' }
  /** Refused (4xx): the message says why. */
  | { kind: 'refused'; message: string };

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * What became of a reference, asked of the server (which asks Paystack): an answer lost to a 5xx or a timeout, or
 * a payment still pending, is asked about again a few times before the dialog says anything about paying again.
 */
export function useSettlePayment(): (reference: string, team: string) => Promise<Settlement> {
  const [verifyPayment] = useVerifyPaymentMutation();
  return useCallback(
    async (reference: string, team: string) => {
      let last: PaymentOutcome | null = null;
      for (let attempt = 0; attempt <= VERIFY_RETRY_DELAYS_MS.length; attempt += 1) {
        if (attempt > 0) await sleep(VERIFY_RETRY_DELAYS_MS[attempt - 1] ?? 0);
        try {
          last = await verifyPayment({ reference, team }).unwrap();
          if (last.status === 'success') return { kind: 'received', outcome: last, recovered: attempt > 0 };
          if (last.status === 'failed') return { kind: 'not-charged', outcome: last };
          // pending, or abandoned while Paystack's record catches up with its checkout: ask again.
        } catch (error) {
          // No answer, or the server could not tell (5xx): ask again. A refusal is final.
          if (isApiError(error) && error.status >= 400 && error.status < 500) return { kind: 'refused', message: apiErrorMessage(error) };
        }
      }
      return last?.status === 'abandoned' ? { kind: 'not-charged', outcome: last } : { kind: 'unknown' };
    },
    [verifyPayment],
  );
}
