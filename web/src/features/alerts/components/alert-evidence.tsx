import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AlertEvidence as Evidence, AlertItem } from '../../../../../shared/api/schemas/alerts';
import { useText } from '../../../lib/i18n/use-text';
import { ALERT_TEXTS } from '../texts';
import { dayText } from '../time-ago';
import { EvidenceBars, seriesUnit, type SeriesUnit } from './evidence-bars';

/** The unit a named figure is in: rain in mm, temperatures in °C, counts and index values bare. */
function figureUnit(name: string): SeriesUnit {
  if (name.endsWith('_mm')) return 'mm';
  if (name.endsWith('_c')) return 'c';
  return 'none';
}

/**
 * The numbers and dates behind an alert: its period (and which days are forecast), its named figures, the daily
 * values as small bars, and where they were read.
 */
export function AlertEvidence({ alert }: { alert: AlertItem }) {
  const { t, intl } = useText();
  const evidence: Evidence = alert.evidence;
  const anyForecast = evidence.series.some((point) => point.forecast);
  const figures = Object.entries(evidence.figures);
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 2 });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t(ALERT_TEXTS.period, { from: dayText(intl, evidence.from), to: dayText(intl, evidence.to) })}
      </Typography>
      {anyForecast && (
        <Typography variant="body2" color="text.secondary">
          {evidence.observed_until ? t(ALERT_TEXTS.observedUntil, { date: dayText(intl, evidence.observed_until) }) : t(ALERT_TEXTS.allForecast)}
        </Typography>
      )}
      {figures.length > 0 && (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25 }}>
          {figures.map(([name, value]) => (
            <Box key={name} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t(ALERT_TEXTS.figure, { name })}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {t(ALERT_TEXTS.value, { unit: figureUnit(name), value: number(value) })}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {evidence.series.length > 0 && <EvidenceBars evidence={evidence} unit={seriesUnit(alert)} />}
      <Typography variant="caption" color="text.secondary">
        {t(ALERT_TEXTS.source, { source: evidence.source })}
      </Typography>
    </Box>
  );
}
