import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { ALERT_CHANNELS, CHOOSABLE_ALERT_KINDS, isPaidChannel, type AlertChannel, type ChoosableAlertKind } from '../../../../../shared/domain/alerts';
import { QuietHours, type AlertSettings } from '../../../../../shared/api/schemas/alerts';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '../../../../../shared/i18n/languages';
import { useSaveAlertSettingsMutation } from '../../../api/alerts';
import { readApiError } from '../../../lib/api-errors';
import { useText } from '../../../lib/i18n/use-text';
import { CHANNEL_LABELS, KIND_EXPLANATIONS, KIND_LABELS, kindValues } from '../kind-texts';
import { formatNumbers } from '../numbers';

/** Quiet hours when first switched on: the night, when a message would wake the house. */
const NIGHT = { start: '21:00', end: '06:00' };

/**
 * How alerts reach the user: the channels (in the app always; SMS and WhatsApp once the phone is verified), the
 * language they are written in, the hours without SMS or WhatsApp, and which kinds are sent at all.
 */
export function AlertPreferencesForm({ settings }: { settings: AlertSettings }) {
  const { t, say, intl } = useText();
  const { enqueueSnackbar } = useSnackbar();
  const [save, saving] = useSaveAlertSettingsMutation();
  const [channels, setChannels] = useState<AlertChannel[]>(() => [...new Set<AlertChannel>(['in_app', ...settings.channels])]);
  const [language, setLanguage] = useState<Language>(settings.language);
  const [quiet, setQuiet] = useState(settings.quiet_hours ?? null);
  const [kinds, setKinds] = useState<ChoosableAlertKind[]>(settings.kinds);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const phoneReady = Boolean(settings.phone && settings.phone_verified);

  const toggle = <T extends string>(list: T[], value: T, on: boolean): T[] => (on ? [...new Set([...list, value])] : list.filter((item) => item !== value));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const hours = quiet ? QuietHours.safeParse(quiet) : null;
    if (hours && !hours.success) {
      setIssues({ quiet_hours: hours.error.issues[0]?.message ?? '' });
      return;
    }
    setIssues({});
    setFailure(null);
    try {
      const answer = await save({ channels, language, quiet_hours: quiet, kinds }).unwrap();
      enqueueSnackbar(say(answer.message), { variant: 'success' });
    } catch (caught) {
      const { fields, first } = readApiError(caught);
      setIssues(fields);
      if (Object.keys(fields).length === 0) setFailure(first);
    }
  };

  const issue = (name: string) => {
    const found = Object.entries(issues).find(([key]) => key === name || key.startsWith(`${name}.`));
    return found ? say(found[1]) : null;
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('alert-settings.preferencesLabel')} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <FormControl component="fieldset" error={Boolean(issue('channels'))}>
        <FormLabel component="legend">{t('alert-settings.channelsLegend')}</FormLabel>
        <FormGroup>
          {ALERT_CHANNELS.map((channel) => {
            const locked = channel === 'in_app';
            const needsPhone = isPaidChannel(channel) && !phoneReady;
            return (
              <Box key={channel}>
                <FormControlLabel
                  control={<Checkbox checked={locked || (channels.includes(channel) && !needsPhone)} disabled={locked || needsPhone} onChange={(event) => setChannels(toggle(channels, channel, event.target.checked))} />}
                  label={t(CHANNEL_LABELS[channel])}
                />
                {locked && <FormHelperText sx={{ mt: -1, ml: 4 }}>{t('alert-settings.inAppAlways')}</FormHelperText>}
                {channel === 'email' && <FormHelperText sx={{ mt: -1, ml: 4 }}>{t('alert-settings.emailTo', { email: settings.email })}</FormHelperText>}
                {needsPhone && <FormHelperText sx={{ mt: -1, ml: 4 }}>{t('alert-settings.needsVerifiedPhone')}</FormHelperText>}
              </Box>
            );
          })}
        </FormGroup>
        {issue('channels') && <FormHelperText>{issue('channels')}</FormHelperText>}
      </FormControl>

      <TextField
        select
        id="alert-language"
        label={t('alert-settings.languageLabel')}
        value={language}
        onChange={(event) => isLanguage(event.target.value) && setLanguage(event.target.value)}
        error={Boolean(issue('language'))}
        helperText={issue('language') ?? t('alert-settings.languageHint')}
      >
        {LANGUAGES.map((code) => (
          <MenuItem key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </MenuItem>
        ))}
      </TextField>

      <FormControl component="fieldset" error={Boolean(issue('quiet_hours'))}>
        <FormLabel component="legend">{t('alert-settings.quietLegend')}</FormLabel>
        <FormControlLabel control={<Checkbox checked={quiet !== null} onChange={(event) => setQuiet(event.target.checked ? NIGHT : null)} />} label={t('alert-settings.quietOn')} />
        {quiet ? (
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <TextField id="alert-quiet-start" type="time" label={t('alert-settings.quietFrom')} value={quiet.start} onChange={(event) => setQuiet({ ...quiet, start: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 150 }} />
            <TextField id="alert-quiet-end" type="time" label={t('alert-settings.quietTo')} value={quiet.end} onChange={(event) => setQuiet({ ...quiet, end: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 150 }} />
          </Box>
        ) : (
          <FormHelperText>{t('alert-settings.quietNone')}</FormHelperText>
        )}
        {quiet && <FormHelperText>{t('alert-settings.quietHint')}</FormHelperText>}
        {issue('quiet_hours') && <FormHelperText>{issue('quiet_hours')}</FormHelperText>}
      </FormControl>

      <FormControl component="fieldset" error={Boolean(issue('kinds'))}>
        <FormLabel component="legend">{t('alert-settings.kindsLegend')}</FormLabel>
        <FormGroup>
          {CHOOSABLE_ALERT_KINDS.map((kind) => (
            <Box key={kind} sx={{ mb: 1 }}>
              <FormControlLabel control={<Checkbox checked={kinds.includes(kind)} onChange={(event) => setKinds(toggle(kinds, kind, event.target.checked))} />} label={t(KIND_LABELS[kind])} />
              <Typography variant="body2" color="text.secondary" sx={{ ml: 4, mt: -0.5 }}>
                {t(KIND_EXPLANATIONS[kind], formatNumbers(intl, kindValues()))}
              </Typography>
            </Box>
          ))}
        </FormGroup>
        {issue('kinds') && <FormHelperText>{issue('kinds')}</FormHelperText>}
      </FormControl>

      {failure && <Alert severity="error">{say(failure)}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={saving.isLoading}>
          {t(saving.isLoading ? 'alert-settings.saving' : 'alert-settings.save')}
        </Button>
      </Box>
    </Box>
  );
}
