import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A failed load said as such, with Retry: never an empty screen that looks like "nothing here". */
export function LoadError({ message, onRetry, retrying = false }: { message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying...' : 'Retry'}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
