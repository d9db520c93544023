import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { WeatherDay } from '../../../../../shared/api/schemas/weather';
import type { MessageId } from '../../../../../shared/i18n/english';
import { useText } from '../../../lib/i18n/use-text';

/** The five series of spec 2 §2.7; precipitation as bars (a total per day), the rest as lines. */
const LINES = [
  { key: 'cloud_over', name: 'farm-summary.ui.weather.cloud', colour: '#607d8b', axis: 'percent' },
  { key: 'Humidity', name: 'farm-summary.ui.weather.humidity', colour: '#00897b', axis: 'percent' },
  { key: 'max_temperature', name: 'farm-summary.ui.weather.maxTemperature', colour: '#e65100', axis: 'value' },
  { key: 'windspeed', name: 'farm-summary.ui.weather.wind', colour: '#6a1b9a', axis: 'value' },
] as const satisfies ReadonlyArray<{ key: string; name: MessageId; colour: string; axis: string }>;

/** Field Info's weather days on one chart: precipitation as bars, cloud, humidity, temperature and wind as lines. */
export default function WeatherDaysChart({ days }: { days: readonly WeatherDay[] }) {
  const { t } = useText();
  return (
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
  );
}
