import TextField from '@mui/material/TextField';
import { MONITORING_TEXTS } from '../messages';

/** Choose Index and the indices offered (spec 2 §2.1, §2.3). */
export function IndexSelect({ id, value, options, onChange }: { id: string; value: string | null; options: readonly string[]; onChange: (index: string | null) => void }) {
  return (
    <TextField
      id={id}
      select
      label={MONITORING_TEXTS.index}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      size="small"
      helperText=" "
      sx={{ width: 150 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Choose Index</option>
      {options.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </TextField>
  );
}
