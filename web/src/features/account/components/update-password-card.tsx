import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { updatePassword } from 'aws-amplify/auth';
import { MESSAGES, PASSWORD_MIN_LENGTH } from '../../../../../shared/domain/accounts';
import { SubmitButton } from '../../../components/form/submit-button';
import { authErrorName } from '../../../lib/amplify';
import { authErrorText } from '../../auth/messages';
import { LOGOUT_TEXTS, useLogout } from '../../../lib/use-logout';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
type Errors = Partial<Record<keyof PasswordForm, string>>;

export const OLD_PASSWORD_REQUIRED = 'Old password is required';
export const OLD_PASSWORD_WRONG = 'Old password is incorrect';

/** Spec 1 §5: both new entries must match ('Password does not match'), minimum 8 characters. */
export function validatePasswordChange(form: PasswordForm): Errors {
  const errors: Errors = {};
  if (!form.oldPassword) errors.oldPassword = OLD_PASSWORD_REQUIRED;
  if (form.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = MESSAGES.passwordTooShort;
  if (form.confirmPassword !== form.newPassword) errors.confirmPassword = MESSAGES.passwordsDoNotMatchChange;
  else if (form.confirmPassword.length < PASSWORD_MIN_LENGTH) errors.confirmPassword = MESSAGES.passwordTooShort;
  return errors;
}

const EMPTY: PasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function UpdatePasswordCard() {
  const { enqueueSnackbar } = useSnackbar();
  const logout = useLogout();
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const field = (name: keyof PasswordForm, label: string, autoComplete: string) => (
    <TextField
      id={`account-${name}`}
      label={label}
      type="password"
      name={name}
      autoComplete={autoComplete}
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await updatePassword({ oldPassword: form.oldPassword, newPassword: form.newPassword });
    } catch (caught) {
      // A wrong old password is Cognito's NotAuthorizedException; InvalidPasswordException is the new one breaking the policy.
      const name = authErrorName(caught);
      const message = name === 'NotAuthorizedException' ? OLD_PASSWORD_WRONG : authErrorText(caught, MESSAGES.unexpected);
      if (name === 'NotAuthorizedException') setErrors({ oldPassword: message });
      else if (name === 'InvalidPasswordException') setErrors({ newPassword: message });
      enqueueSnackbar(message, { variant: 'error' });
      setBusy(false);
      return;
    }
    setForm(EMPTY);
    // Changing the password ends in a logout and /auth/login (spec 1 §4).
    const loggedOut = await logout(LOGOUT_TEXTS.passwordChanged);
    if (!loggedOut) setBusy(false);
  };

  return (
    <Card component="section" aria-labelledby="update-password-title">
      <CardHeader title="Update Password" slotProps={{ title: { id: 'update-password-title', component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Box component="form" aria-label="Update Password" noValidate onSubmit={submit}>
          {field('oldPassword', 'Old Password', 'current-password')}
          {field('newPassword', 'New Password', 'new-password')}
          {field('confirmPassword', 'Confirm Password', 'new-password')}
          <SubmitButton busy={busy} label="Update Password" busyLabel="Updating..." fullWidth={false} />
        </Box>
      </CardContent>
    </Card>
  );
}
