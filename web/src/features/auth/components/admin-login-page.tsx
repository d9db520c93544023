import { useState, type FormEvent } from 'react';
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
import { RequiredField } from '../../../components/form/required-field';

interface AdminLoginErrors {
  email?: string;
  password?: string;
}

export function validateAdminLogin(email: string, password: string): AdminLoginErrors {
  const errors: AdminLoginErrors = {};
  if (!email.trim()) errors.email = AUTH_TEXTS.adminEmailRequired;
  if (!password) errors.password = AUTH_TEXTS.passwordRequired;
  return errors;
}

/** The administrator login (spec 3 §2, §4): a real sign-in that admits members of the Cognito group `staff` only. */
export default function AdminLoginPage() {
  useDocumentTitle('Admin Login', 'admin-login');
  const config = useConfig();
  const dispatch = useAppDispatch();
  const navigateLater = useDelayedNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<AdminLoginErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<'credentials' | 'totp'>('credentials');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAdminLogin(email, password);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const outcome = await signInWithPassword(config, email.trim(), password);
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
          <Box component="form" aria-label="Admin sign in" noValidate onSubmit={submit}>
            <RequiredField
              id="admin-email"
              label="Email Address"
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onValueChange={setEmail}
              error={errors.email}
            />
            <RequiredField
              id="admin-password"
              label="Password"
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onValueChange={setPassword}
              error={errors.password}
            />
            <SubmitButton busy={busy} label="Sign In" busyLabel="Authenticating..." sx={{ mt: 1 }} />
          </Box>
        )}
      </Paper>
    </Box>
  );
}
