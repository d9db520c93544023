import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import type { AdminPayment } from '../../../../../shared/api/schemas/admin';
import { formatNaira, toKobo } from '../../../../../shared/domain/subscriptions';
import { PageTitle } from '../../../components/page-title';
import { useExportPaymentsMutation, useListPaymentsQuery } from '../../../api/admin';
import { AdminTable, type AdminColumn } from './admin-table';
import { DateFilters } from './date-filters';
import { DayWithRelative } from './dates';
import { useRecordFilters } from './use-record-filters';

const STATUSES = [
  { value: 'success', label: 'Success' },
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
  { value: 'abandoned', label: 'Abandoned' },
] as const;
const STATUS_COLOUR = { success: 'success', pending: 'warning', failed: 'error', abandoned: 'default' } as const;

const COLUMNS: readonly AdminColumn<AdminPayment>[] = [
  { key: 'reference', header: 'Reference', cell: (payment) => payment.reference, sx: { fontFamily: 'monospace' } },
  { key: 'amount', header: 'Amount', align: 'right', cell: (payment) => formatNaira(toKobo(payment.amount) ?? 0) },
  { key: 'name', header: 'Name', cell: (payment) => `${payment.first_name} ${payment.last_name}` },
  { key: 'email', header: 'Email', cell: (payment) => payment.email },
  { key: 'plan', header: 'Plan', cell: (payment) => payment.plan },
  { key: 'status', header: 'Status', cell: (payment) => <Chip size="small" label={payment.status} color={STATUS_COLOUR[payment.status]} /> },
  { key: 'created', header: 'Date Created', cell: (payment) => <DayWithRelative iso={payment.date_created} /> },
];

/** Spec 3 §2 Payment Record: every payment with its status, filtered by status and date, exported as CSV. */
export default function AllPaymentsPage() {
  const [exportPayments, { isLoading: exporting }] = useExportPaymentsMutation();
  const { page, setPage, filters, changeFilters, download, query } = useRecordFilters((filter) => exportPayments(filter).unwrap(), 'payments.csv');
  const { data, isFetching, error, refetch } = useListPaymentsQuery(query);
  return (
    <Paper sx={{ p: 2 }}>
      <PageTitle title="Payment Record" area="admin" />
      <DateFilters value={filters} statuses={STATUSES} onChange={changeFilters} onExport={() => void download()} exporting={exporting} />
      <AdminTable
        label="Payments"
        columns={COLUMNS}
        rows={data?.results ?? []}
        rowKey={(payment) => payment.reference}
        loading={isFetching && !data}
        error={error}
        emptyText="No payments"
        onRetry={() => void refetch()}
        paging={{ count: data?.count ?? 0, page, onPage: setPage }}
      />
    </Paper>
  );
}
