import { paymentContext } from '../core/subscriptions/purchase';
import { route } from '../lib/http';

/** Before a purchase: the team it bills (the current team, which the web client names), its plan in force, its use. */
export const getPaymentContext = route('getPaymentContext', async ({ team }) => paymentContext(team.teamId));
