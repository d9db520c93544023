import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Button from '@mui/material/Button';
import { DateRangeFields, rangeQuery } from './date-range-fields';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../../../shared/i18n/english';

export interface RecordFilters {
  status: string;
  from: string;
  to: string;
}

export const NO_FILTERS: RecordFilters = { status: '', from: '', to: '' };

/** Status and date-created filters; the range applies only when both ends are chosen, in order (spec 3 §5). */
export function DateFilters({
  value,
  statuses,
  onChange,
  onExport,
  exporting,
}: {
  value: RecordFilters;
  statuses: readonly { value: string; label: MessageId }[];
  onChange: (next: RecordFilters) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const intl = useIntl();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
      <TextField select size="small" label={intl.formatMessage({ id: 'admin.col.status' })} value={value.status} onChange={(e) => onChange({ ...value, status: e.target.value })} sx={{ minWidth: 160 }}>
        <MenuItem value="">
          <FormattedMessage id="admin.all" />
        </MenuItem>
        {statuses.map((status) => (
          <MenuItem key={status.value} value={status.value}>
            <FormattedMessage id={status.label} />
          </MenuItem>
        ))}
      </TextField>
      <DateRangeFields value={value} onChange={(range) => onChange({ ...value, ...range })} />
      <Button variant="outlined" onClick={onExport} disabled={exporting} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        {intl.formatMessage({ id: exporting ? 'admin.exporting' : 'admin.exportCsv' })}
      </Button>
    </Stack>
  );
}

/** The query of the filters: the range only with both ends in order. */
export function filterQuery(filters: RecordFilters): Record<string, string | undefined> {
  return { ...(filters.status ? { status: filters.status } : {}), ...rangeQuery(filters) };
}
