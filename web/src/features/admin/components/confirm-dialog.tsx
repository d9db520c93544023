import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { ADMIN_MESSAGES } from '../../../../../shared/domain/admin';

/** The console's confirmations (spec 3 §8): the question, what it does, then 'Click yes to proceed'. */
export function ConfirmDialog({
  open,
  question,
  children,
  busy,
  busyLabel = 'Please wait...',
  onConfirm,
  onClose,
}: {
  open: boolean;
  question: string;
  children?: ReactNode;
  busy: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="confirm-title" maxWidth="sm" fullWidth>
      <DialogTitle id="confirm-title">{question}</DialogTitle>
      <DialogContent>
        {children}
        <DialogContentText>{ADMIN_MESSAGES.proceed}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          No
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : 'Yes'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
