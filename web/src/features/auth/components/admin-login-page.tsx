import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiMessageId } from '../../../../../shared/i18n/english';
import { LanguageBar } from './language-bar';
import { signOut } from 'aws-amplify/auth';
import { MESSAGES, TIMINGS } from '../../../../../shared/domain/accounts';
import { useConfig } from '../../../lib/config';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAppDispatch } from '../../../lib/hooks';
import { loadSession, sessionCleared, STAFF_GROUP } from '../../../lib/session-slice';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { AUTH_TEXTS } from '../messages';
import { authErrorName } from '../../../lib/amplify';
import { BAD_CREDENTIAL_ERRORS, signInWithPassword } from '../sign-in';
import { TotpCodeStep } from './totp-code-step';
import type { SignInValues } from '../form-schemas';
import { EmailPasswordForm } from './email-password-form';

/** The administrator login (spec 3 §2, §4): a real sign-in that admits members of the Cognito group `staff` only. */
export default function AdminLoginPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'auth.admin.title' }), 'admin-login');
  const config = useConfig();
  const dispatch = useAppDispatch();
  const navigateLater = useDelayedNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [formError, setFormError] = useState<ApiMessageId | null>(null);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<'credentials' | 'totp'>('credentials');

  const submit = async ({ email, password }: SignInValues) => {
    setFormError(null);
    setBusy(true);
    try {
      const outcome = await signInWithPassword(config, email, password);
      if (outcome === 'totp-code') {
        setStep('totp');
        return;
      }
      if (outcome !== 'signed-in') throw new Error(outcome);
      await signedIn();
    } catch (caught) {
      failed(caught);
    }
  };

  // A wrong e-mail or password is said as the login page says it (spec 1 §5); anything else is a failure of ours.
  const failed = (caught: unknown) => {
    const message = BAD_CREDENTIAL_ERRORS.has(authErrorName(caught)) ? MESSAGES.badCredentials : MESSAGES.somethingWrong;
    setFormError(message);
    enqueueSnackbar(intl.formatMessage({ id: message }), { variant: 'error' });
    setBusy(false);
  };

  const signedIn = async () => {
    const claims = await dispatch(loadSession()).unwrap();
    if (!claims?.groups.includes(STAFF_GROUP)) {
      // Nothing is kept for a non-staff account.
      await signOut();
      dispatch(sessionCleared());
      setStep('credentials');
      setFormError(MESSAGES.notStaff);
      enqueueSnackbar(intl.formatMessage({ id: MESSAGES.notStaff }), { variant: 'error' });
      setBusy(false);
      return;
    }
    enqueueSnackbar(intl.formatMessage({ id: AUTH_TEXTS.loginSuccess }), { variant: 'success' });
    navigateLater('/admin/dashboard', TIMINGS.loginRedirect);
  };

  // The code step ends in the same checks as a one-step sign-in; an expired step starts again from the password.
  const restart = () => {
    setStep('credentials');
    setBusy(false);
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, background: 'linear-gradient(135deg, #1b5e20, #33691e)' }}
    >
      <Paper sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <LanguageBar />
        <Typography variant="overline" color="text.secondary">
          <FormattedMessage id="auth.admin.overline" />
        </Typography>
        <Typography variant="h4" component="h1" gutterBottom>
          <FormattedMessage id="auth.admin.heading" />
        </Typography>
        {formError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            <FormattedMessage id={formError} />
          </Alert>
        )}
        {step === 'totp' ? (
          <TotpCodeStep onSignedIn={signedIn} onExpired={restart} />
        ) : (
          <EmailPasswordForm
            name={intl.formatMessage({ id: 'auth.admin.formLabel' })}
            idPrefix="admin"
            emailLabel={intl.formatMessage({ id: 'auth.admin.emailLabel' })}
            emailRequired={AUTH_TEXTS.adminEmailRequired}
            busy={busy}
            onSubmit={submit}
            onInvalid={() => setFormError(null)}
          />
        )}
      </Paper>
    </Box>
  );
}
