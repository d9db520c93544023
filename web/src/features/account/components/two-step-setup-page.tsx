import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { fetchMFAPreference, setUpTOTP, signOut, updateMFAPreference, verifyTOTPSetup } from 'aws-amplify/auth';
import { MESSAGES } from '../../../../../shared/domain/accounts';
import { TOTP_ISSUER, TWO_STEP_SETUP_TEXTS as TEXTS } from '../../../../../shared/domain/staff-mfa';
import { PageTitle } from '../../../components/page-title';
import { RequiredField } from '../../../components/form/required-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { authErrorName } from '../../../lib/amplify';
import { useIsStaff, useSession } from '../../../lib/hooks';
import { useLogout } from '../../../lib/use-logout';
import { normaliseTotpCode, TOTP_STEP_TEXTS, totpCodeError } from '../../../lib/two-step-texts';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatText } from '../../../lib/i18n/format-text';

type Setup = { status: 'loading' } | { status: 'on' } | { status: 'failed' } | { status: 'ready'; secret: string; qr: string };

/** The otpauth URI as a QR code image (data URL); the QR library loads with this page only. */
async function qrImage(uri: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(uri, { margin: 1, width: 200 });
}

/**
 * Two-step sign-in set-up: Cognito makes an authenticator key (AssociateSoftwareToken), shown as a QR code of its
 * otpauth URI and as text; the app's first code turns it on (VerifySoftwareToken, then SetUserMFAPreference).
 * Sessions made before are then ended everywhere, so each one from now on was opened with a code.
 */
export default function TwoStepSetupPage() {
  const { enqueueSnackbar } = useSnackbar();
  const intl = useIntl();
  const logout = useLogout();
  const isStaff = useIsStaff();
  const { claims } = useSession();
  const [setup, setSetup] = useState<Setup>({ status: 'loading' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const start = useCallback(async () => {
    setSetup({ status: 'loading' });
    try {
      const preference = await fetchMFAPreference();
      if (preference.enabled?.includes('TOTP')) {
        setSetup({ status: 'on' });
        return;
      }
      const details = await setUpTOTP();
      const uri = details.getSetupUri(TOTP_ISSUER, claims?.email).toString();
      setSetup({ status: 'ready', secret: details.sharedSecret, qr: await qrImage(uri) });
    } catch {
      setSetup({ status: 'failed' });
    }
  }, [claims?.email]);

  useEffect(() => {
    void start();
  }, [start]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = totpCodeError(code);
    setError(found);
    if (found) return;
    setBusy(true);
    try {
      await verifyTOTPSetup({ code: normaliseTotpCode(code) });
      await updateMFAPreference({ totp: 'PREFERRED' });
    } catch (caught) {
      const name = authErrorName(caught);
      const message = name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException' ? TOTP_STEP_TEXTS.codeMismatch : MESSAGES.unexpected;
      setError(message);
      enqueueSnackbar(intl.formatMessage({ id: message }), { variant: 'error' });
      setBusy(false);
      return;
    }
    // Refresh tokens issued before the set-up are revoked: a session without a code does not outlive it.
    await signOut({ global: true }).catch(() => undefined);
    await logout(intl.formatMessage({ id: TEXTS.done }));
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'grey.100' }}>
      <Paper sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 4 } }}>
        <PageTitle title={intl.formatMessage({ id: TEXTS.title })} area={isStaff ? 'admin' : 'user'} />
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          <FormattedMessage id={TEXTS.intro} />
        </Typography>
        {isStaff && setup.status !== 'on' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            <FormattedMessage id={TEXTS.staffRequired} />
          </Alert>
        )}
        {setup.status === 'loading' && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }} role="status">
            <CircularProgress size={24} />
            <Typography><FormattedMessage id={TEXTS.loading} /></Typography>
          </Box>
        )}
        {setup.status === 'failed' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void start()}>
                <FormattedMessage id={TEXTS.retry} />
              </Button>
            }
          >
            <FormattedMessage id={TEXTS.loadFailed} />
          </Alert>
        )}
        {setup.status === 'on' && <Alert severity="success"><FormattedMessage id={TEXTS.alreadyOn} /></Alert>}
        {setup.status === 'ready' && (
          <Box component="form" aria-label={intl.formatMessage({ id: TEXTS.title })} noValidate onSubmit={submit}>
            <Typography sx={{ mb: 1 }}><FormattedMessage id={TEXTS.scan} /></Typography>
            <Box sx={{ display: 'flex', justifyContent: 'center', my: 1 }}>
              <img src={setup.qr} alt={intl.formatMessage({ id: TEXTS.qrLabel })} width={200} height={200} />
            </Box>
            <Typography variant="body2" sx={{ mb: 2, wordBreak: 'break-all' }}>
              <FormattedMessage id={TEXTS.keyLabel} values={{ key: <code data-testid="totp-key">{setup.secret}</code> }} />
            </Typography>
            <RequiredField
              id="totp-setup-code"
              label={intl.formatMessage({ id: TEXTS.codeLabel })}
              name="one-time-code"
              autoComplete="one-time-code"
              value={code}
              onValueChange={setCode}
              error={error && formatText(intl, error)}
            />
            <SubmitButton busy={busy} label={intl.formatMessage({ id: TEXTS.verify })} busyLabel={intl.formatMessage({ id: TEXTS.verifying })} sx={{ mt: 1 }} />
          </Box>
        )}
        <Button component={RouterLink} to={isStaff ? '/admin/dashboard' : '/dashboard/my-account'} sx={{ mt: 2 }}>
          <FormattedMessage id={TEXTS.back} />
        </Button>
      </Paper>
    </Box>
  );
}
