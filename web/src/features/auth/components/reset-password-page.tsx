import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatText } from '../../../lib/i18n/format-text';
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
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'auth.reset.title' }));
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
      enqueueSnackbar(intl.formatMessage({ id: AUTH_TEXTS.resetSuccess }), { variant: 'success' });
      navigateLater('/auth/login', TIMINGS.passwordResetRedirect);
    } catch (caught) {
      const failure = resetFailure(caught);
      if (failure.kind === 'dead-link') setSpent(true);
      if (failure.kind === 'password') form.setError('password', { type: 'server', message: failure.message });
      enqueueSnackbar(formatText(intl, failure.message), { variant: 'error' });
    }
  };

  return (
    <AuthLayout>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        <FormattedMessage id="auth.reset.heading" />
      </Typography>
      {status === 'validating' && (
        <Typography role="status" sx={{ mt: 2 }}>
          <FormattedMessage id={MESSAGES.resetValidating} />
        </Typography>
      )}
      {status === 'invalid' && (
        <Box sx={{ mt: 2 }}>
          <Typography role="alert" color="error" sx={{ mb: 2 }}>
            <FormattedMessage id={MESSAGES.resetInvalid} />
          </Typography>
          <Button component={RouterLink} to="/forgot-password" variant="contained" fullWidth>
            <FormattedMessage id={AUTH_TEXTS.requestNewLink} />
          </Button>
        </Box>
      )}
      {status === 'valid' && (
        <Box component="form" aria-label={intl.formatMessage({ id: 'auth.reset.formLabel' })} noValidate onSubmit={form.handleSubmit(submit)}>
          <Typography color="text.secondary">
            <FormattedMessage id={AUTH_TEXTS.chooseNewPassword} />
          </Typography>
          <FormRequiredField control={form.control} name="password" id="reset-password" label={intl.formatMessage({ id: 'auth.form.newPassword' })} type="password" autoComplete="new-password" />
          <FormRequiredField control={form.control} name="confirm" id="reset-confirm-password" label={intl.formatMessage({ id: 'auth.form.confirmPassword' })} type="password" autoComplete="new-password" />
          <SubmitButton busy={busy || done} label={intl.formatMessage({ id: 'auth.reset.submit' })} busyLabel={intl.formatMessage({ id: 'auth.reset.busy' })} />
        </Box>
      )}
    </AuthLayout>
  );
}
