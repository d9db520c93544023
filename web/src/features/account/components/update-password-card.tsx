import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useSnackbar } from 'notistack';
import { updatePassword } from 'aws-amplify/auth';
import * as z from 'zod';
import { MESSAGES, PASSWORD_MIN_LENGTH } from '../../../../../shared/domain/accounts';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useZodForm } from '../../../components/form/use-zod-form';
import { authErrorName } from '../../../lib/amplify';
import { authErrorText } from '../../../lib/auth-errors';
import { LOGOUT_TEXTS, useLogout } from '../../../lib/use-logout';
import { useIntl } from 'react-intl';
import { formatText } from '../../../lib/i18n/format-text';

export const OLD_PASSWORD_REQUIRED = 'Old password is required';
export const OLD_PASSWORD_WRONG = 'Old password is incorrect';

/** Spec 1 §5: both new entries must match ('Password does not match'), minimum 8 characters. */
const PasswordForm = z
  .object({
    oldPassword: z.string().min(1, OLD_PASSWORD_REQUIRED),
    newPassword: z.string().min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort),
    confirmPassword: z.string(),
  })
  // Said beside the other inputs' messages, not only once they are right.
  .refine((form) => form.confirmPassword === form.newPassword, { message: MESSAGES.passwordsDoNotMatchChange, path: ['confirmPassword'], when: () => true })
  .refine((form) => form.confirmPassword !== form.newPassword || form.confirmPassword.length >= PASSWORD_MIN_LENGTH, {
    message: MESSAGES.passwordTooShort,
    path: ['confirmPassword'],
    when: () => true,
  });
type PasswordForm = z.infer<typeof PasswordForm>;

const EMPTY: PasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function UpdatePasswordCard() {
  const { enqueueSnackbar } = useSnackbar();
  const intl = useIntl();
  const logout = useLogout();
  const form = useZodForm(PasswordForm, { defaultValues: EMPTY });
  const [busy, setBusy] = useState(false);

  const field = (name: keyof PasswordForm, label: string, autoComplete: string) => (
    <FormTextField control={form.control} name={name} id={`account-${name}`} label={label} type="password" autoComplete={autoComplete} keepSpace />
  );

  const submit = async ({ oldPassword, newPassword }: PasswordForm) => {
    setBusy(true);
    try {
      await updatePassword({ oldPassword, newPassword });
    } catch (caught) {
      // A wrong old password is Cognito's NotAuthorizedException; InvalidPasswordException is the new one breaking the policy.
      const name = authErrorName(caught);
      const message = name === 'NotAuthorizedException' ? OLD_PASSWORD_WRONG : authErrorText(caught, MESSAGES.unexpected);
      if (name === 'NotAuthorizedException') form.setError('oldPassword', { type: 'server', message });
      else if (name === 'InvalidPasswordException') form.setError('newPassword', { type: 'server', message });
      enqueueSnackbar(formatText(intl, message), { variant: 'error' });
      setBusy(false);
      return;
    }
    form.reset(EMPTY);
    // Changing the password ends in a logout and /auth/login (spec 1 §4).
    const loggedOut = await logout(LOGOUT_TEXTS.passwordChanged);
    if (!loggedOut) setBusy(false);
  };

  return (
    <Card component="section" aria-labelledby="update-password-title">
      <CardHeader title="Update Password" slotProps={{ title: { id: 'update-password-title', component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Box component="form" aria-label="Update Password" noValidate onSubmit={form.handleSubmit(submit)}>
          {field('oldPassword', 'Old Password', 'current-password')}
          {field('newPassword', 'New Password', 'new-password')}
          {field('confirmPassword', 'Confirm Password', 'new-password')}
          <SubmitButton busy={busy} label="Update Password" busyLabel="Updating..." fullWidth={false} />
        </Box>
      </CardContent>
    </Card>
  );
}
