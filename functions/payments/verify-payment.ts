import { settleOwnPayment, teamOfPayment } from '../core/subscriptions/payments';
import { route } from '../lib/http';

export const verifyPayment = route('verifyPayment', { ownerTeam: ({ body }) => teamOfPayment(body.reference) }, async ({ body, log }) =>
  settleOwnPayment(body.reference, log),
);
