import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { confirmResetPassword } from 'aws-amplify/auth';
import { MESSAGES, TIMINGS } from '../../../../../shared/domain/accounts';
import { decodeResetToken } from '../../../../../shared/domain/reset-token';
import { SubmitButton } from '../../../components/form/submit-button';
import { authErrorName } from '../../../lib/amplify';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { authErrorText } from '../../../lib/auth-errors';
import { AUTH_TEXTS } from '../messages';
import { isUsedResetLink, rememberUsedResetLink } from '../used-reset-links';
import { AuthLayout } from './auth-layout';
import { FormRequiredField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { ResetPasswordForm } from '../form-schemas';

/** A used, superseded or expired code, or an account that no longer exists: the link is dead either way. */
const STALE_LINK_ERRORS = new Set(['CodeMismatchException', 'ExpiredCodeException', 'UserNotFoundException']);

type TokenState = { status: 'validating' } | { status: 'invalid' } | { status: 'valid'; username: string; code: string };

export default function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const { token = '' } = useParams();
  const { enqueueSnackbar } = useSnackbar();
  const navigateLater = useDelayedNavigate();
  const [tokenState, setTokenState] = useState<TokenState>({ status: 'validating' });
  const form = useZodForm(ResetPasswordForm, { defaultValues: { password: '', confirm: '' } });
  const [busy, setBusy] = useState(false);

  // The token carries the account's pool username (not its e-mail) and Cognito's 6-digit code. Cognito cannot check a code without spending it, so
  // on open the page checks the token's shape and whether it was already used in this browser; a code that is
  // stale otherwise (used elsewhere, superseded, expired after an hour) ends in the same text on submit.
  useEffect(() => {
    const decoded = isUsedResetLink(token) ? null : decodeResetToken(token);
    setTokenState(decoded ? { status: 'valid', ...decoded } : { status: 'invalid' });
  }, [token]);

  const submit = async ({ password }: ResetPasswordForm) => {
    if (tokenState.status !== 'valid') return;
    setBusy(true);
    try {
      await confirmResetPassword({ username: tokenState.username, confirmationCode: tokenState.code, newPassword: password });
      rememberUsedResetLink(token);
      enqueueSnackbar(AUTH_TEXTS.resetSuccess, { variant: 'success' });
      navigateLater('/auth/login', TIMINGS.passwordResetRedirect);
    } catch (caught) {
      const name = authErrorName(caught);
      if (STALE_LINK_ERRORS.has(name)) {
        setTokenState({ status: 'invalid' });
        enqueueSnackbar(MESSAGES.resetInvalid, { variant: 'error' });
      } else if (name === 'InvalidPasswordException') {
        const message = authErrorText(caught);
        form.setError('password', { type: 'server', message });
        enqueueSnackbar(message, { variant: 'error' });
      } else {
        enqueueSnackbar(authErrorText(caught), { variant: 'error' });
      }
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        Reset Password
      </Typography>
      {tokenState.status === 'validating' && (
        <Typography role="status" sx={{ mt: 2 }}>
          {MESSAGES.resetValidating}
        </Typography>
      )}
      {tokenState.status === 'invalid' && (
        <Box sx={{ mt: 2 }}>
          <Typography role="alert" color="error" sx={{ mb: 2 }}>
            {MESSAGES.resetInvalid}
          </Typography>
          <Button component={RouterLink} to="/forgot-password" variant="contained" fullWidth>
            Request a new link
          </Button>
        </Box>
      )}
      {tokenState.status === 'valid' && (
        <Box component="form" aria-label="Reset password" noValidate onSubmit={form.handleSubmit(submit)}>
          <Typography color="text.secondary">{AUTH_TEXTS.chooseNewPassword}</Typography>
          <FormRequiredField control={form.control} name="password" id="reset-password" label="New Password" type="password" autoComplete="new-password" />
          <FormRequiredField control={form.control} name="confirm" id="reset-confirm-password" label="Confirm Password" type="password" autoComplete="new-password" />
          <SubmitButton busy={busy} label="Reset Password" busyLabel="Processing..." />
        </Box>
      )}
    </AuthLayout>
  );
}
