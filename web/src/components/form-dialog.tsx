import { useId, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatText } from '../lib/i18n/format-text';
import { SubmitButton } from './form/submit-button';

/** A modal form: the dialog and its form are both named by the title (texts may be catalogue keys); the submit button shows the busy label. */
export function FormDialog({
  open,
  title,
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
  onClose,
  children,
  maxWidth = 'sm',
}: {
  open: boolean;
  title: string;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
}) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{formatText(intl, title)}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1, display: 'grid', gap: 1 }}>{children}</Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="button" onClick={onClose} disabled={busy}>
            <FormattedMessage id="app.form.cancel" />
          </Button>
          <SubmitButton busy={busy} label={submitLabel} busyLabel={busyLabel} fullWidth={false} size="medium" />
        </DialogActions>
      </Box>
    </Dialog>
  );
}
