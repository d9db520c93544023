import { subscriptionsCsv } from '../../shared/domain/admin-csv';
import { subscriptionsForExport } from '../core/admin/records';
import { exportReply } from '../lib/export-reply';
import { route } from '../lib/http';
import { translate } from '../core/i18n/translate';

export const exportAccountSubscriptions = route('exportAccountSubscriptions', async ({ query, language }) =>
  exportReply(subscriptionsCsv(await subscriptionsForExport(query, language), (id) => translate(language, id)), {
    name: 'subscriptions.csv',
    contentType: 'text/csv; charset=utf-8',
    scope: 'staff',
  }),
);
