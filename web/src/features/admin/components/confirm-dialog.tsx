import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { ADMIN_MESSAGES } from '../../../../../shared/domain/admin';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatText } from '../../../lib/i18n/format-text';

/** The console's confirmations (spec 3 §8): the question, what it does, then 'Click yes to proceed'. */
export function ConfirmDialog({
  open,
  question,
  children,
  busy,
  busyLabel,
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
  const intl = useIntl();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="confirm-title" maxWidth="sm" fullWidth>
      <DialogTitle id="confirm-title">{formatText(intl, question)}</DialogTitle>
      <DialogContent>
        {children}
        <DialogContentText>
          <FormattedMessage id={ADMIN_MESSAGES.proceed} />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage id="admin.no" />
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {busy ? (busyLabel ?? intl.formatMessage({ id: 'admin.pleaseWait' })) : intl.formatMessage({ id: 'admin.yes' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
