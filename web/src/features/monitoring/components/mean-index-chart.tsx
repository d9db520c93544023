import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Brush, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { chartRows, threeDecimals, type ChartPoint, type ChartRow, type YearSeries } from '../analysis-data';
import { MONITORING_TEXTS, SERIES_COLOURS } from '../messages';

/** A dark panel, so the yellow and white series of the specification read as clearly as the others. */
const PANEL = { background: '#1e272c', grid: '#455a64', text: '#cfd8dc', tooltip: '#263238' } as const;
const AXIS = { stroke: PANEL.text, tick: { fill: PANEL.text, fontSize: 12 } } as const;

const pointOf = (row: ChartRow | undefined, offset: number): ChartPoint | undefined => row?.[`s${offset}`];

/** Clear points are filled; a low-confidence point (a handful of clear pixels) is a hollow ring. */
interface DotInput {
  cx?: number;
  cy?: number;
  stroke?: string;
  payload?: unknown;
}

function QualityDot({ cx, cy, stroke, payload, offset }: DotInput & { offset: number }) {
  const point = pointOf(payload as ChartRow | undefined, offset);
  if (cx === undefined || cy === undefined || !point) return null;
  return point.lowConfidence ? (
    <circle cx={cx} cy={cy} r={5} fill={PANEL.background} stroke={stroke} strokeWidth={2} strokeDasharray="2 2" data-quality="low" />
  ) : (
    <circle cx={cx} cy={cy} r={3.5} fill={stroke} stroke={stroke} data-quality="ok" />
  );
}

function QualityTooltip({ active, payload, label, series }: TooltipContentProps<number, string> & { series: readonly YearSeries[] }) {
  const row = payload?.[0]?.payload as ChartRow | undefined;
  if (!active || !row) return null;
  return (
    <Box sx={{ bgcolor: PANEL.tooltip, color: PANEL.text, p: 1, borderRadius: 1, fontSize: 12, maxWidth: 280 }}>
      <div>{label}</div>
      {series.map(({ range }) => {
        const point = pointOf(row, range.offset);
        if (!point) return null;
        return (
          <div key={range.offset} style={{ marginTop: 4 }}>
            <span style={{ color: SERIES_COLOURS[range.offset] }}>■</span> {range.label} ({point.date}): {MONITORING_TEXTS.index} {threeDecimals(point.mean)}
            <br />
            {MONITORING_TEXTS.validShare}: {Math.round(point.validFraction * 100)}% ({point.validPixelCount} px)
            {point.lowConfidence && (
              <>
                <br />
                <strong>{MONITORING_TEXTS.lowConfidence}:</strong> {MONITORING_TEXTS.lowConfidenceWhy(point.validPixelCount)}
              </>
            )}
          </div>
        );
      })}
    </Box>
  );
}

/** Spec 2 §2.1: Mean Index Value Chart, x the date (day and month), y the mean, a brush; one series per year. */
export function MeanIndexChart({ series }: { series: readonly YearSeries[] }) {
  const rows = chartRows(series);
  return (
    <Paper component="figure" aria-labelledby="mean-index-chart-title" sx={{ m: 0, p: 2, bgcolor: PANEL.background, color: PANEL.text }}>
      <Typography id="mean-index-chart-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {MONITORING_TEXTS.chartTitle}
      </Typography>
      <LineChart responsive data={rows} style={{ width: '100%', height: 320 }} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid stroke={PANEL.grid} strokeDasharray="3 3" />
        <XAxis dataKey="dayMonth" {...AXIS} />
        <YAxis width={48} {...AXIS} tickFormatter={(value: number) => value.toFixed(2)} />
        <Tooltip content={(props) => <QualityTooltip {...(props as TooltipContentProps<number, string>)} series={series} />} />
        <Legend formatter={(value: string) => <span style={{ color: PANEL.text }}>{value}</span>} itemSorter={null} />
        {series.map(({ range, status }) => (
          <Line
            key={range.offset}
            type="monotone"
            dataKey={(row: ChartRow) => pointOf(row, range.offset)?.mean ?? null}
            name={status === 'pending' ? `${range.label} (${MONITORING_TEXTS.yearPending})` : range.label}
            stroke={SERIES_COLOURS[range.offset]}
            strokeWidth={2}
            connectNulls
            isAnimationActive={false}
            dot={(props: DotInput & { index?: number }) => <QualityDot key={`${range.offset}-${props.index}`} cx={props.cx} cy={props.cy} stroke={props.stroke} payload={props.payload} offset={range.offset} />}
          />
        ))}
        <Brush dataKey="dayMonth" height={22} stroke="#90a4ae" fill={PANEL.tooltip} travellerWidth={8} />
      </LineChart>
      <Typography variant="caption" component="p" sx={{ mt: 1, color: PANEL.text }}>
        {MONITORING_TEXTS.qualityNote}
      </Typography>
      <Box component="ul" aria-label="Series" sx={{ m: 0, pl: 2, color: PANEL.text, fontSize: 12 }}>
        {series.map(({ range, entries, status }) => {
          const low = entries.filter((entry) => entry.lowConfidence).length;
          if (status === 'pending' && entries.length === 0) return <li key={range.offset} aria-busy="true">{`${range.label}: ${MONITORING_TEXTS.yearPending}`}</li>;
          if (status === 'failed' && entries.length === 0) return <li key={range.offset}>{`${range.label}: ${MONITORING_TEXTS.yearFailed}`}</li>;
          return (
            <li key={range.offset}>
              {range.label}: {entries.length} point{entries.length === 1 ? '' : 's'}
              {low > 0 ? `, ${low} ${MONITORING_TEXTS.lowConfidence.toLowerCase()}` : ''}
              {status === 'pending' ? ` (${MONITORING_TEXTS.yearPending})` : ''}
            </li>
          );
        })}
      </Box>
    </Paper>
  );
}
