import { startPayment, type PaymentOrder } from '../core/subscriptions/payments';
import { route } from '../lib/http';
import { idempotencyKeyOf, idempotent } from '../lib/idempotency';

// A retried or double-clicked Confirm with the same Idempotency-Key gets the same transaction, not a second one.
const startOnce = idempotent('createPayment', (order: PaymentOrder) => startPayment(order));

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
  return key ? startOnce({ callerId: caller.userId, key, payload: order }) : startPayment(order);
});
