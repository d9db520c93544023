import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { signOut } from 'aws-amplify/auth';
import { MESSAGES, TIMINGS } from '../../../../../shared/domain/accounts';
import { SubmitButton } from '../../../components/form/submit-button';
import { useConfig } from '../../../lib/config';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAppDispatch } from '../../../lib/hooks';
import { loadSession, sessionCleared, STAFF_GROUP } from '../../../lib/session-slice';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { AUTH_TEXTS } from '../messages';
import { signInWithPassword } from '../sign-in';
import { TotpCodeStep } from './totp-code-step';
import { FormRequiredField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { SIGN_IN_DEFAULTS, signInSchema, type SignInValues } from '../form-schemas';

const ADMIN_LOGIN_SCHEMA = signInSchema(AUTH_TEXTS.adminEmailRequired);

/** The administrator login (spec 3 §2, §4): a real sign-in that admits members of the Cognito group `staff` only. */
export default function AdminLoginPage() {
  useDocumentTitle('Admin Login', 'admin-login');
  const config = useConfig();
  const dispatch = useAppDispatch();
  const navigateLater = useDelayedNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(ADMIN_LOGIN_SCHEMA, { defaultValues: SIGN_IN_DEFAULTS });
  const [formError, setFormError] = useState<string | null>(null);
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
    } catch {
      failed();
    }
  };

  const failed = () => {
    setFormError(MESSAGES.somethingWrong);
    enqueueSnackbar(MESSAGES.somethingWrong, { variant: 'error' });
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
      enqueueSnackbar(MESSAGES.notStaff, { variant: 'error' });
      setBusy(false);
      return;
    }
    enqueueSnackbar(AUTH_TEXTS.loginSuccess, { variant: 'success' });
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
      <Paper sx={{ width: '100%', maxWidth: 420, p: 4 }}>
        <Typography variant="overline" color="text.secondary">
          Admin Login
        </Typography>
        <Typography variant="h4" component="h1" gutterBottom>
          Welcome Admin!
        </Typography>
        {formError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {formError}
          </Alert>
        )}
        {step === 'totp' ? (
          <TotpCodeStep onSignedIn={signedIn} onExpired={restart} />
        ) : (
          <Box component="form" aria-label="Admin sign in" noValidate onSubmit={form.handleSubmit(submit, () => setFormError(null))}>
            <FormRequiredField control={form.control} name="email" id="admin-email" label="Email Address" type="email" autoComplete="email" />
            <FormRequiredField control={form.control} name="password" id="admin-password" label="Password" type="password" autoComplete="current-password" />
            <SubmitButton busy={busy} label="Sign In" busyLabel="Authenticating..." sx={{ mt: 1 }} />
          </Box>
        )}
      </Paper>
    </Box>
  );
}
