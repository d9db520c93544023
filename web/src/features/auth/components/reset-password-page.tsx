import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { MESSAGES, TIMINGS } from '../../../../../shared/domain/accounts';
import { isResetToken } from '../../../../../shared/domain/reset-token';
import { SubmitButton } from '../../../components/form/submit-button';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { useConfirmPasswordResetMutation, useValidateResetTokenQuery } from '../../../api/auth';
import { AUTH_TEXTS } from '../messages';
import { AuthLayout } from './auth-layout';
import { FormRequiredField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { ResetPasswordForm } from '../form-schemas';
import { resetFailure } from '../reset-failure';

/**
 * Reset password (spec 1 §5): on opening, the server says whether the link still works (unknown, expired and used
 * links alike end in the spec's text and a link to ask again); the new password is set by the server, which spends
 * the link.
 */
export default function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const { token = '' } = useParams();
  const { enqueueSnackbar } = useSnackbar();
  const navigateLater = useDelayedNavigate();
  const wellFormed = isResetToken(token);
  const validation = useValidateResetTokenQuery(token, { skip: !wellFormed });
  const [confirmReset, { isLoading: busy, isSuccess: done }] = useConfirmPasswordResetMutation();
  const [spent, setSpent] = useState(false);
  const form = useZodForm(ResetPasswordForm, { defaultValues: { password: '', confirm: '' } });

  const status = !wellFormed || validation.isError || spent ? 'invalid' : validation.isSuccess ? 'valid' : 'validating';

  const submit = async ({ password }: ResetPasswordForm) => {
    try {
      await confirmReset({ token, password }).unwrap();
      enqueueSnackbar(AUTH_TEXTS.resetSuccess, { variant: 'success' });
      navigateLater('/auth/login', TIMINGS.passwordResetRedirect);
    } catch (caught) {
      const failure = resetFailure(caught);
      if (failure.kind === 'dead-link') setSpent(true);
      if (failure.kind === 'password') form.setError('password', { type: 'server', message: failure.message });
      enqueueSnackbar(failure.message, { variant: 'error' });
    }
  };

  return (
    <AuthLayout>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        Reset Password
      </Typography>
      {status === 'validating' && (
        <Typography role="status" sx={{ mt: 2 }}>
          {MESSAGES.resetValidating}
        </Typography>
      )}
      {status === 'invalid' && (
        <Box sx={{ mt: 2 }}>
          <Typography role="alert" color="error" sx={{ mb: 2 }}>
            {MESSAGES.resetInvalid}
          </Typography>
          <Button component={RouterLink} to="/forgot-password" variant="contained" fullWidth>
            {AUTH_TEXTS.requestNewLink}
          </Button>
        </Box>
      )}
      {status === 'valid' && (
        <Box component="form" aria-label="Reset password" noValidate onSubmit={form.handleSubmit(submit)}>
          <Typography color="text.secondary">{AUTH_TEXTS.chooseNewPassword}</Typography>
          <FormRequiredField control={form.control} name="password" id="reset-password" label="New Password" type="password" autoComplete="new-password" />
          <FormRequiredField control={form.control} name="confirm" id="reset-confirm-password" label="Confirm Password" type="password" autoComplete="new-password" />
          <SubmitButton busy={busy || done} label="Reset Password" busyLabel="Processing..." />
        </Box>
      )}
    </AuthLayout>
  );
}
