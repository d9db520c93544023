import { subscriptionsCsv } from '../../shared/domain/admin-csv';
import { subscriptionsForExport } from '../core/admin/records';
import { raw, route } from '../lib/http';

export const exportAccountSubscriptions = route('exportAccountSubscriptions', async ({ query }) =>
  raw(subscriptionsCsv(await subscriptionsForExport(query)), 'text/csv; charset=utf-8', {
    'content-disposition': 'attachment; filename="subscriptions.csv"',
  }),
);
