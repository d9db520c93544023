import { paymentPage } from '../core/admin/records';
import { route } from '../lib/http';

export const listPayments = route('listPayments', async ({ query }) => paymentPage(query));
