import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '../../../../../shared/domain/admin';
import { PageTitle } from '../../../components/page-title';
import { useListTrackingQuery } from '../../../api/admin';
import { DateRangeFields, rangeQuery, type DateRange } from './date-range-fields';
import { TrackingTable } from './tracking-table';
import { FormattedMessage, useIntl } from 'react-intl';

/** Spec 3 §2 Tracking: every metered call, newest first, by service and date. */
export default function TrackingPage() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [service, setService] = useState('');
  const [range, setRange] = useState<DateRange>({ from: '', to: '' });
  const { data, isFetching, error, refetch } = useListTrackingQuery({ page, page_size: ADMIN_PAGE_SIZE, ...(service ? { service } : {}), ...rangeQuery(range) });
  return (
    <Paper sx={{ p: 2 }}>
      <PageTitle title={intl.formatMessage({ id: 'admin.page.tracking' })} area="admin" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'admin.col.service' })}
          value={service}
          onChange={(e) => {
            setService(e.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">
            <FormattedMessage id="admin.all" />
          </MenuItem>
          <MenuItem value="index">
            <FormattedMessage id="admin.kind.index" />
          </MenuItem>
          <MenuItem value="weather">
            <FormattedMessage id="admin.kind.weather" />
          </MenuItem>
          <MenuItem value="messages">
            <FormattedMessage id="admin.kind.messages" />
          </MenuItem>
        </TextField>
        <DateRangeFields
          value={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
      </Stack>
      <TrackingTable
        rows={data?.results ?? []}
        loading={isFetching && !data}
        error={error}
        onRetry={() => void refetch()}
        paging={{ count: data?.count ?? 0, page, onPage: setPage }}
      />
    </Paper>
  );
}
