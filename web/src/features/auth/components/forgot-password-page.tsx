import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { resetPassword } from 'aws-amplify/auth';
import { MESSAGES } from '../../../../../shared/domain/accounts';
import { SubmitButton } from '../../../components/form/submit-button';
import { authErrorName } from '../../../lib/amplify';
import { useDocumentTitle } from '../../../lib/document-title';
import { authErrorText } from '../../../lib/auth-errors';
import { AUTH_TEXTS } from '../messages';
import { AuthLayout } from './auth-layout';
import { FormRequiredField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { ForgotPasswordForm } from '../form-schemas';

/** Failures that concern the email address itself: shown under the input (spec 1 §8: the first email error). */
const EMAIL_ERRORS = new Set(['InvalidParameterException', 'LimitExceededException', 'CodeDeliveryFailureException']);
/**
 * An address without an account is answered as one with an account: the page never tells who has an account
 * (a pool that prevents user-existence errors answers so already; one that does not says UserNotFoundException).
 */
const ANSWERED_AS_SENT = new Set(['UserNotFoundException']);

export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(ForgotPasswordForm, { defaultValues: { email: '' } });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async ({ email }: ForgotPasswordForm) => {
    setBusy(true);
    try {
      await resetPassword({ username: email });
      setSent(true);
    } catch (caught) {
      if (ANSWERED_AS_SENT.has(authErrorName(caught))) {
        setSent(true);
        return;
      }
      const message = EMAIL_ERRORS.has(authErrorName(caught)) ? authErrorText(caught) : '';
      if (message) form.setError('email', { type: 'server', message });
      enqueueSnackbar(message || MESSAGES.somethingWrong, { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      {sent ? (
        <Box component="section" aria-labelledby="reset-sent-heading" sx={{ textAlign: 'center', mt: 3 }}>
          <Typography id="reset-sent-heading" variant="h5" component="h1" color="primary" gutterBottom>
            SUCCESSFULLY SENT
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {AUTH_TEXTS.resetLinkSent}
          </Typography>
          <Button component="a" href="mailto:" variant="contained" fullWidth size="large">
            Open Email
          </Button>
          <Link component={RouterLink} to="/auth/login" sx={{ display: 'inline-block', mt: 2 }}>
            Back to Sign In
          </Link>
        </Box>
      ) : (
        <Box component="form" aria-label="Forgot password" noValidate onSubmit={form.handleSubmit(submit)}>
          <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
            Forgot Password
          </Typography>
          <Typography color="text.secondary">Enter your email and we will send you a link to reset your password.</Typography>
          <FormRequiredField control={form.control} name="email" id="forgot-email" label="Email" type="email" autoComplete="email" />
          <SubmitButton busy={busy} label="Send Reset Link" busyLabel="Please wait..." />
          <Typography sx={{ mt: 3, textAlign: 'center' }}>
            Remembered it?{' '}
            <Link component={RouterLink} to="/auth/login">
              Sign In
            </Link>
          </Typography>
        </Box>
      )}
    </AuthLayout>
  );
}
