import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TriStateText } from './form-helpers';
import { FormattedMessage } from 'react-intl';

export function TriStateSelect({ label, value, onChange }: { label: string; value: TriStateText; onChange: (value: TriStateText) => void }) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value as TriStateText)} sx={{ minWidth: 160 }}>
      <MenuItem value="">
        <FormattedMessage id="admin.unknown" />
      </MenuItem>
      <MenuItem value="true">
        <FormattedMessage id="admin.active" />
      </MenuItem>
      <MenuItem value="false">
        <FormattedMessage id="admin.notActive" />
      </MenuItem>
    </TextField>
  );
}
