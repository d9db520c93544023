import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A submit button whose label reads the busy text (e.g. 'Authenticating...') while a request is in flight. */
export function SubmitButton({ busy, label, busyLabel, ...props }: ButtonProps & { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      {...props}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
