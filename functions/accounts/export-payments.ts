import { paymentsCsv } from '../../shared/domain/admin-csv';
import { paymentsForExport } from '../core/admin/records';
import { exportReply } from '../lib/export-reply';
import { route } from '../lib/http';
import { translate } from '../core/i18n/translate';

export const exportPayments = route('exportPayments', async ({ query, language }) =>
  exportReply(paymentsCsv(await paymentsForExport(query), (id) => translate(language, id)), { name: 'payments.csv', contentType: 'text/csv; charset=utf-8', scope: 'staff' }),
);
