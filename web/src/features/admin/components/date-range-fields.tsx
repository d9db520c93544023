import TextField from '@mui/material/TextField';
import { ADMIN_TEXTS } from '../texts';
import { useIntl } from 'react-intl';

export interface DateRange {
  from: string;
  to: string;
}

/** From after To: a range that selects nothing, refused with a message under From. */
const rangeReversed = ({ from, to }: DateRange): boolean => Boolean(from && to && from > to);

/** The query of a date range: only with both ends, in order. */
export const rangeQuery = (range: DateRange): Partial<DateRange> => (range.from && range.to && !rangeReversed(range) ? { from: range.from, to: range.to } : {});

/** The From and To date fields of an admin list's filters; From after To says so under From. */
export function DateRangeFields({ value, onChange }: { value: DateRange; onChange: (next: DateRange) => void }) {
  const intl = useIntl();
  const reversed = rangeReversed(value);
  return (
    <>
      <TextField
        size="small"
        type="date"
        label={intl.formatMessage({ id: 'admin.from' })}
        value={value.from}
        onChange={(e) => onChange({ ...value, from: e.target.value })}
        error={reversed}
        helperText={reversed ? intl.formatMessage({ id: ADMIN_TEXTS.fromAfterTo }) : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField size="small" type="date" label={intl.formatMessage({ id: 'admin.to' })} value={value.to} onChange={(e) => onChange({ ...value, to: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
    </>
  );
}
