import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import GoogleIcon from '@mui/icons-material/Google';
import { useSnackbar } from 'notistack';
import { FormattedMessage, useIntl } from 'react-intl';
import { signInWithRedirect } from 'aws-amplify/auth';
import { MESSAGES, TIMINGS } from '../../../../../shared/domain/accounts';
import { authErrorName } from '../../../lib/amplify';
import { useConfig } from '../../../lib/config';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAppDispatch, useIsStaff, useSession } from '../../../lib/hooks';
import { loadSession, signingOutFinished, STAFF_GROUP } from '../../../lib/session-slice';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { AUTH_TEXTS } from '../messages';
import { BAD_CREDENTIAL_ERRORS, signInWithPassword } from '../sign-in';
import { AuthLayout } from './auth-layout';
import { ConfirmSignUpStep } from './confirm-sign-up-step';
import { NewPasswordStep } from './new-password-step';
import { TotpCodeStep } from './totp-code-step';
import type { SignInValues } from '../form-schemas';
import { EmailPasswordForm } from './email-password-form';

export default function LoginPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'auth.login.title' }));
  const config = useConfig();
  const dispatch = useAppDispatch();
  const navigateLater = useDelayedNavigate();
  const { enqueueSnackbar } = useSnackbar();
  // The credentials of the sign-in under way: the confirmation-code step signs in with them once confirmed.
  const [credentials, setCredentials] = useState<SignInValues>({ email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<'credentials' | 'confirm' | 'new-password' | 'totp'>('credentials');

  const navigate = useNavigate();
  const { status } = useSession();
  const isStaff = useIsStaff();
  // Set once this page starts a sign-in: the session it makes leads to the toast and the delayed redirect.
  const signingIn = useRef(false);

  // Reaching the login page ends a logout: from here on the guards answer a missing session with their message.
  useEffect(() => {
    dispatch(signingOutFinished());
  }, [dispatch]);

  // Someone already signed in has nothing to do here: straight on to where a sign-in would lead.
  useEffect(() => {
    if (status === 'signedIn' && !signingIn.current && step === 'credentials') {
      navigate(isStaff ? '/admin/dashboard' : '/dashboard', { replace: true });
    }
  }, [status, isStaff, step, navigate]);

  const finish = async () => {
    const claims = await dispatch(loadSession()).unwrap();
    if (!claims) throw new Error('No session after sign-in');
    enqueueSnackbar(intl.formatMessage({ id: AUTH_TEXTS.loginSuccess }), { variant: 'success' });
    navigateLater(claims.groups.includes(STAFF_GROUP) ? '/admin/dashboard' : '/dashboard', TIMINGS.loginRedirect);
  };

  const signInNow = async ({ email, password }: SignInValues): Promise<void> => {
    const outcome = await signInWithPassword(config, email, password);
    if (outcome === 'signed-in') return finish();
    if (outcome === 'confirm-sign-up') {
      setStep('confirm');
      return;
    }
    if (outcome === 'new-password') {
      setStep('new-password');
      return;
    }
    if (outcome === 'totp-code') {
      setStep('totp');
      return;
    }
    enqueueSnackbar(intl.formatMessage({ id: MESSAGES.unexpected }), { variant: 'error' });
  };

  const submit = async (typed: SignInValues) => {
    setCredentials(typed);
    setBusy(true);
    signingIn.current = true;
    try {
      await signInNow(typed);
      // Stay busy while the success toast leads to the redirect.
    } catch (caught) {
      const name = authErrorName(caught);
      if (name === 'UserNotConfirmedException') setStep('confirm');
      else if (BAD_CREDENTIAL_ERRORS.has(name)) enqueueSnackbar(intl.formatMessage({ id: MESSAGES.badCredentials }), { variant: 'error' });
      else enqueueSnackbar(intl.formatMessage({ id: MESSAGES.unexpected }), { variant: 'error' });
      signingIn.current = false;
      setBusy(false);
    }
  };

  const confirmed = async () => {
    try {
      await signInNow(credentials);
    } catch {
      enqueueSnackbar(intl.formatMessage({ id: MESSAGES.unexpected }), { variant: 'error' });
    }
  };

  // An expired code step starts the sign-in again from the password.
  const restart = () => {
    signingIn.current = false;
    setBusy(false);
    setStep('credentials');
  };

  const google = async () => {
    try {
      await signInWithRedirect({ provider: 'Google' });
    } catch {
      enqueueSnackbar(intl.formatMessage({ id: MESSAGES.unexpected }), { variant: 'error' });
    }
  };

  return (
    <AuthLayout>
      {step === 'confirm' ? (
        <ConfirmSignUpStep email={credentials.email} onConfirmed={confirmed} />
      ) : step === 'new-password' ? (
        <NewPasswordStep onSignedIn={finish} />
      ) : step === 'totp' ? (
        <TotpCodeStep onSignedIn={finish} onExpired={restart} />
      ) : (
        <EmailPasswordForm
          name={intl.formatMessage({ id: 'auth.login.formLabel' })}
          idPrefix="login"
          emailLabel={intl.formatMessage({ id: 'auth.form.email' })}
          busy={busy}
          onSubmit={submit}
          header={
            <>
              <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
                <FormattedMessage id="auth.login.heading" />
              </Typography>
              <Typography color="text.secondary">
                <FormattedMessage id="auth.login.welcome" />
              </Typography>
            </>
          }
          beforeSubmit={
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
              <Link component={RouterLink} to="/forgot-password">
                <FormattedMessage id="auth.login.forgotPassword" />
              </Link>
            </Box>
          }
        >
          {config.googleEnabled && (
            <>
              <Divider sx={{ my: 2 }}>
                <FormattedMessage id="auth.login.or" />
              </Divider>
              <Button type="button" variant="outlined" fullWidth size="large" startIcon={<GoogleIcon />} onClick={() => void google()}>
                <FormattedMessage id="auth.login.google" />
              </Button>
            </>
          )}
          <Typography sx={{ mt: 3, textAlign: 'center' }}>
            <FormattedMessage
              id="auth.login.noAccount"
              values={{
                link: (chunks) => (
                  <Link component={RouterLink} to="/auth/register">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </Typography>
        </EmailPasswordForm>
      )}
    </AuthLayout>
  );
}
