import { paymentsCsv } from '../../shared/domain/admin-csv';
import { paymentsForExport } from '../core/admin/records';
import { raw, route } from '../lib/http';

export const exportPayments = route('exportPayments', async ({ query }) =>
  raw(paymentsCsv(await paymentsForExport(query)), 'text/csv; charset=utf-8', { 'content-disposition': 'attachment; filename="payments.csv"' }),
);
