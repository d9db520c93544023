import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Button from '@mui/material/Button';
import { DateRangeFields, rangeQuery } from './date-range-fields';

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
  statuses: readonly { value: string; label: string }[];
  onChange: (next: RecordFilters) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
      <TextField select size="small" label="Status" value={value.status} onChange={(e) => onChange({ ...value, status: e.target.value })} sx={{ minWidth: 160 }}>
        <MenuItem value="">All</MenuItem>
        {statuses.map((status) => (
          <MenuItem key={status.value} value={status.value}>
            {status.label}
          </MenuItem>
        ))}
      </TextField>
      <DateRangeFields value={value} onChange={(range) => onChange({ ...value, ...range })} />
      <Button variant="outlined" onClick={onExport} disabled={exporting} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        {exporting ? 'Exporting...' : 'Export CSV'}
      </Button>
    </Stack>
  );
}

/** The query of the filters: the range only with both ends in order. */
export function filterQuery(filters: RecordFilters): Record<string, string | undefined> {
  return { ...(filters.status ? { status: filters.status } : {}), ...rangeQuery(filters) };
}
