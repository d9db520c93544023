import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { ADMIN_PAGE_SIZE } from '../../../../../shared/domain/admin';
import { formatNaira, toKobo } from '../../../../../shared/domain/subscriptions';
import { PageTitle } from '../../../components/page-title';
import { useExportPaymentsMutation, useListPaymentsQuery } from '../../../api/admin';
import { DateFilters } from './date-filters';
import { DayWithRelative } from './dates';
import { ListState } from './list-state';
import { useRecordFilters } from './use-record-filters';

const STATUSES = [
  { value: 'success', label: 'Success' },
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
  { value: 'abandoned', label: 'Abandoned' },
] as const;
const STATUS_COLOUR = { success: 'success', pending: 'warning', failed: 'error', abandoned: 'default' } as const;

/** Spec 3 §2 Payment Record: every payment with its status, filtered by status and date, exported as CSV. */
export default function AllPaymentsPage() {
  const [exportPayments, { isLoading: exporting }] = useExportPaymentsMutation();
  const { page, setPage, filters, changeFilters, download, query } = useRecordFilters((filter) => exportPayments(filter).unwrap(), 'payments.csv');
  const { data, isFetching, error, refetch } = useListPaymentsQuery(query);
  const rows = data?.results ?? [];

  return (
    <Paper sx={{ p: 2 }}>
      <PageTitle title="Payment Record" area="admin" />
      <DateFilters value={filters} statuses={STATUSES} onChange={changeFilters} onExport={() => void download()} exporting={exporting} />
      <TableContainer>
        <Table size="small" aria-label="Payments">
          <TableHead>
            <TableRow>
              <TableCell>Reference</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Plan</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Date Created</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <ListState columns={7} loading={isFetching && !data} error={error} empty={rows.length === 0} emptyText="No payments" onRetry={() => void refetch()} />
            {data &&
              !error &&
              rows.map((payment) => (
                <TableRow key={payment.reference}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{payment.reference}</TableCell>
                  <TableCell align="right">{formatNaira(toKobo(payment.amount) ?? 0)}</TableCell>
                  <TableCell>{`${payment.first_name} ${payment.last_name}`}</TableCell>
                  <TableCell>{payment.email}</TableCell>
                  <TableCell>{payment.plan}</TableCell>
                  <TableCell>
                    <Chip size="small" label={payment.status} color={STATUS_COLOUR[payment.status]} />
                  </TableCell>
                  <TableCell>
                    <DayWithRelative iso={payment.date_created} />
                  </TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination component="div" count={data?.count ?? 0} page={page - 1} rowsPerPage={ADMIN_PAGE_SIZE} rowsPerPageOptions={[ADMIN_PAGE_SIZE]} onPageChange={(_e, next) => setPage(next + 1)} />
    </Paper>
  );
}
