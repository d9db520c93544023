import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { PHONE_CODE } from '../../../../../shared/domain/alerts';
import { Phone, PhoneVerifyBody, type AlertSettings } from '../../../../../shared/api/schemas/alerts';
import { useSaveAlertSettingsMutation, useVerifyAlertPhoneMutation } from '../../../api/alerts';
import { readApiError } from '../../../lib/api-errors';
import { useText } from '../../../lib/i18n/use-text';

/** Most of our farmers' numbers are Nigerian: the input hints at its country code. */
const NIGERIA_PREFIX = '+234';

/** The one input of a step and the message under it (the schema's key or the API's text). */
type Issue = string | null;

/** Where the phone number stands: none, a code on its way to a new number, a verified number. */
export type PhoneState = 'none' | 'pending' | 'verified';

export function phoneStateOf(settings: Pick<AlertSettings, 'phone' | 'phone_verified' | 'pending_phone'>): PhoneState {
  if (settings.pending_phone) return 'pending';
  return settings.phone && settings.phone_verified ? 'verified' : 'none';
}

/** Seconds until another code may be asked for, counted from the last one this screen asked for. */
function useResendCountdown(sentAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (sentAt === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [sentAt]);
  if (sentAt === null) return 0;
  return Math.min(PHONE_CODE.resendAfterSeconds, Math.max(0, Math.ceil(PHONE_CODE.resendAfterSeconds - (now - sentAt) / 1000)));
}

/**
 * The phone alerts go to by SMS and WhatsApp: a number in E.164 gets a one-time code (PATCH /alerts/settings/ with
 * the phone), the code verifies it (POST /alerts/phone/verify/); nothing is sent to a number before that.
 */
export function PhoneSection({ settings }: { settings: AlertSettings }) {
  const { t, say } = useText();
  const { enqueueSnackbar } = useSnackbar();
  const [save, saving] = useSaveAlertSettingsMutation();
  const [verify, verifying] = useVerifyAlertPhoneMutation();
  const state = phoneStateOf(settings);
  const [editing, setEditing] = useState(false);
  const [phone, setPhone] = useState('');
  const [phoneIssue, setPhoneIssue] = useState<Issue>(null);
  const [code, setCode] = useState('');
  const [codeIssue, setCodeIssue] = useState<Issue>(null);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const wait = useResendCountdown(sentAt);

  const sendCode = async (number: string) => {
    const parsed = Phone.safeParse(number);
    if (!parsed.success) {
      setPhoneIssue(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setPhoneIssue(null);
    try {
      const answer = await save({ phone: parsed.data }).unwrap();
      setSentAt(Date.now());
      setEditing(false);
      setCode('');
      setCodeIssue(null);
      enqueueSnackbar(say(answer.message), { variant: 'success' });
    } catch (caught) {
      const { fields, first } = readApiError(caught);
      setPhoneIssue(fields.phone ?? first);
    }
  };

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    void sendCode(phone);
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = PhoneVerifyBody.safeParse({ phone: settings.pending_phone ?? '', code });
    if (!parsed.success) {
      setCodeIssue(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setCodeIssue(null);
    try {
      const answer = await verify(parsed.data).unwrap();
      setSentAt(null);
      enqueueSnackbar(say(answer.message), { variant: 'success' });
    } catch (caught) {
      const { fields, first } = readApiError(caught);
      setCodeIssue(fields.code ?? first);
    }
  };

  const remove = async () => {
    try {
      const answer = await save({ phone: null }).unwrap();
      enqueueSnackbar(say(answer.message), { variant: 'success' });
    } catch (caught) {
      enqueueSnackbar(readApiError(caught).first, { variant: 'error' });
    }
  };

  const phoneForm = (
    <Box component="form" noValidate onSubmit={submitPhone} aria-label={t('alert-settings.phoneFormLabel')} sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        id="alert-phone"
        label={t('alert-settings.phoneLabel')}
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        placeholder={NIGERIA_PREFIX}
        error={Boolean(phoneIssue)}
        helperText={phoneIssue ? say(phoneIssue) : t('alert-settings.phoneHint')}
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={saving.isLoading}>
          {t('alert-settings.sendCode')}
        </Button>
        {editing && (
          <Button onClick={() => setEditing(false)} disabled={saving.isLoading}>
            {t('alert-settings.cancel')}
          </Button>
        )}
      </Box>
    </Box>
  );

  if (editing || state === 'none') {
    return (
      <Box>
        {state === 'none' && settings.phone && !settings.phone_verified && (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('alert-settings.phoneUnverified', { phone: settings.phone })}
          </Typography>
        )}
        {state === 'none' && !settings.phone && (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('alert-settings.noPhone')}
          </Typography>
        )}
        {phoneForm}
      </Box>
    );
  }

  if (state === 'pending') {
    const pending = settings.pending_phone ?? '';
    return (
      <Box component="form" noValidate onSubmit={(event) => void submitCode(event)} aria-label={t('alert-settings.codeFormLabel')} sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
        <Typography>{t('alert-settings.codeSentTo', { phone: pending })}</Typography>
        <TextField
          id="alert-code"
          label={t('alert-settings.codeLabel')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={Boolean(codeIssue)}
          helperText={codeIssue ? say(codeIssue) : t('alert-settings.codeHint', { digits: PHONE_CODE.digits, minutes: PHONE_CODE.validMinutes })}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: PHONE_CODE.digits, pattern: '[0-9]*' } }}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={verifying.isLoading}>
            {t('alert-settings.verify')}
          </Button>
          <Button onClick={() => void sendCode(pending)} disabled={wait > 0 || saving.isLoading}>
            {wait > 0 ? t('alert-settings.resendIn', { seconds: wait }) : t('alert-settings.resend')}
          </Button>
          <Button onClick={() => setEditing(true)}>{t('alert-settings.changeNumber')}</Button>
        </Box>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span">{settings.phone}</Typography>
        <Chip size="small" color="success" label={t('alert-settings.verified')} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={() => setEditing(true)}>{t('alert-settings.changeNumber')}</Button>
        <Button color="error" onClick={() => void remove()} disabled={saving.isLoading}>
          {t('alert-settings.removeNumber')}
        </Button>
      </Box>
    </Box>
  );
}
