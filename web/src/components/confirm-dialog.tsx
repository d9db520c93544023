import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatText } from '../lib/i18n/format-text';

/** A Yes/No question (a catalogue key or text); the dialog is named by its question. Yes stays disabled while the action runs. */
export function ConfirmDialog({
  open,
  title,
  children,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{formatText(intl, title)}</DialogTitle>
      {children && <DialogContent>{children}</DialogContent>}
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage id="app.confirm.no" />
        </Button>
        <Button onClick={onConfirm} disabled={busy} aria-busy={busy} variant="contained" color="error">
          <FormattedMessage id="app.confirm.yes" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
