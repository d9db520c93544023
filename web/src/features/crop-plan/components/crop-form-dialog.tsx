import { useId, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { SubmitButton } from '../../../components/form/submit-button';
import { useText } from '../../../lib/i18n/use-text';
import { CROP_PLAN_TEXTS } from '../messages';

/** A modal form of the crop screen; the submit button reads 'Processing...' while the request runs (spec 2 §4). */
export function CropFormDialog({
  open,
  title,
  busy,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  busy: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const { say } = useText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1, display: 'grid', gap: 2 }}>{children}</Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="button" onClick={onClose} disabled={busy}>
            {say(CROP_PLAN_TEXTS.cancel)}
          </Button>
          <SubmitButton busy={busy} label={submitLabel} busyLabel={say(CROP_PLAN_TEXTS.processing)} fullWidth={false} size="medium" />
        </DialogActions>
      </Box>
    </Dialog>
  );
}
