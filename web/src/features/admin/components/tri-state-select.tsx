import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TriStateText } from './form-helpers';

export function TriStateSelect({ label, value, onChange }: { label: string; value: TriStateText; onChange: (value: TriStateText) => void }) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value as TriStateText)} sx={{ minWidth: 160 }}>
      <MenuItem value="">Unknown</MenuItem>
      <MenuItem value="true">Active</MenuItem>
      <MenuItem value="false">Not Active</MenuItem>
    </TextField>
  );
}
