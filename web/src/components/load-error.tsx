import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatText } from '../lib/i18n/format-text';

/** A failed load said as such, with Retry: never an empty screen that looks like "nothing here". */
export function LoadError({ message, onRetry, retrying = false }: { message: string; onRetry: () => void; retrying?: boolean }) {
  const intl = useIntl();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          <FormattedMessage id={retrying ? 'app.retrying' : 'app.retry'} />
        </Button>
      }
    >
      {formatText(intl, message)}
    </Alert>
  );
}
