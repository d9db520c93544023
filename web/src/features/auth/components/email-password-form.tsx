import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { FormRequiredField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useZodForm } from '../../../components/form/use-zod-form';
import { AUTH_TEXTS } from '../messages';
import { SIGN_IN_DEFAULTS, signInSchema, type SignInValues } from '../form-schemas';

interface EmailPasswordFormProps {
  /** The form's accessible name, in the language on screen. */
  name: string;
  /** Prefix of the inputs' ids, one per page. */
  idPrefix: string;
  /** The e-mail input's label, in the language on screen. */
  emailLabel: string;
  /** The message of an empty e-mail: a catalogue key (or a text, shown as it is). */
  emailRequired?: string;
  busy: boolean;
  onSubmit: (credentials: SignInValues) => void | Promise<void>;
  /** Called when the inputs are refused before sending (to clear an earlier failure). */
  onInvalid?: () => void;
  /** Above the inputs (a title). */
  header?: ReactNode;
  /** Between the password and the Sign In button (Forgot password?). */
  beforeSubmit?: ReactNode;
  /** Below the Sign In button (other ways in, Register). */
  children?: ReactNode;
}

/** The e-mail and password sign-in form of the login and admin login pages, on the form kit. */
export function EmailPasswordForm({ name, idPrefix, emailLabel, emailRequired = AUTH_TEXTS.emailRequired, busy, onSubmit, onInvalid, header, beforeSubmit, children }: EmailPasswordFormProps) {
  const intl = useIntl();
  const form = useZodForm(signInSchema(emailRequired), { defaultValues: SIGN_IN_DEFAULTS });
  return (
    <Box component="form" aria-label={name} noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)}>
      {header}
      <FormRequiredField control={form.control} name="email" id={`${idPrefix}-email`} label={emailLabel} type="email" autoComplete="email" />
      <FormRequiredField control={form.control} name="password" id={`${idPrefix}-password`} label={intl.formatMessage({ id: 'auth.form.password' })} type="password" autoComplete="current-password" />
      {beforeSubmit}
      <SubmitButton busy={busy} label={intl.formatMessage({ id: 'auth.form.signIn' })} busyLabel={intl.formatMessage({ id: 'auth.form.authenticating' })} sx={{ mt: 1 }} />
      {children}
    </Box>
  );
}
