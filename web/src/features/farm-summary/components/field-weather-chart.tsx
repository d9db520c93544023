import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { MessageId } from '../../../../../shared/i18n/english';
import { useText } from '../../../lib/i18n/use-text';
import { weatherApi } from '../../../api/weather';

/** The five series of spec 2 §2.7; precipitation as bars (a total per day), the rest as lines. */
const LINES = [
  { key: 'cloud_over', name: 'farm-summary.ui.weather.cloud', colour: '#607d8b', axis: 'percent' },
  { key: 'Humidity', name: 'farm-summary.ui.weather.humidity', colour: '#00897b', axis: 'percent' },
  { key: 'max_temperature', name: 'farm-summary.ui.weather.maxTemperature', colour: '#e65100', axis: 'value' },
  { key: 'windspeed', name: 'farm-summary.ui.weather.wind', colour: '#6a1b9a', axis: 'value' },
] as const satisfies ReadonlyArray<{ key: string; name: MessageId; colour: string; axis: string }>;

/** Field Info's weather over the chosen dates, as GET /weather/field-info/ answers it (history, or forecast ahead). */
export function FieldWeatherChart({ fieldId, start, end }: { fieldId: string; start: string; end: string }) {
  const { t } = useText();
  const weather = weatherApi.endpoints.getFieldWeatherInfo.useQuery({ id: fieldId, startdate: start, enddate: end }, { skip: !fieldId || !start || !end || start > end });
  const days = Array.isArray(weather.data?.weather) ? weather.data.weather : [];
  return (
    <Paper component="figure" aria-labelledby="field-weather-title" sx={{ m: 0, p: 2 }}>
      <Typography id="field-weather-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('farm-summary.ui.weather.title')}
      </Typography>
      {weather.isFetching && <Typography color="text.secondary">{t('farm-summary.ui.weather.loading')}</Typography>}
      {!weather.isFetching && (weather.isError || days.length === 0) && <Typography color="text.secondary">{t('farm-summary.ui.weather.none')}</Typography>}
      {days.length > 0 && (
        <ComposedChart responsive data={days} style={{ width: '100%', height: 280 }} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="date" tick={{ fontSize: 11 }} minTickGap={24} />
          <YAxis yAxisId="value" width={40} tick={{ fontSize: 11 }} />
          <YAxis yAxisId="percent" orientation="right" domain={[0, 100]} width={36} tick={{ fontSize: 11 }} />
          {/* Item texts in the body colour: the series' own colours are too light to read as text (WCAG 1.4.3). */}
          <Tooltip itemStyle={{ color: 'rgba(0, 0, 0, 0.87)' }} />
          <Legend />
          <Bar yAxisId="value" dataKey="precipitation" name={t('farm-summary.ui.weather.precipitation')} fill="#1e88e5" />
          {LINES.map((line) => (
            <Line key={line.key} yAxisId={line.axis} type="monotone" dataKey={line.key} name={t(line.name)} stroke={line.colour} dot={false} />
          ))}
        </ComposedChart>
      )}
    </Paper>
  );
}
