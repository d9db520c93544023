import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ADMIN_PAGE_SIZE } from '../../../../../shared/domain/admin';
import { PageTitle } from '../../../components/page-title';
import { useExportAccountSubscriptionsMutation, useListAccountSubscriptionsQuery } from '../../../api/admin';
import { DateFilters } from './date-filters';
import { DayWithRelative, dayText } from './dates';
import { ListState } from './list-state';
import { useRecordFilters } from './use-record-filters';
import { TriStateTag } from './tri-state-tag';

const STATES = [
  { value: 'active', label: 'Yes' },
  { value: 'inactive', label: 'No' },
  { value: 'unknown', label: 'Unknown' },
] as const;

/** Spec 3 §2 Account subscription: Subscription Records with the tri-state Is Active? tag. */
export default function AccountSubscriptionPage() {
  const [exportRecords, { isLoading: exporting }] = useExportAccountSubscriptionsMutation();
  const { page, setPage, filters, changeFilters, download, query } = useRecordFilters((filter) => exportRecords(filter).unwrap(), 'subscriptions.csv');
  const { data, isFetching, error, refetch } = useListAccountSubscriptionsQuery(query);
  const rows = data?.results ?? [];

  return (
    <Paper sx={{ p: 2 }}>
      <PageTitle title="Account Subscription" area="admin" />
      <Typography variant="h6" component="h2" gutterBottom>
        Subscription Records
      </Typography>
      <DateFilters value={filters} statuses={STATES} onChange={changeFilters} onExport={() => void download()} exporting={exporting} />
      <TableContainer>
        <Table size="small" aria-label="Subscription Records">
          <TableHead>
            <TableRow>
              <TableCell>Team</TableCell>
              <TableCell align="right">User Limit</TableCell>
              <TableCell align="right">Farm Area Limit</TableCell>
              <TableCell>Start date</TableCell>
              <TableCell>End Date</TableCell>
              <TableCell>Is Active?</TableCell>
              <TableCell>Plan</TableCell>
              <TableCell>Payment</TableCell>
              <TableCell>Date Created</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <ListState columns={9} loading={isFetching && !data} error={error} empty={rows.length === 0} emptyText="No subscriptions" onRetry={() => void refetch()} />
            {data &&
              !error &&
              rows.map((record) => (
                <TableRow key={record.id}>
                  <TableCell>{record.team.name}</TableCell>
                  <TableCell align="right">{record.no_users_limit}</TableCell>
                  <TableCell align="right">{record.farm_area_limit}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayText(record.start_date)}</TableCell>
                  <TableCell>
                    <DayWithRelative iso={record.end_date} />
                  </TableCell>
                  <TableCell>
                    <TriStateTag value={record.is_active} />
                  </TableCell>
                  <TableCell>{record.plan}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{record.payment}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayText(record.date_created)}</TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination component="div" count={data?.count ?? 0} page={page - 1} rowsPerPage={ADMIN_PAGE_SIZE} rowsPerPageOptions={[ADMIN_PAGE_SIZE]} onPageChange={(_e, next) => setPage(next + 1)} />
    </Paper>
  );
}
