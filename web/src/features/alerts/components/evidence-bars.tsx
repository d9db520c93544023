import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AlertEvidence, AlertItem } from '../../../../../shared/api/schemas/alerts';
import { useText } from '../../../lib/i18n/use-text';
import { ALERT_TEXTS } from '../texts';
import { dayText } from '../time-ago';

export type SeriesUnit = 'mm' | 'c' | 'none';

/** The daily values' unit: heat's are maximum temperatures, other weather alerts' are rain; the index has none. */
export function seriesUnit(alert: AlertItem): SeriesUnit {
  if (alert.kind === 'heat') return 'c';
  return alert.evidence.source === 'weather' ? 'mm' : 'none';
}

const HEIGHT = 40;
const OBSERVED = '#2e7d32';
const FORECAST = '#90a4ae';

/**
 * The daily values as bars in one small inline SVG (no chart library: a phone on 2G loads nothing more): observed
 * days solid, forecast days grey, each bar named with its day and value for screen readers and on hover.
 */
export function EvidenceBars({ evidence, unit }: { evidence: AlertEvidence; unit: SeriesUnit }) {
  const { t, intl } = useText();
  const { series } = evidence;
  const values = series.map((point) => point.value);
  // The index sits in a narrow band: bars from the lowest value show its fall; rain and heat start at zero.
  const low = unit === 'none' ? Math.min(...values) : Math.min(0, ...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const width = series.length * 10;
  const anyForecast = series.some((point) => point.forecast);
  const label = t(ALERT_TEXTS.chart, { from: dayText(intl, series[0]?.date ?? evidence.from), to: dayText(intl, series.at(-1)?.date ?? evidence.to) });
  return (
    <Box>
      <Box component="svg" role="img" aria-label={label} viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" sx={{ display: 'block', width: '100%', maxWidth: 480, height: HEIGHT }}>
        {series.map((point, index) => {
          const height = Math.max(1, ((point.value - low) / span) * (HEIGHT - 2) + (unit === 'none' ? 2 : 0));
          const text = t(ALERT_TEXTS.point, {
            date: dayText(intl, point.date),
            value: t(ALERT_TEXTS.value, { unit, value: intl.formatNumber(point.value, { maximumFractionDigits: 2 }) }),
            forecast: point.forecast ? 'yes' : 'no',
          });
          return (
            <rect key={point.date} x={index * 10 + 1} y={HEIGHT - height} width={8} height={height} fill={point.forecast ? FORECAST : OBSERVED} data-forecast={point.forecast}>
              <title>{text}</title>
            </rect>
          );
        })}
      </Box>
      {anyForecast && (
        <Box sx={{ display: 'flex', gap: 2, mt: 0.5 }} aria-hidden>
          <Legend colour={OBSERVED} text={t(ALERT_TEXTS.observed)} />
          <Legend colour={FORECAST} text={t(ALERT_TEXTS.forecast)} />
        </Box>
      )}
    </Box>
  );
}

function Legend({ colour, text }: { colour: string; text: string }) {
  return (
    <Typography variant="caption" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" sx={{ width: 10, height: 10, bgcolor: colour, display: 'inline-block' }} />
      {text}
    </Typography>
  );
}
