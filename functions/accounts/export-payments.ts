import { paymentsCsv } from '../../shared/domain/admin-csv';
import { paymentsForExport } from '../core/admin/records';
import { exportReply } from '../lib/export-reply';
import { route } from '../lib/http';

export const exportPayments = route('exportPayments', async ({ query }) =>
  exportReply(paymentsCsv(await paymentsForExport(query)), { name: 'payments.csv', contentType: 'text/csv; charset=utf-8', scope: 'staff' }),
);
