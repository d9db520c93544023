import TextField from '@mui/material/TextField';
import { useMonitoringTexts } from '../messages';

/** Keeps the helper line's height, as the date fields beside it have one. */
const BLANK = ' ';

/** Choose Index and the indices offered (spec 2 §2.1, §2.3). */
export function IndexSelect({ id, value, options, onChange }: { id: string; value: string | null; options: readonly string[]; onChange: (index: string | null) => void }) {
  const texts = useMonitoringTexts();
  return (
    <TextField
      id={id}
      select
      label={texts.index}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      size="small"
      helperText={BLANK}
      sx={{ width: 150 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{texts.chooseIndex}</option>
      {options.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </TextField>
  );
}
