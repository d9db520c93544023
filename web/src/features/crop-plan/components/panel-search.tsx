import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

export function PanelSearch({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      size="small"
      fullWidth
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** Case-insensitive contains, for the panels' searches. */
export const matches = (query: string, ...texts: string[]) => {
  const wanted = query.trim().toLocaleLowerCase();
  return wanted === '' || texts.some((text) => text.toLocaleLowerCase().includes(wanted));
};
