import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { pickerLimits, slashDate } from '../../../lib/dates/date-range';
import { useDateRangeDraft } from '../../../lib/dates/use-date-range-draft';
import { DateShortcuts } from '../../../components/date-shortcuts';
import { useMonitoringTexts } from '../messages';

/**
 * A start/end pair held to the dashboard's rules (spec 2 §5: at most a year; end not after today), checked when a
 * date is complete or the picker is left, never on the half-typed values of the keyboard.
 */
export function DateRangeFields({ id, start, end, onChange }: { id: string; start: string; end: string; onChange: (range: { start: string; end: string }) => void }) {
  const texts = useMonitoringTexts();
  const limits = pickerLimits(start, end);
  const dates = useDateRangeDraft({ start, end }, onChange);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <TextField
        id={`${id}-start`}
        type="date"
        label={texts.startDate}
        {...dates.start}
        size="small"
        helperText={slashDate(start)}
        sx={{ width: 165 }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: limits.startMin, max: limits.startMax } }}
      />
      <TextField
        id={`${id}-end`}
        type="date"
        label={texts.endDate}
        {...dates.end}
        size="small"
        helperText={slashDate(end)}
        sx={{ width: 165 }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: limits.endMin, max: limits.endMax } }}
      />
      <DateShortcuts current={{ start, end }} onPick={onChange} />
    </Box>
  );
}
