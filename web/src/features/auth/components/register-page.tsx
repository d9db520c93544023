import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { signUp } from 'aws-amplify/auth';
import { RegistrationForm } from '../../../../../shared/api/schemas/accounts';
import { MESSAGES, TIMINGS } from '../../../../../shared/domain/accounts';
import { SubmitButton } from '../../../components/form/submit-button';
import { authErrorName } from '../../../lib/amplify';
import { useConfig } from '../../../lib/config';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAppDispatch } from '../../../lib/hooks';
import { loadSession } from '../../../lib/session-slice';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { fieldErrors } from '../../../lib/validation';
import { AUTH_TEXTS, authErrorText } from '../messages';
import { signInWithPassword } from '../sign-in';
import { AuthLayout } from './auth-layout';
import { ConfirmSignUpStep } from './confirm-sign-up-step';

type Field = keyof RegistrationForm;
type Errors = Partial<Record<Field | 'non_field_errors', string>>;

const EMPTY: RegistrationForm = { first_name: '', last_name: '', email: '', password: '' };

const FIELDS: { name: Field; label: string; type?: string; autoComplete: string }[] = [
  { name: 'first_name', label: 'First Name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

export function validateRegistration(form: RegistrationForm): { data?: RegistrationForm; errors: Errors } {
  const parsed = RegistrationForm.safeParse(form);
  return parsed.success ? { data: parsed.data, errors: {} } : { errors: fieldErrors<Field>(parsed.error) };
}

/** Cognito sign-up failures as the form's per-field messages. */
function signUpErrors(error: unknown): Errors {
  const message = authErrorText(error);
  switch (authErrorName(error)) {
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return { email: message };
    case 'InvalidPasswordException':
      return { password: message };
    default:
      return { non_field_errors: message };
  }
}

export default function RegisterPage() {
  useDocumentTitle('Register');
  const config = useConfig();
  const dispatch = useAppDispatch();
  const navigateLater = useDelayedNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [form, setForm] = useState<RegistrationForm>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<RegistrationForm | null>(null);

  const change = (name: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...form, [name]: event.target.value };
    setForm(next);
    if (submitted) setErrors(validateRegistration(next).errors);
  };

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
    setForm(EMPTY);
    setPending(null);
    setSubmitted(false);
    navigateLater('/dashboard', TIMINGS.registrationRedirect);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { data, errors: found } = validateRegistration(form);
    setErrors(found);
    if (!data) return;
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
      setErrors(signUpErrors(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      {pending ? (
        <ConfirmSignUpStep email={pending.email} onConfirmed={() => complete(pending)} />
      ) : (
        <Box component="form" aria-label="Create account" noValidate onSubmit={submit}>
          <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
            Create Account
          </Typography>
          <Typography color="text.secondary">Start monitoring your fields in minutes.</Typography>
          {errors.non_field_errors && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errors.non_field_errors}
            </Alert>
          )}
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              id={`register-${field.name}`}
              name={field.name}
              label={field.label}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              value={form[field.name]}
              onChange={change(field.name)}
              error={Boolean(errors[field.name])}
              helperText={errors[field.name] ?? ' '}
              slotProps={{ htmlInput: { 'aria-required': true } }}
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
