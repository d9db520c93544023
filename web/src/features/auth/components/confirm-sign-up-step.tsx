import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatText } from '../../../lib/i18n/format-text';
import { confirmSignUp, resendSignUpCode } from 'aws-amplify/auth';
import { SubmitButton } from '../../../components/form/submit-button';
import { authErrorName } from '../../../lib/amplify';
import { authErrorText } from '../../../lib/auth-errors';
import { AUTH_TEXTS } from '../messages';
import { currentLanguage } from '../../../lib/i18n/current-language';

/** An empty helper line keeps the space of a message, so the form does not jump. */
const NO_MESSAGE = ' ';

const CODE_ERRORS = new Set(['CodeMismatchException', 'ExpiredCodeException', 'InvalidParameterException']);

/**
 * The confirmation-code step of sign-up (also reached from login for an unconfirmed account): confirmSignUp,
 * then `onConfirmed` signs in and redirects.
 */
export function ConfirmSignUpStep({ email, onConfirmed }: { email: string; onConfirmed: () => Promise<void> }) {
  const intl = useIntl();
  const { enqueueSnackbar } = useSnackbar();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(intl.formatMessage({ id: AUTH_TEXTS.codeRequired }));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await confirmSignUp({ username: email, confirmationCode: code.trim() });
    } catch (caught) {
      const message = formatText(intl, authErrorText(caught));
      if (CODE_ERRORS.has(authErrorName(caught))) setError(message);
      enqueueSnackbar(message, { variant: 'error' });
      setBusy(false);
      return;
    }
    try {
      await onConfirmed();
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    try {
      await resendSignUpCode({ username: email, options: { clientMetadata: { language: currentLanguage() } } });
      enqueueSnackbar(intl.formatMessage({ id: AUTH_TEXTS.codeResent }), { variant: 'info' });
    } catch (caught) {
      enqueueSnackbar(formatText(intl, authErrorText(caught)), { variant: 'error' });
    }
  };

  return (
    <Box component="form" aria-label={intl.formatMessage({ id: 'auth.confirm.heading' })} noValidate onSubmit={submit}>
      <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
        <FormattedMessage id="auth.confirm.heading" />
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        <FormattedMessage id={AUTH_TEXTS.confirmHint} values={{ email }} />
      </Typography>
      <TextField
        id="confirmation-code"
        label={intl.formatMessage({ id: 'auth.confirm.codeLabel' })}
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? NO_MESSAGE}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-required': true } }}
      />
      <SubmitButton busy={busy} label={intl.formatMessage({ id: 'auth.confirm.submit' })} busyLabel={intl.formatMessage({ id: 'auth.form.pleaseWait' })} sx={{ mt: 1 }} />
      <Button type="button" variant="text" onClick={() => void resend()} sx={{ mt: 1 }}>
        <FormattedMessage id="auth.confirm.resend" />
      </Button>
    </Box>
  );
}
