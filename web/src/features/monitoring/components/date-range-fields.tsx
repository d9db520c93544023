import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { checkDateRange, pickerLimits, slashDate } from '../../fields/date-range';
import { MONITORING_TEXTS } from '../messages';

/** A start/end pair held to the dashboard's rules (spec 2 §5: at most a year; end not after today). */
export function DateRangeFields({ id, start, end, onChange }: { id: string; start: string; end: string; onChange: (range: { start: string; end: string }) => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const limits = pickerLimits(start, end);
  const change = (next: { start: string; end: string }) => {
    if (!next.start || !next.end) return;
    const check = checkDateRange(next.start, next.end);
    if (!check.ok) {
      enqueueSnackbar(check.message, { variant: 'warning' });
      return;
    }
    onChange(next);
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <TextField
        id={`${id}-start`}
        type="date"
        label={MONITORING_TEXTS.startDate}
        value={start}
        onChange={(event) => change({ start: event.target.value, end })}
        size="small"
        helperText={slashDate(start)}
        sx={{ width: 165 }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: limits.startMin, max: limits.startMax } }}
      />
      <TextField
        id={`${id}-end`}
        type="date"
        label={MONITORING_TEXTS.endDate}
        value={end}
        onChange={(event) => change({ start, end: event.target.value })}
        size="small"
        helperText={slashDate(end)}
        sx={{ width: 165 }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: limits.endMin, max: limits.endMax } }}
      />
    </Box>
  );
}
