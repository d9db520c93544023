import { startPayment, type PaymentOrder } from '../core/subscriptions/payments';
import { route } from '../lib/http';
import { idempotencyKeyOf, idempotent } from '../lib/idempotency';
import { keyedRequestFor } from '../lib/idempotent-route';

// A retried or double-clicked Confirm with the same Idempotency-Key gets the same transaction, not a second one:
// the answer stored once, and under it the payment claimed by the keyed request, so a retry after an attempt that
// failed (its record removed) while its writes landed finds that payment instead of recording and opening another.
const startOnce = idempotent('createPayment', ({ order, keyed }: { order: PaymentOrder; keyed: string }) => startPayment(order, keyed));

export const createPayment = route('createPayment', async ({ body, caller, team, event }) => {
  const order: PaymentOrder = {
    teamId: team.teamId,
    userId: caller.userId,
    planId: body.plan,
    users: body.no_of_users,
    farmArea: body.farm_area,
    timing: body.timing,
  };
  const key = idempotencyKeyOf(event.headers);
  if (!key) return startPayment(order);
  const keyed = keyedRequestFor('createPayment', caller.userId, key, JSON.stringify(order));
  return startOnce({ callerId: caller.userId, key, payload: { order, keyed } });
});
