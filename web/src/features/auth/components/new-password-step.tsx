import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatText } from '../../../lib/i18n/format-text';
import { MESSAGES } from '../../../../../shared/domain/accounts';
import type { MessageId } from '../../../../../shared/i18n/english';
import { SubmitButton } from '../../../components/form/submit-button';
import { authErrorName } from '../../../lib/amplify';
import { authErrorText } from '../../../lib/auth-errors';
import { NewPasswordForm } from '../form-schemas';
import { confirmNewPassword } from '../sign-in';
import { FormRequiredField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';

export const NEW_PASSWORD_TEXTS = {
  title: 'auth.newPassword.title',
  hint: 'auth.newPassword.hint',
} as const satisfies Record<string, MessageId>;

/**
 * The first sign-in of an invited member (Cognito's NEW_PASSWORD_REQUIRED challenge): the chosen password answers
 * the challenge, then `onSignedIn` continues as an ordinary login.
 */
export function NewPasswordStep({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const intl = useIntl();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(NewPasswordForm, { defaultValues: { password: '', confirm: '' } });
  const [busy, setBusy] = useState(false);

  const submit = async ({ password }: NewPasswordForm) => {
    setBusy(true);
    try {
      const outcome = await confirmNewPassword(password);
      if (outcome !== 'signed-in') throw new Error(`Unexpected sign-in step: ${outcome}`);
      await onSignedIn();
      // Stay busy while the success toast leads to the redirect.
    } catch (caught) {
      if (authErrorName(caught) === 'InvalidPasswordException') {
        const message = formatText(intl, authErrorText(caught, MESSAGES.unexpected));
        form.setError('password', { type: 'server', message });
        enqueueSnackbar(message, { variant: 'error' });
      } else {
        enqueueSnackbar(intl.formatMessage({ id: MESSAGES.unexpected }), { variant: 'error' });
      }
      setBusy(false);
    }
  };

  return (
    <Box component="form" aria-label={intl.formatMessage({ id: NEW_PASSWORD_TEXTS.title })} noValidate onSubmit={form.handleSubmit(submit)}>
      <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
        <FormattedMessage id={NEW_PASSWORD_TEXTS.title} />
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        <FormattedMessage id={NEW_PASSWORD_TEXTS.hint} />
      </Typography>
      <FormRequiredField control={form.control} name="password" id="new-password" label={intl.formatMessage({ id: 'auth.form.newPassword' })} type="password" autoComplete="new-password" />
      <FormRequiredField control={form.control} name="confirm" id="new-password-confirm" label={intl.formatMessage({ id: 'auth.form.confirmPassword' })} type="password" autoComplete="new-password" />
      <SubmitButton busy={busy} label={intl.formatMessage({ id: 'auth.newPassword.submit' })} busyLabel={intl.formatMessage({ id: 'auth.form.pleaseWait' })} sx={{ mt: 1 }} />
    </Box>
  );
}
