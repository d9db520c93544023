import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AnswerOf } from '../../../../../shared/api/routes';
import type { MessageId } from '../../../../../shared/i18n/english';
import { useFetchFieldAgronomyQuery } from '../../../api/alerts';
import { LoadError } from '../../../components/load-error';
import { apiErrorMessage } from '../../../lib/api';
import { AlertSettingsTexts } from './alert-settings-texts';
import { useText } from '../../../lib/i18n/use-text';

type Agronomy = AnswerOf<'getFieldAgronomy'>;
type SprayWindow = Agronomy['spray_windows'][number];
type Reason = SprayWindow['reasons'][number];

const REASONS: Record<Reason, MessageId> = {
  wind: 'alert-settings.agronomy.reason.wind',
  rain: 'alert-settings.agronomy.reason.rain',
  heat: 'alert-settings.agronomy.reason.heat',
};

/** A day as the calendar has it (YYYY-MM-DD), for Intl: noon UTC, so no zone moves it to another day. */
const dayOf = (value: string) => new Date(`${value.slice(0, 10)}T12:00:00Z`);

function SprayDay({ window, today }: { window: SprayWindow; today: string }) {
  const { t, intl } = useText();
  const day = window.start.slice(0, 10);
  const name = day === today ? t('alert-settings.agronomy.today') : intl.formatDate(dayOf(day), { weekday: 'long', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const figures = [
    window.wind_ms === null ? null : t('alert-settings.agronomy.wind', { value: intl.formatNumber(window.wind_ms) }),
    window.rain_mm === null ? null : t('alert-settings.agronomy.rain', { value: intl.formatNumber(window.rain_mm) }),
    window.max_c === null ? null : t('alert-settings.agronomy.maxC', { value: intl.formatNumber(window.max_c) }),
  ].filter((figure): figure is string => figure !== null);
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }} aria-label={name}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Chip size="small" color={window.ok ? 'success' : 'error'} label={t(window.ok ? 'alert-settings.agronomy.sprayOk' : 'alert-settings.agronomy.sprayNo')} />
      </Box>
      {!window.ok && window.reasons.length > 0 && <Typography variant="body2">{window.reasons.map((reason) => t(REASONS[reason])).join(' · ')}</Typography>}
      {figures.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {figures.join(' · ')}
        </Typography>
      )}
    </Box>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Box>
  );
}

/**
 * A field's agronomic weather (GET /alerts/field-agronomy/): growing degree days and rain since the season's sowing
 * (planned, else detected), and whether today and tomorrow suit spraying, and why not.
 */
function FieldAgronomyPanelBody({ fieldId }: { fieldId: string }) {
  const { t, intl } = useText();
  const answer = useFetchFieldAgronomyQuery(fieldId);
  const data = answer.data;
  const date = (value: string) => intl.formatDate(dayOf(value), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <Card component="section" aria-labelledby="field-agronomy-title" variant="outlined" sx={{ mb: 2 }}>
      <CardHeader title={t('alert-settings.agronomy.title')} slotProps={{ title: { id: 'field-agronomy-title', component: 'h2', variant: 'h6' } }} />
      <CardContent>
        {answer.isError && !data && <LoadError message={`${t('alert-settings.agronomy.loadFailed')} ${apiErrorMessage(answer.error, '')}`.trim()} onRetry={() => void answer.refetch()} retrying={answer.isFetching} />}
        {!data && !answer.isError && <Skeleton height={120} aria-busy="true" />}
        {data && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {data.season ? (
              <>
                <Typography data-testid="agronomy-season">
                  {t(data.season.source === 'planned' ? 'alert-settings.agronomy.seasonPlanned' : 'alert-settings.agronomy.seasonDetected', { crop: data.season.crop, date: date(data.season.sowing) })}
                </Typography>
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
                  <Figure label={t('alert-settings.agronomy.gddLabel', { base: intl.formatNumber(data.gdd_base_c) })} value={data.gdd === null ? '–' : t('alert-settings.agronomy.gddValue', { value: intl.formatNumber(Math.round(data.gdd)) })} />
                  <Figure label={t('alert-settings.agronomy.rainLabel')} value={data.rain_since_sowing_mm === null ? '–' : t('alert-settings.agronomy.rainValue', { value: intl.formatNumber(Math.round(data.rain_since_sowing_mm)) })} />
                </Box>
              </>
            ) : (
              <Typography color="text.secondary">{t('alert-settings.agronomy.noSeason')}</Typography>
            )}
            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t('alert-settings.agronomy.sprayTitle')}
              </Typography>
              {data.spray_windows.length === 0 ? (
                <Typography color="text.secondary">{t('alert-settings.agronomy.noForecast')}</Typography>
              ) : (
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {data.spray_windows.map((window) => (
                    <SprayDay key={window.start} window={window} today={data.today} />
                  ))}
                </Box>
              )}
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

export function FieldAgronomyPanel({ fieldId }: { fieldId: string }) {
  return (
    <AlertSettingsTexts>
      <FieldAgronomyPanelBody fieldId={fieldId} />
    </AlertSettingsTexts>
  );
}
