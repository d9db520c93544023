import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '../../../../../shared/domain/admin';
import { PageTitle } from '../../../components/page-title';
import { useListAuditEventsQuery } from '../../../api/admin';
import { dateTimeText } from './dates';
import { ListState } from './list-state';

/** Who changed which setting, service, plan or team approval, and who deleted which user, newest first. */
export default function AuditPage() {
  const [page, setPage] = useState(1);
  const { data, isFetching, error, refetch } = useListAuditEventsQuery({ page, page_size: ADMIN_PAGE_SIZE });
  const rows = data?.results ?? [];
  return (
    <Paper sx={{ p: 2 }}>
      <PageTitle title="Audit Trail" area="admin" />
      <TableContainer>
        <Table size="small" aria-label="Audit trail">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Who</TableCell>
              <TableCell>Action</TableCell>
              <TableCell>Item</TableCell>
              <TableCell>Values</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <ListState columns={5} loading={isFetching && !data} error={error} empty={rows.length === 0} emptyText="No administrator actions yet" onRetry={() => void refetch()} />
            {data &&
              !error &&
              rows.map((event) => (
                <TableRow key={event.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTimeText(event.date_created)}</TableCell>
                  <TableCell>{event.actor.email}</TableCell>
                  <TableCell>{event.action}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{event.target ?? '—'}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all', maxWidth: 420 }}>{event.detail}</TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination component="div" count={data?.count ?? 0} page={page - 1} rowsPerPage={ADMIN_PAGE_SIZE} rowsPerPageOptions={[ADMIN_PAGE_SIZE]} onPageChange={(_e, next) => setPage(next + 1)} />
    </Paper>
  );
}
