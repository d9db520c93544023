import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { MESSAGES, PASSWORD_MIN_LENGTH } from '../../../../../shared/domain/accounts';
import { SubmitButton } from '../../../components/form/submit-button';
import { authErrorName } from '../../../lib/amplify';
import { AUTH_TEXTS, authErrorText } from '../messages';
import { confirmNewPassword } from '../sign-in';
import { RequiredField } from '../../../components/form/required-field';

export const NEW_PASSWORD_TEXTS = {
  title: 'Set a new password',
  hint: 'You signed in with a temporary password. Choose your own password to continue.',
} as const;

interface NewPasswordErrors {
  password?: string;
  confirm?: string;
}

export function validateNewPassword(password: string, confirm: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!password) errors.password = AUTH_TEXTS.passwordRequired;
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = MESSAGES.passwordTooShort;
  if (!confirm) errors.confirm = AUTH_TEXTS.confirmPasswordRequired;
  else if (password && confirm !== password) errors.confirm = MESSAGES.passwordsDoNotMatchReset;
  return errors;
}

/**
 * The first sign-in of an invited member (Cognito's NEW_PASSWORD_REQUIRED challenge): the chosen password answers
 * the challenge, then `onSignedIn` continues as an ordinary login.
 */
export function NewPasswordStep({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { enqueueSnackbar } = useSnackbar();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(password, confirm);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const outcome = await confirmNewPassword(password);
      if (outcome !== 'signed-in') throw new Error(`Unexpected sign-in step: ${outcome}`);
      await onSignedIn();
      // Stay busy while the success toast leads to the redirect.
    } catch (caught) {
      if (authErrorName(caught) === 'InvalidPasswordException') {
        const message = authErrorText(caught, MESSAGES.unexpected);
        setErrors({ password: message });
        enqueueSnackbar(message, { variant: 'error' });
      } else {
        enqueueSnackbar(MESSAGES.unexpected, { variant: 'error' });
      }
      setBusy(false);
    }
  };

  return (
    <Box component="form" aria-label={NEW_PASSWORD_TEXTS.title} noValidate onSubmit={submit}>
      <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
        {NEW_PASSWORD_TEXTS.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {NEW_PASSWORD_TEXTS.hint}
      </Typography>
      <RequiredField
        id="new-password"
        label="New Password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        error={errors.password}
      />
      <RequiredField
        id="new-password-confirm"
        label="Confirm Password"
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onValueChange={setConfirm}
        error={errors.confirm}
      />
      <SubmitButton busy={busy} label="Set Password" busyLabel="Please wait..." sx={{ mt: 1 }} />
    </Box>
  );
}
