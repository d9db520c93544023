import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatText } from '../../../lib/i18n/format-text';
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
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'auth.forgot.title' }));
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(ForgotPasswordForm, { defaultValues: { email: '' } });
  const [requestReset, { isLoading: busy, isSuccess: sent }] = useRequestPasswordResetMutation();

  const submit = async ({ email }: ForgotPasswordForm) => {
    try {
      await requestReset({ email }).unwrap();
    } catch (caught) {
      const { fields } = readApiError(caught, MESSAGES.somethingWrong);
      if (fields.email) form.setError('email', { type: 'server', message: fields.email });
      enqueueSnackbar(formatText(intl, fields.email ?? MESSAGES.somethingWrong), { variant: 'error' });
    }
  };

  return (
    <AuthLayout>
      {sent ? (
        <Box component="section" aria-labelledby="reset-sent-heading" sx={{ textAlign: 'center', mt: 3 }}>
          <Typography id="reset-sent-heading" variant="h5" component="h1" color="primary" gutterBottom>
            <FormattedMessage id="auth.forgot.sentHeading" />
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            <FormattedMessage id={AUTH_TEXTS.resetLinkSent} />
          </Typography>
          <Button component="a" href="mailto:" variant="contained" fullWidth size="large">
            <FormattedMessage id="auth.forgot.openEmail" />
          </Button>
          <Link component={RouterLink} to="/auth/login" sx={{ display: 'inline-block', mt: 2 }}>
            <FormattedMessage id="auth.forgot.backToSignIn" />
          </Link>
        </Box>
      ) : (
        <Box component="form" aria-label={intl.formatMessage({ id: 'auth.forgot.formLabel' })} noValidate onSubmit={form.handleSubmit(submit)}>
          <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
            <FormattedMessage id="auth.forgot.heading" />
          </Typography>
          <Typography color="text.secondary">
            <FormattedMessage id="auth.forgot.intro" />
          </Typography>
          <FormRequiredField control={form.control} name="email" id="forgot-email" label={intl.formatMessage({ id: 'auth.form.email' })} type="email" autoComplete="email" />
          <SubmitButton busy={busy} label={intl.formatMessage({ id: 'auth.forgot.submit' })} busyLabel={intl.formatMessage({ id: 'auth.form.pleaseWait' })} />
          <Typography sx={{ mt: 3, textAlign: 'center' }}>
            <FormattedMessage
              id="auth.forgot.remembered"
              values={{
                link: (chunks) => (
                  <Link component={RouterLink} to="/auth/login">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </Typography>
        </Box>
      )}
    </AuthLayout>
  );
}
