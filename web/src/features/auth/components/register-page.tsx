import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { signUp } from 'aws-amplify/auth';
import { RegistrationForm } from '../../../../../shared/api/schemas/accounts';
import { MESSAGES, TIMINGS } from '../../../../../shared/domain/accounts';
import { FormRequiredField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useConfig } from '../../../lib/config';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAppDispatch } from '../../../lib/hooks';
import { loadSession } from '../../../lib/session-slice';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { authErrorText } from '../../../lib/auth-errors';
import { AUTH_TEXTS } from '../messages';
import { signInWithPassword } from '../sign-in';
import { signUpFieldErrors } from '../sign-up-errors';
import { AuthLayout } from './auth-layout';
import { ConfirmSignUpStep } from './confirm-sign-up-step';

type Field = keyof RegistrationForm;

const EMPTY: RegistrationForm = { first_name: '', last_name: '', email: '', password: '' };

const FIELDS: { name: Field; label: string; type?: string; autoComplete: string }[] = [
  { name: 'first_name', label: 'First Name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

export default function RegisterPage() {
  useDocumentTitle('Register');
  const config = useConfig();
  const dispatch = useAppDispatch();
  const navigateLater = useDelayedNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(RegistrationForm, { defaultValues: EMPTY });
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<RegistrationForm | null>(null);

  /** Signs the new account in, then: toast, form reset, /dashboard after 3 s (spec 1 §4). */
  const complete = async (account: RegistrationForm) => {
    try {
      const outcome = await signInWithPassword(config, account.email, account.password);
      if (outcome !== 'signed-in') throw new Error(outcome);
      await dispatch(loadSession()).unwrap();
    } catch {
      enqueueSnackbar(MESSAGES.unexpected, { variant: 'error' });
      return;
    }
    enqueueSnackbar(AUTH_TEXTS.registrationSuccess, { variant: 'success' });
    form.reset(EMPTY);
    setPending(null);
    navigateLater('/dashboard', TIMINGS.registrationRedirect);
  };

  const submit = async (data: RegistrationForm) => {
    setFormError(null);
    setBusy(true);
    try {
      const result = await signUp({
        username: data.email,
        password: data.password,
        options: { userAttributes: { email: data.email, given_name: data.first_name, family_name: data.last_name } },
      });
      if (result.nextStep.signUpStep === 'CONFIRM_SIGN_UP') setPending(data);
      else await complete(data);
    } catch (caught) {
      enqueueSnackbar(MESSAGES.somethingWrong, { variant: 'error' });
      const fields = Object.entries(signUpFieldErrors(caught, data)) as [Field, string][];
      for (const [field, message] of fields) form.setError(field, { type: 'server', message });
      if (fields.length === 0) setFormError(authErrorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      {pending ? (
        <ConfirmSignUpStep email={pending.email} onConfirmed={() => complete(pending)} />
      ) : (
        <Box component="form" aria-label="Create account" noValidate onSubmit={form.handleSubmit(submit, () => setFormError(null))}>
          <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
            Create Account
          </Typography>
          <Typography color="text.secondary">Start monitoring your fields in minutes.</Typography>
          {formError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {formError}
            </Alert>
          )}
          {FIELDS.map((field) => (
            <FormRequiredField
              key={field.name}
              control={form.control}
              name={field.name}
              id={`register-${field.name}`}
              label={field.label}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
            />
          ))}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            By creating an account you agree to our{' '}
            <Link component={RouterLink} to="/termandcondition">
              Terms and Conditions
            </Link>{' '}
            and{' '}
            <Link component={RouterLink} to="/privacypolicy">
              Privacy Policy
            </Link>
            .
          </Typography>
          <SubmitButton busy={busy} label="Create Account" busyLabel="Creating Account..." />
          <Typography sx={{ mt: 3, textAlign: 'center' }}>
            Already have an account?{' '}
            <Link component={RouterLink} to="/auth/login">
              Sign In
            </Link>
          </Typography>
        </Box>
      )}
    </AuthLayout>
  );
}
