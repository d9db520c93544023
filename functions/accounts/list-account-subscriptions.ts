import { subscriptionPage } from '../core/admin/records';
import { route } from '../lib/http';

export const listAccountSubscriptions = route('listAccountSubscriptions', async ({ query, language }) => subscriptionPage(query, language));
