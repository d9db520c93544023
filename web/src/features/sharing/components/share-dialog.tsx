import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import type { CreatedShareLink } from '../../../../../shared/api/schemas/sharing';
import { SHARE_LIMITS } from '../../../../../shared/domain/sharing';
import { useCreateShareLinkMutation } from '../../../api/sharing';
import type { ApiError } from '../../../lib/api';
import { useCatalogue } from '../../../lib/i18n/language-context';
import { useText } from '../../../lib/i18n/use-text';
import { formatDay } from '../share-dates';

/** The link's full address on this app's origin: the API answers its path only. */
const fullLink = (link: CreatedShareLink) => `${window.location.origin}${link.path}`;

/**
 * Sharing one field or a selection read-only: who it is for and for how many days, then the link, shown once, with
 * a copy button and, on a phone that offers it, the phone's own share sheet (WhatsApp and the rest).
 */
export function ShareDialog({ fieldIds, onClose }: { fieldIds: readonly string[]; onClose: () => void }) {
  const ready = useCatalogue('sharing');
  const { t, say, intl } = useText();
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const [label, setLabel] = useState('');
  const [days, setDays] = useState(String(SHARE_LIMITS.defaultDays));
  const [create, creating] = useCreateShareLinkMutation();
  const [made, setMade] = useState<CreatedShareLink | null>(null);
  const [errors, setErrors] = useState<{ detail?: string; label?: string; days?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      setMade(await create({ fields: [...fieldIds], label, days: Number(days) }).unwrap());
    } catch (error) {
      const failure = error as ApiError;
      const fields = (failure.data ?? {}) as Record<string, string[] | undefined>;
      setErrors({ detail: failure.message, label: fields.label?.[0], days: fields.days?.[0] });
    }
  };
  const copy = async (link: CreatedShareLink) => {
    await navigator.clipboard.writeText(fullLink(link));
    enqueueSnackbar(t('sharing.dialog.copied'), { variant: 'success' });
  };
  const canShare = typeof navigator.share === 'function';

  if (!ready) return null;
  return (
    <Dialog open onClose={creating.isLoading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('sharing.dialog.title')}</DialogTitle>
      {made ? (
        <>
          <DialogContent>
            <Alert severity="success" sx={{ mb: 2 }}>
              {t('sharing.dialog.created')}
            </Alert>
            <TextField
              fullWidth
              label={made.label}
              value={fullLink(made)}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'share-link' }, inputLabel: { shrink: true } }}
              onFocus={(event) => event.target.select()}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('sharing.dialog.until', { date: formatDay(intl, made.expires_at) })}
            </Typography>
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            {canShare && (
              <Button onClick={() => void navigator.share({ title: made.label, url: fullLink(made) }).catch(() => undefined)}>{t('sharing.dialog.send')}</Button>
            )}
            <Button variant="contained" onClick={() => void copy(made)}>
              {t('sharing.dialog.copy')}
            </Button>
            <Button onClick={onClose}>{t('sharing.dialog.close')}</Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
          <DialogContent>
            <Typography sx={{ mb: 2 }}>{t('sharing.dialog.intro', { count: fieldIds.length })}</Typography>
            {errors.detail && !errors.label && !errors.days && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {say(errors.detail)}
              </Alert>
            )}
            <TextField
              fullWidth
              required
              autoFocus
              margin="normal"
              label={t('sharing.dialog.label')}
              placeholder={t('sharing.dialog.labelHint')}
              value={label}
              onChange={(event) => setLabel(event.target.value)}
              error={Boolean(errors.label)}
              helperText={errors.label ? say(errors.label) : t('sharing.dialog.labelHint')}
              slotProps={{ htmlInput: { maxLength: SHARE_LIMITS.labelMaxLength } }}
            />
            <TextField
              fullWidth
              margin="normal"
              type="number"
              label={t('sharing.dialog.days')}
              value={days}
              onChange={(event) => setDays(event.target.value)}
              error={Boolean(errors.days)}
              helperText={errors.days ? say(errors.days) : say('sharing.daysInvalid', { min: SHARE_LIMITS.minDays, max: SHARE_LIMITS.maxDays })}
              slotProps={{ htmlInput: { min: SHARE_LIMITS.minDays, max: SHARE_LIMITS.maxDays, step: 1 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={creating.isLoading}>
              {t('sharing.dialog.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={creating.isLoading}>
              {t('sharing.dialog.create')}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
