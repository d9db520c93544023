import { subscriptionsCsv } from '../../shared/domain/admin-csv';
import { subscriptionsForExport } from '../core/admin/records';
import { exportReply } from '../lib/export-reply';
import { route } from '../lib/http';

export const exportAccountSubscriptions = route('exportAccountSubscriptions', async ({ query }) =>
  exportReply(subscriptionsCsv(await subscriptionsForExport(query)), {
    name: 'subscriptions.csv',
    contentType: 'text/csv; charset=utf-8',
    scope: 'staff',
  }),
);
