import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '../../../../../shared/domain/admin';
import { PageTitle } from '../../../components/page-title';
import { useListTrackingQuery } from '../../../api/admin';
import { TrackingTable } from './tracking-table';

/** Spec 3 §2 Tracking: every metered call, newest first, by service and date. */
export default function TrackingPage() {
  const [page, setPage] = useState(1);
  const [service, setService] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const range = from && to ? { from, to } : {};
  const { data, isFetching, error, refetch } = useListTrackingQuery({ page, page_size: ADMIN_PAGE_SIZE, ...(service ? { service } : {}), ...range });
  return (
    <Paper sx={{ p: 2 }}>
      <PageTitle title="Tracking" area="admin" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField select size="small" label="Service" value={service} onChange={(e) => { setService(e.target.value); setPage(1); }} sx={{ minWidth: 160 }}>
          <MenuItem value="">All</MenuItem>
          <MenuItem value="index">Index</MenuItem>
          <MenuItem value="weather">Weather</MenuItem>
        </TextField>
        <TextField size="small" type="date" label="From" value={from} onChange={(e) => { setFrom(e.target.value); setPage(1); }} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" type="date" label="To" value={to} onChange={(e) => { setTo(e.target.value); setPage(1); }} slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      <TrackingTable rows={data?.results ?? []} loading={isFetching && !data} error={error} onRetry={() => void refetch()} />
      <TablePagination
        component="div"
        count={data?.count ?? 0}
        page={page - 1}
        rowsPerPage={ADMIN_PAGE_SIZE}
        rowsPerPageOptions={[ADMIN_PAGE_SIZE]}
        onPageChange={(_event, next) => setPage(next + 1)}
      />
    </Paper>
  );
}
