import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../../../shared/i18n/english';
import { formatText } from '../../../lib/i18n/format-text';
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
import { currentLanguage } from '../../../lib/i18n/current-language';

type Field = keyof RegistrationForm;

const EMPTY: RegistrationForm = { first_name: '', last_name: '', email: '', password: '' };

const FIELDS: { name: Field; label: MessageId; type?: string; autoComplete: string }[] = [
  { name: 'first_name', label: 'auth.register.firstName', autoComplete: 'given-name' },
  { name: 'last_name', label: 'auth.register.lastName', autoComplete: 'family-name' },
  { name: 'email', label: 'auth.form.email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'auth.form.password', type: 'password', autoComplete: 'new-password' },
];

export default function RegisterPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'auth.register.title' }));
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
      enqueueSnackbar(intl.formatMessage({ id: MESSAGES.unexpected }), { variant: 'error' });
      return;
    }
    enqueueSnackbar(intl.formatMessage({ id: AUTH_TEXTS.registrationSuccess }), { variant: 'success' });
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
        // The code mail speaks the language on screen (the custom-message trigger reads `language`).
        options: {
          userAttributes: { email: data.email, given_name: data.first_name, family_name: data.last_name },
          clientMetadata: { language: currentLanguage() },
        },
      });
      if (result.nextStep.signUpStep === 'CONFIRM_SIGN_UP') setPending(data);
      else await complete(data);
    } catch (caught) {
      enqueueSnackbar(intl.formatMessage({ id: MESSAGES.somethingWrong }), { variant: 'error' });
      const fields = Object.entries(signUpFieldErrors(caught, data)) as [Field, string][];
      for (const [field, message] of fields) form.setError(field, { type: 'server', message });
      if (fields.length === 0) setFormError(formatText(intl, authErrorText(caught)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      {pending ? (
        <ConfirmSignUpStep email={pending.email} onConfirmed={() => complete(pending)} />
      ) : (
        <Box component="form" aria-label={intl.formatMessage({ id: 'auth.register.formLabel' })} noValidate onSubmit={form.handleSubmit(submit, () => setFormError(null))}>
          <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
            <FormattedMessage id="auth.register.heading" />
          </Typography>
          <Typography color="text.secondary">
            <FormattedMessage id="auth.register.intro" />
          </Typography>
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
              label={intl.formatMessage({ id: field.label })}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
            />
          ))}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            <FormattedMessage
              id="auth.register.agree"
              values={{
                terms: (chunks) => (
                  <Link component={RouterLink} to="/termandcondition">
                    {chunks}
                  </Link>
                ),
                privacy: (chunks) => (
                  <Link component={RouterLink} to="/privacypolicy">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </Typography>
          <SubmitButton busy={busy} label={intl.formatMessage({ id: 'auth.register.submit' })} busyLabel={intl.formatMessage({ id: 'auth.register.busy' })} />
          <Typography sx={{ mt: 3, textAlign: 'center' }}>
            <FormattedMessage
              id="auth.register.haveAccount"
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
