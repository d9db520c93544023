import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { MESSAGES } from '../../../../../shared/domain/accounts';
import { SubmitButton } from '../../../components/form/submit-button';
import { readApiError } from '../../../lib/api-errors';
import { useDocumentTitle } from '../../../lib/document-title';
import { useRequestPasswordResetMutation } from '../../../api/auth';
import { AUTH_TEXTS } from '../messages';
import { AuthLayout } from './auth-layout';
import { FormRequiredField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { ForgotPasswordForm } from '../form-schemas';

/**
 * Forgot password (spec 1 §5): the server mails a single-use link, and answers an address without an account as
 * one with an account, so the page never tells who has one. Failure (spec 1 §8): the first email error, or
 * 'Something went wrong'.
 */
export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(ForgotPasswordForm, { defaultValues: { email: '' } });
  const [requestReset, { isLoading: busy, isSuccess: sent }] = useRequestPasswordResetMutation();

  const submit = async ({ email }: ForgotPasswordForm) => {
    try {
      await requestReset({ email }).unwrap();
    } catch (caught) {
      const { fields } = readApiError(caught, MESSAGES.somethingWrong);
      if (fields.email) form.setError('email', { type: 'server', message: fields.email });
      enqueueSnackbar(fields.email ?? MESSAGES.somethingWrong, { variant: 'error' });
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
