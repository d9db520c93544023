import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { MESSAGES } from '../../../../../shared/domain/accounts';
import { SubmitButton } from '../../../components/form/submit-button';
import { RequiredField } from '../../../components/form/required-field';
import { authErrorName } from '../../../lib/amplify';
import { confirmTotpCode } from '../sign-in';
import { normaliseTotpCode, TOTP_STEP_TEXTS, totpCodeError } from '../../../lib/two-step-texts';

/**
 * The second step of a sign-in with two-step sign-in on: the authenticator app's code answers Cognito's challenge,
 * then `onSignedIn` continues as an ordinary login. A wrong code may be tried again; an expired step (Cognito keeps
 * it three minutes) sends the user back to `onExpired`.
 */
export function TotpCodeStep({ onSignedIn, onExpired }: { onSignedIn: () => Promise<void>; onExpired: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = totpCodeError(code);
    setError(found);
    if (found) return;
    setBusy(true);
    try {
      const outcome = await confirmTotpCode(normaliseTotpCode(code));
      if (outcome !== 'signed-in') throw new Error(`Unexpected sign-in step: ${outcome}`);
      await onSignedIn();
      // Stay busy while the success toast leads to the redirect.
    } catch (caught) {
      const name = authErrorName(caught);
      if (name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException') {
        setError(TOTP_STEP_TEXTS.codeMismatch);
        enqueueSnackbar(TOTP_STEP_TEXTS.codeMismatch, { variant: 'error' });
      } else if (name === 'NotAuthorizedException' || name === 'SignInException') {
        enqueueSnackbar(TOTP_STEP_TEXTS.sessionExpired, { variant: 'error' });
        onExpired();
      } else {
        enqueueSnackbar(MESSAGES.unexpected, { variant: 'error' });
      }
      setBusy(false);
    }
  };

  return (
    <Box component="form" aria-label={TOTP_STEP_TEXTS.title} noValidate onSubmit={submit}>
      <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
        {TOTP_STEP_TEXTS.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {TOTP_STEP_TEXTS.hint}
      </Typography>
      <RequiredField
        id="totp-code"
        label={TOTP_STEP_TEXTS.codeLabel}
        name="one-time-code"
        autoComplete="one-time-code"
        value={code}
        onValueChange={setCode}
        error={error}
      />
      <SubmitButton busy={busy} label={TOTP_STEP_TEXTS.submit} busyLabel={TOTP_STEP_TEXTS.busy} sx={{ mt: 1 }} />
    </Box>
  );
}
