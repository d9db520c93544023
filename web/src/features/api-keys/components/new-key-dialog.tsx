import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useIntl } from 'react-intl';
import { useSnackbar } from 'notistack';
import type { CreatedApiKey } from '../../../../../shared/api/schemas/partners';

/**
 * The new key, shown this once: the API keeps only its hash, so closing the dialog forgets it (the page holds it in
 * memory only while the dialog is open).
 */
export function NewKeyDialog({ created, onClose }: { created: CreatedApiKey | null; onClose: () => void }) {
  const intl = useIntl();
  const { enqueueSnackbar } = useSnackbar();
  const copy = async () => {
    if (!created) return;
    await navigator.clipboard?.writeText(created.key).catch(() => undefined);
    enqueueSnackbar(intl.formatMessage({ id: 'api-keys.copied' }), { variant: 'success' });
  };
  return (
    <Dialog open={created !== null} aria-labelledby="new-api-key-title" maxWidth="sm" fullWidth>
      <DialogTitle id="new-api-key-title">{created?.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">{intl.formatMessage({ id: 'api-keys.shownOnce' })}</Alert>
          <TextField
            value={created?.key ?? ''}
            label={intl.formatMessage({ id: 'api-keys.title' })}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'new-api-key', style: { fontFamily: 'monospace' } } }}
            onFocus={(event) => event.target.select()}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {intl.formatMessage({ id: 'api-keys.copy' })}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {intl.formatMessage({ id: 'api-keys.done' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
