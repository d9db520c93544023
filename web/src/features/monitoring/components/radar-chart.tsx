import { useState } from 'react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { RadarPoint } from '../../../../../shared/api/schemas/radar';
import { useRadarSeries } from '../hooks/use-radar-series';
import { apiErrorMessage } from '../../../lib/api';
import { dayMonthOf, rangeDays } from '../analysis-data';
import { SERIES_COLOURS, useMonitoringTexts, type MonitoringTexts } from '../messages';

type RadarMeasure = 'rvi' | 'vv' | 'vh';
const MEASURES: readonly RadarMeasure[] = ['rvi', 'vv', 'vh'];

const PANEL = { background: '#1e272c', grid: '#455a64', text: '#cfd8dc' } as const;
const AXIS = { stroke: PANEL.text, tick: { fill: PANEL.text, fontSize: 12 } } as const;

const valueOf = (point: RadarPoint, measure: RadarMeasure): number => (measure === 'rvi' ? point.rvi : measure === 'vv' ? point.vv.meanDb : point.vh.meanDb);
const format = (value: number, measure: RadarMeasure) => (measure === 'rvi' ? value.toFixed(2) : `${value.toFixed(1)} dB`);

type Orbit = Pick<RadarPoint, 'orbitState' | 'relativeOrbit'>;
const orbitKey = (orbit: Orbit) => `o-${orbit.orbitState ?? 'x'}-${orbit.relativeOrbit ?? 'x'}`;
const orbitLabel = (orbit: Orbit, texts: MonitoringTexts) => texts.orbitLabel(orbit.orbitState, orbit.relativeOrbit);

interface RadarRow {
  day: number;
  [orbit: `o-${string}`]: number | undefined;
}

/** One row per acquisition day, a value per orbit seen that day. */
function radarRows(points: readonly RadarPoint[], start: string, measure: RadarMeasure): RadarRow[] {
  const rows = new Map<number, RadarRow>();
  for (const point of points) {
    const day = dayjs(point.date).diff(dayjs(start), 'day');
    const row = rows.get(day) ?? { day };
    row[orbitKey(point) as `o-${string}`] = valueOf(point, measure);
    rows.set(day, row);
  }
  return [...rows.values()].sort((a, b) => a.day - b.day);
}

/**
 * The analysis dialog's radar tab: the field's Sentinel-1 series over the chart's start and end, one line per
 * relative orbit (backscatter depends on the viewing geometry, so only points of one orbit compare), as RVI or
 * VV / VH in dB; a list of the orbits with their passes is the chart's text alternative.
 */
export function RadarChart({ field, start, end }: { field: string; start: string; end: string }) {
  const texts = useMonitoringTexts();
  const [measure, setMeasure] = useState<RadarMeasure>('rvi');
  const radar = useRadarSeries({ field, start, end });
  const data = radar.currentData;
  // A stage without radar answers why (RADAR_MESSAGES.off); any other failure says the values could not be loaded.
  if (radar.isError) return <Alert severity="error">{texts.radarFailedBecause(apiErrorMessage(radar.error))}</Alert>;
  if (!data) return <LinearProgress aria-label={texts.pleaseWait} />;
  const rows = radarRows(data.points, start, measure);
  return (
    <Paper component="figure" aria-labelledby="radar-chart-title" sx={{ m: 0, p: 2, bgcolor: PANEL.background, color: PANEL.text }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="radar-chart-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {texts.radarTitle}
        </Typography>
        <Box sx={{ bgcolor: '#fff', borderRadius: 1, px: 1, pt: 1.5, pb: 0.5 }}>
          <TextField
            select
            label={texts.radarMeasure}
            value={measure}
            onChange={(event) => setMeasure(event.target.value as RadarMeasure)}
            size="small"
            sx={{ width: 130 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {MEASURES.map((option) => (
              <option key={option} value={option}>
                {texts.radarMeasures[option]}
              </option>
            ))}
          </TextField>
        </Box>
      </Box>
      {data.pending.length > 0 && (
        <Typography variant="caption" component="p" role="status">
          {texts.radarPending(data.pending.length)}
        </Typography>
      )}
      {data.points.length === 0 ? (
        <Typography variant="body2">{texts.radarNoData}</Typography>
      ) : (
        <LineChart responsive data={rows} style={{ width: '100%', height: 300 }} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid stroke={PANEL.grid} strokeDasharray="3 3" />
          <XAxis dataKey="day" type="number" domain={[0, rangeDays({ start, end })]} {...AXIS} tickFormatter={(day: number) => dayMonthOf(start, day)} />
          <YAxis width={56} domain={measure === 'rvi' ? [0, 1] : ['auto', 'auto']} {...AXIS} tickFormatter={(value: number) => (measure === 'rvi' ? value.toFixed(2) : value.toFixed(0))} />
          <Tooltip
            contentStyle={{ background: '#263238', border: 'none', color: PANEL.text, fontSize: 12 }}
            labelFormatter={(day) => dayMonthOf(start, Number(day))}
            formatter={(value) => format(Number(value), measure)}
          />
          <Legend formatter={(value: string) => <span style={{ color: PANEL.text }}>{value}</span>} />
          {data.orbits.map((orbit, k) => (
            <Line
              key={orbitKey(orbit)}
              type="linear"
              dataKey={orbitKey(orbit)}
              name={orbitLabel(orbit, texts)}
              stroke={SERIES_COLOURS[k % SERIES_COLOURS.length]}
              strokeWidth={2}
              connectNulls
              isAnimationActive={false}
              dot={{ r: 3 }}
            />
          ))}
        </LineChart>
      )}
      <Box component="ul" aria-label={texts.radarTitle} sx={{ m: 0, mt: 1, pl: 2, fontSize: 12 }}>
        {data.orbits.map((orbit) => {
          const points = data.points.filter((point) => orbitKey(point) === orbitKey(orbit));
          const last = points.at(-1);
          return (
            <li key={orbitKey(orbit)}>
              {texts.orbitPasses(orbitLabel(orbit, texts), orbit.count, last ? texts.radarPointLabel(texts.radarMeasures[measure], dayjs(last.date).format('DD MMM YYYY'), format(valueOf(last, measure), measure)) : null)}
            </li>
          );
        })}
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 1 }}>
        {texts.radarOrbitNote}
      </Typography>
      <Typography variant="caption" component="p" sx={{ mt: 0.5, opacity: 0.85 }}>
        {data.attribution}
      </Typography>
    </Paper>
  );
}
