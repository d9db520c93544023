import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { FormattedMessage, useIntl } from 'react-intl';
import { MESSAGES } from '../../../../../shared/domain/accounts';
import type { MessageId } from '../../../../../shared/i18n/english';
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
  const intl = useIntl();
  const { enqueueSnackbar } = useSnackbar();
  const [code, setCode] = useState('');
  const [error, setError] = useState<MessageId | undefined>();
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
        enqueueSnackbar(intl.formatMessage({ id: TOTP_STEP_TEXTS.codeMismatch }), { variant: 'error' });
      } else if (name === 'NotAuthorizedException' || name === 'SignInException') {
        enqueueSnackbar(intl.formatMessage({ id: TOTP_STEP_TEXTS.sessionExpired }), { variant: 'error' });
        onExpired();
      } else {
        enqueueSnackbar(intl.formatMessage({ id: MESSAGES.unexpected }), { variant: 'error' });
      }
      setBusy(false);
    }
  };

  return (
    <Box component="form" aria-label={intl.formatMessage({ id: TOTP_STEP_TEXTS.title })} noValidate onSubmit={submit}>
      <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
        <FormattedMessage id={TOTP_STEP_TEXTS.title} />
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        <FormattedMessage id={TOTP_STEP_TEXTS.hint} />
      </Typography>
      <RequiredField
        id="totp-code"
        label={intl.formatMessage({ id: TOTP_STEP_TEXTS.codeLabel })}
        name="one-time-code"
        autoComplete="one-time-code"
        value={code}
        onValueChange={setCode}
        error={error && intl.formatMessage({ id: error })}
      />
      <SubmitButton busy={busy} label={intl.formatMessage({ id: TOTP_STEP_TEXTS.submit })} busyLabel={intl.formatMessage({ id: TOTP_STEP_TEXTS.busy })} sx={{ mt: 1 }} />
    </Box>
  );
}
