import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import { useIntl } from 'react-intl';
import type { PaymentInit } from '../../../../../shared/api/schemas/subscriptions';
import { useConfig } from '../../../lib/config';

export type CheckoutResult = { kind: 'success'; reference: string } | { kind: 'cancel' } | { kind: 'error'; message: string };

interface StandInSession {
  url: string;
  reference: string;
  resolve: (result: CheckoutResult) => void;
}

/**
 * Paystack's checkout for a transaction the server opened: Paystack's inline popup resumed with the access code
 * (the amount is fixed server-side), or, on the local stage, the Paystack stand-in's checkout page in the same
 * kind of overlay. Either way the result only says what the customer did; the server settles the payment.
 */
export function useCheckout(): { start: (init: PaymentInit) => Promise<CheckoutResult>; element: ReactNode } {
  const intl = useIntl();
  const { paystackStandInUrl } = useConfig();
  const [session, setSession] = useState<StandInSession | null>(null);
  const sessionRef = useRef<StandInSession | null>(null);
  sessionRef.current = session;

  useEffect(() => {
    if (!session) return undefined;
    const listen = (message: MessageEvent) => {
      const data = message.data as { source?: unknown; event?: unknown; reference?: unknown } | null;
      if (!data || data.source !== 'paystack-stand-in' || data.reference !== session.reference) return;
      // A declined card stays in the checkout, where the customer may try again or cancel, as on Paystack.
      if (data.event === 'success') {
        setSession(null);
        session.resolve({ kind: 'success', reference: session.reference });
      } else if (data.event === 'cancel') {
        setSession(null);
        session.resolve({ kind: 'cancel' });
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [session]);

  const start = useCallback(
    (init: PaymentInit) =>
      new Promise<CheckoutResult>((resolve) => {
        if (paystackStandInUrl) {
          setSession({ url: `${paystackStandInUrl}/checkout/${encodeURIComponent(init.access_code)}`, reference: init.reference, resolve });
          return;
        }
        import('@paystack/inline-js')
          .then(({ default: PaystackPop }) => {
            new PaystackPop().resumeTransaction(init.access_code, {
              onSuccess: (transaction) => resolve({ kind: 'success', reference: transaction.reference || init.reference }),
              onCancel: () => resolve({ kind: 'cancel' }),
              onError: (error) => resolve({ kind: 'error', message: error.message ?? '' }),
            });
          })
          .catch((error: unknown) => resolve({ kind: 'error', message: error instanceof Error ? error.message : '' }));
      }),
    [paystackStandInUrl],
  );

  const element = session ? (
    <Dialog open fullWidth maxWidth="xs" sx={{ zIndex: 10001 }} slotProps={{ paper: { 'aria-label': intl.formatMessage({ id: 'subscriptions.checkout.paystack' }) } }}>
      <iframe title={intl.formatMessage({ id: 'subscriptions.checkout.paystack' })} src={session.url} style={{ border: 0, width: '100%', height: 520 }} />
    </Dialog>
  ) : null;
  return { start, element };
}
