import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import type { AdminPayment } from '../../../../../shared/api/schemas/admin';
import { toKobo } from '../../../../../shared/domain/subscriptions';
import { PageTitle } from '../../../components/page-title';
import { useExportPaymentsMutation, useListPaymentsQuery } from '../../../api/admin';
import { AdminTable, type AdminColumn } from './admin-table';
import { DateFilters } from './date-filters';
import { DayWithRelative } from './dates';
import { useRecordFilters } from './use-record-filters';
import { FormattedMessage, useIntl } from 'react-intl';

const STATUSES = [
  { value: 'success', label: 'admin.payment.success' },
  { value: 'pending', label: 'admin.payment.pending' },
  { value: 'failed', label: 'admin.payment.failed' },
  { value: 'abandoned', label: 'admin.payment.abandoned' },
] as const;
const STATUS_COLOUR = { success: 'success', pending: 'warning', failed: 'error', abandoned: 'default' } as const;

/** A payment's status as the console names it (the stored value stays as it is). */
function PaymentStatus({ status }: { status: AdminPayment['status'] }) {
  const intl = useIntl();
  const label = STATUSES.find((entry) => entry.value === status)?.label;
  return <Chip size="small" label={label ? intl.formatMessage({ id: label }) : status} color={STATUS_COLOUR[status]} />;
}

/** An amount in naira, in the language's number forms. */
function Naira({ amount }: { amount: number }) {
  const intl = useIntl();
  return intl.formatNumber((toKobo(amount) ?? 0) / 100, { style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol' });
}

const COLUMNS: readonly AdminColumn<AdminPayment>[] = [
  { key: 'reference', header: <FormattedMessage id="admin.col.reference" />, cell: (payment) => payment.reference, sx: { fontFamily: 'monospace' } },
  { key: 'amount', header: <FormattedMessage id="admin.col.amount" />, align: 'right', cell: (payment) => <Naira amount={payment.amount} /> },
  { key: 'name', header: <FormattedMessage id="admin.col.name" />, cell: (payment) => `${payment.first_name} ${payment.last_name}` },
  { key: 'email', header: <FormattedMessage id="admin.col.email" />, cell: (payment) => payment.email },
  { key: 'plan', header: <FormattedMessage id="admin.col.plan" />, cell: (payment) => payment.plan },
  { key: 'status', header: <FormattedMessage id="admin.col.status" />, cell: (payment) => <PaymentStatus status={payment.status} /> },
  { key: 'created', header: <FormattedMessage id="admin.col.dateCreated" />, cell: (payment) => <DayWithRelative iso={payment.date_created} /> },
];

/** Spec 3 §2 Payment Record: every payment with its status, filtered by status and date, exported as CSV. */
export default function AllPaymentsPage() {
  const intl = useIntl();
  const [exportPayments, { isLoading: exporting }] = useExportPaymentsMutation();
  const { page, setPage, filters, changeFilters, download, query } = useRecordFilters((filter) => exportPayments(filter).unwrap(), 'payments.csv');
  const { data, isFetching, error, refetch } = useListPaymentsQuery(query);
  return (
    <Paper sx={{ p: 2 }}>
      <PageTitle title={intl.formatMessage({ id: 'admin.page.payments' })} area="admin" />
      <DateFilters value={filters} statuses={STATUSES} onChange={changeFilters} onExport={() => void download()} exporting={exporting} />
      <AdminTable
        label={intl.formatMessage({ id: 'admin.table.payments' })}
        columns={COLUMNS}
        rows={data?.results ?? []}
        rowKey={(payment) => payment.reference}
        loading={isFetching && !data}
        error={error}
        emptyText={intl.formatMessage({ id: 'admin.empty.payments' })}
        onRetry={() => void refetch()}
        paging={{ count: data?.count ?? 0, page, onPage: setPage }}
      />
    </Paper>
  );
}
