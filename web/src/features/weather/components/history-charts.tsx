import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { MonthlyRainfall } from '../../../../../shared/api/schemas/weather';
import type { CompareMode } from '../../../../../shared/domain/weather';
import { historyCharts, rainfallRows, type YearSeries } from '../history-series';
import { useWeatherText } from '../messages';

/** A dark panel, so the 5 Years compare's yellow and white series read as clearly as the others. */
const PANEL = { background: '#1e272c', grid: '#455a64', text: '#cfd8dc', tooltip: '#263238' } as const;
const CHART_STYLE = { width: '100%', height: 260 } as const;
const AXIS = { stroke: PANEL.text, tick: { fill: PANEL.text, fontSize: 12 } } as const;
/** Legend text stays light: recharts colours it like its series, and blue on the dark panel is hard to read. */
const legendText = (value: string) => <span style={{ color: PANEL.text }}>{value}</span>;
const TOOLTIP = {
  contentStyle: { backgroundColor: PANEL.tooltip, border: 'none', color: PANEL.text },
  labelStyle: { color: PANEL.text },
} as const;

function ChartPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="figure" aria-labelledby={`${id}-title`} sx={{ m: 0, p: 2, bgcolor: PANEL.background, color: PANEL.text }}>
      <Typography id={`${id}-title`} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The history charts (spec 2 §2.5): humidity, precipitation, temperature, wind, and average rainfall by month. */
export function HistoryCharts({
  mode,
  series,
  rainfall,
}: {
  mode: CompareMode;
  series: readonly YearSeries[];
  rainfall: readonly MonthlyRainfall[];
}) {
  const say = useWeatherText();
  const charts = historyCharts(mode, series, say);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      {charts.map((chart) => (
        <ChartPanel key={chart.id} id={`history-${chart.id}`} title={chart.title}>
          <LineChart responsive data={chart.rows} style={CHART_STYLE} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid stroke={PANEL.grid} strokeDasharray="3 3" />
            <XAxis dataKey="label" {...AXIS} />
            <YAxis width={44} {...AXIS} />
            <Tooltip {...TOOLTIP} />
            {/* In the series' order (5 Years: newest first), not recharts' default alphabetical one. */}
            <Legend formatter={legendText} itemSorter={null} />
            {chart.lines.map((line) => (
              <Line
                key={line.key}
                type="monotone"
                dataKey={line.key}
                name={line.name}
                stroke={line.colour}
                strokeWidth={2}
                strokeDasharray={line.dashed ? '5 4' : undefined}
                dot={chart.lines.length <= 2 && chart.rows.length <= 31}
                connectNulls
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ChartPanel>
      ))}
      <ChartPanel id="history-rainfall" title={say('weather.rainfallTitle')}>
        <BarChart responsive data={rainfallRows(rainfall)} style={CHART_STYLE} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid stroke={PANEL.grid} strokeDasharray="3 3" />
          <XAxis dataKey="label" {...AXIS} />
          <YAxis width={56} {...AXIS} />
          <Tooltip {...TOOLTIP} cursor={{ fill: 'rgba(255,255,255,0.08)' }} />
          <Legend formatter={legendText} />
          <Bar dataKey="avgRainfall" name={say('weather.rainfallSeries')} fill="#4fc3f7" isAnimationActive={false} />
        </BarChart>
      </ChartPanel>
    </Box>
  );
}
