import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useIntl } from 'react-intl';
import { formatText } from '../../lib/i18n/format-text';

/** A submit button (labels: catalogue keys or text) whose label reads the busy text (e.g. 'Authenticating...') while a request is in flight. */
export function SubmitButton({ busy, label, busyLabel, ...props }: ButtonProps & { busy: boolean; label: string; busyLabel: string }) {
  const intl = useIntl();
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
      {formatText(intl, busy ? busyLabel : label)}
    </Button>
  );
}
