import { startPayment, type PaymentOrder } from '../core/subscriptions/payments';
import { route } from '../lib/http';
import { idempotencyKeyOf, idempotent } from '../lib/idempotency';
import { keyedIdFor } from '../lib/idempotent-route';

// A retried or double-clicked Confirm with the same Idempotency-Key gets the same transaction, not a second one:
// the answer stored once, and under it a reference of the key's own, so a retry after an attempt that failed (its
// record removed) while its writes landed finds that payment instead of recording and opening another.
const startOnce = idempotent('createPayment', ({ order, reference }: { order: PaymentOrder; reference: string }) => startPayment(order, reference));

export const createPayment = route('createPayment', async ({ body, caller, team, event }) => {
  const order: PaymentOrder = { teamId: team.teamId, userId: caller.userId, planId: body.plan, users: body.no_of_users, farmArea: body.farm_area };
  const key = idempotencyKeyOf(event.headers);
  if (!key) return startPayment(order);
  const reference = `FW-${keyedIdFor('createPayment', caller.userId, key, JSON.stringify(order))}`;
  return startOnce({ callerId: caller.userId, key, payload: { order, reference } });
});
