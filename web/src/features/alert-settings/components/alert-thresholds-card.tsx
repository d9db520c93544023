import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { ThresholdsPatch } from '../../../../../shared/api/schemas/alerts';
import { ALERT_THRESHOLD_BOUNDS, DEFAULT_ALERT_THRESHOLDS, type AlertThresholds } from '../../../../../shared/domain/alerts';
import { useFetchAlertThresholdsQuery, useSaveAlertThresholdsMutation } from '../../../api/alerts';
import { LoadError } from '../../../components/load-error';
import { apiErrorMessage } from '../../../lib/api';
import { readApiError } from '../../../lib/api-errors';
import { useText } from '../../../lib/i18n/use-text';
import { formatNumbers } from '../numbers';
import { THRESHOLD_GROUPS, UNIT_LABELS, type NumericThreshold } from '../threshold-texts';

/** An example of the earliest onset date's format (MM-DD): mid-April, the savanna's usual earliest rains. */
const ONSET_EXAMPLE = '04-15';

type Draft = Record<keyof AlertThresholds, string>;

const NUMERIC = Object.keys(ALERT_THRESHOLD_BOUNDS) as NumericThreshold[];

function draftOf(thresholds: AlertThresholds): Draft {
  return { ...(Object.fromEntries(NUMERIC.map((key) => [key, String(thresholds[key])])) as Record<NumericThreshold, string>), onsetEarliest: thresholds.onsetEarliest ?? '' };
}

/** The values the explanations name: each as typed when it reads as a number, else as saved. */
function valuesOf(draft: Draft, saved: AlertThresholds): Record<string, number> {
  return Object.fromEntries(
    NUMERIC.map((key) => {
      const typed = Number(draft[key]);
      return [key, draft[key].trim() !== '' && Number.isFinite(typed) ? typed : saved[key]];
    }),
  );
}

/**
 * The current team's alert thresholds (GET/PATCH /alerts/thresholds/): each with its value, unit, default and bounds, in
 * groups that say what they mean on the farm; a member without alert.change_alertthreshold reads them only.
 */
export function AlertThresholdsCard({ canChange }: { canChange: boolean }) {
  const { t, say, intl } = useText();
  const { enqueueSnackbar } = useSnackbar();
  const answer = useFetchAlertThresholdsQuery();
  const [save, saving] = useSaveAlertThresholdsMutation();
  const saved = answer.data?.thresholds ?? null;
  const defaults = answer.data?.defaults ?? DEFAULT_ALERT_THRESHOLDS;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (saved) setDraft(draftOf(saved));
  }, [saved]);

  const set = (key: keyof AlertThresholds, value: string) => setDraft((current) => (current ? { ...current, [key]: value } : current));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft || !canChange) return;
    const parsed = ThresholdsPatch.safeParse({ ...draft, onsetEarliest: draft.onsetEarliest.trim() || null });
    if (!parsed.success) {
      setIssues(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message])));
      return;
    }
    setIssues({});
    setFailure(null);
    try {
      await save(parsed.data).unwrap();
      enqueueSnackbar(t('alert-settings.thresholdsSaved'), { variant: 'success' });
    } catch (caught) {
      const { fields, first } = readApiError(caught);
      setIssues(fields);
      if (Object.keys(fields).length === 0) setFailure(first);
    }
  };

  const number = (value: number) => intl.formatNumber(value);

  return (
    <Card component="section" aria-labelledby="alert-thresholds-title">
      <CardHeader title={t('alert-settings.thresholdsTitle')} subheader={t(canChange ? 'alert-settings.thresholdsIntro' : 'alert-settings.thresholdsReadOnly')} slotProps={{ title: { id: 'alert-thresholds-title', component: 'h2', variant: 'h6' } }} />
      <CardContent>
        {answer.isError && !answer.data && <LoadError message={`${t('alert-settings.thresholdsLoadFailed')} ${apiErrorMessage(answer.error, '')}`.trim()} onRetry={() => void answer.refetch()} retrying={answer.isFetching} />}
        {!answer.data && !answer.isError && <Skeleton height={120} aria-busy="true" />}
        {saved && draft && (
          <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('alert-settings.thresholdsTitle')} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
            {THRESHOLD_GROUPS.map((group) => (
              <Box key={group.id} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
                <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {t(group.title)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid={`meaning-${group.id}`}>
                  {t(group.meaning, formatNumbers(intl, valuesOf(draft, saved)))}
                </Typography>
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  {group.items.map(({ key, label, unit }) => {
                    const [min, max] = answer.data?.bounds[key] ?? ALERT_THRESHOLD_BOUNDS[key];
                    const problem = issues[key];
                    const isDefault = Number(draft[key]) === defaults[key];
                    return (
                      <Box key={key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                        <TextField
                          id={`threshold-${key}`}
                          label={t(label)}
                          value={draft[key]}
                          onChange={(event) => set(key, event.target.value)}
                          error={Boolean(problem)}
                          helperText={problem ? say(problem) : t('alert-settings.thresholdHelp', { default: number(defaults[key]), min: number(min), max: number(max) })}
                          fullWidth
                          slotProps={{
                            htmlInput: { inputMode: 'decimal', readOnly: !canChange },
                            input: { endAdornment: <InputAdornment position="end">{t(UNIT_LABELS[unit])}</InputAdornment> },
                          }}
                        />
                        {canChange && (
                          <Button size="small" sx={{ mt: 1, flexShrink: 0 }} disabled={isDefault} onClick={() => set(key, String(defaults[key]))} aria-label={t('alert-settings.resetOne', { name: t(label) })}>
                            {t('alert-settings.reset')}
                          </Button>
                        )}
                      </Box>
                    );
                  })}
                  {group.id === 'onset' && (
                    <TextField
                      id="threshold-onsetEarliest"
                      label={t('alert-settings.threshold.onsetEarliest')}
                      value={draft.onsetEarliest}
                      onChange={(event) => set('onsetEarliest', event.target.value)}
                      placeholder={ONSET_EXAMPLE}
                      error={Boolean(issues.onsetEarliest)}
                      helperText={issues.onsetEarliest ? say(issues.onsetEarliest) : t('alert-settings.onsetEarliestHelp')}
                      fullWidth
                      slotProps={{ htmlInput: { readOnly: !canChange } }}
                    />
                  )}
                </Box>
              </Box>
            ))}
            {failure && <Alert severity="error">{say(failure)}</Alert>}
            {canChange && (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button type="submit" variant="contained" disabled={saving.isLoading}>
                  {t(saving.isLoading ? 'alert-settings.saving' : 'alert-settings.saveThresholds')}
                </Button>
                <Button onClick={() => setDraft(draftOf(defaults))}>{t('alert-settings.resetAll')}</Button>
              </Box>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
