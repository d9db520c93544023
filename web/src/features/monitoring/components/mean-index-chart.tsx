import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Brush, CartesianGrid, Legend, Line, LineChart, ReferenceDot, Tooltip, XAxis, YAxis, useYAxisScale, type TooltipContentProps } from 'recharts';
import type { SeasonResponse } from '../../../../../shared/api/schemas/season';
import { useIntl } from 'react-intl';
import { useSeasonWords } from '../../../lib/season-words';
import { formatText } from '../../../lib/i18n/format-text';
import { chartRows, dayMonthOf, rangeDays, threeDecimals, type ChartPoint, type ChartRow, type YearSeries } from '../analysis-data';
import { SERIES_COLOURS, useMonitoringTexts, type MonitoringTexts } from '../messages';
import { seasonMarkers } from '../season-markers';
import type { StripInset } from './clear-view-strip';
import { SEASON_LANES, SeasonEventList, SeasonMarkerShape } from './season-event-marks';

/** A dark panel, so the yellow and white series of the specification read as clearly as the others. */
const PANEL = { background: '#1e272c', grid: '#455a64', text: '#cfd8dc', tooltip: '#263238' } as const;
const AXIS = { stroke: PANEL.text, tick: { fill: PANEL.text, fontSize: 12 } } as const;

/** The tooltip's marks of a radar estimate and of a satellite point. */
const ESTIMATE_MARK = '○';
const POINT_MARK = '■';

const pointOf = (row: ChartRow | undefined, offset: number): ChartPoint | undefined => row?.[`s${offset}`];

/** The chart's margins and y axis width: the ledger strip under it is inset by them to share its x scale. */
const MARGIN = { top: 8, right: 16, bottom: 8, left: 0 } as const;
const Y_AXIS_WIDTH = 48;
export const PLOT_INSET: StripInset = { left: MARGIN.left + Y_AXIS_WIDTH, right: MARGIN.right };

/** "Radar estimate 0.62 (0.55-0.69)": the wording of an estimate in the tooltip and its point's label. */
function estimateWording(point: Pick<ChartPoint, 'mean' | 'interval'>, texts: MonitoringTexts): string {
  const { low, high } = point.interval ?? { low: point.mean, high: point.mean };
  return texts.radarEstimateValue(point.mean, low, high);
}

/** Clear points are filled; a low-confidence point (a handful of clear pixels) is a hollow ring. */
interface DotInput {
  cx?: number;
  cy?: number;
  stroke?: string;
  payload?: unknown;
}

/** A radar estimate: a hollow circle with its interval as a vertical whisker (the y axis' scale places its ends). */
function EstimateDot({ cx, cy, stroke, point, label }: { cx: number; cy: number; stroke: string; point: ChartPoint; label: string }) {
  const scale = useYAxisScale();
  const texts = useMonitoringTexts();
  const low = point.interval && scale ? scale(point.interval.low) : undefined;
  const high = point.interval && scale ? scale(point.interval.high) : undefined;
  return (
    <g role="img" aria-label={texts.estimatePoint(label, point.date, estimateWording(point, texts))} data-source="radar-estimate">
      {low !== undefined && high !== undefined && (
        <g data-part="interval" stroke={stroke} strokeWidth={1.5} opacity={0.85}>
          <line x1={cx} x2={cx} y1={low} y2={high} />
          <line x1={cx - 3} x2={cx + 3} y1={low} y2={low} />
          <line x1={cx - 3} x2={cx + 3} y1={high} y2={high} />
        </g>
      )}
      <circle cx={cx} cy={cy} r={4.5} fill={PANEL.background} stroke={stroke} strokeWidth={2} />
    </g>
  );
}

function QualityDot({ cx, cy, stroke, payload, offset, label }: DotInput & { offset: number; label: string }) {
  const point = pointOf(payload as ChartRow | undefined, offset);
  if (cx === undefined || cy === undefined || !point) return null;
  if (point.source === 'radar-estimate') return <EstimateDot cx={cx} cy={cy} stroke={stroke ?? SERIES_COLOURS[0]} point={point} label={label} />;
  return point.lowConfidence ? (
    <circle cx={cx} cy={cy} r={5} fill={PANEL.background} stroke={stroke} strokeWidth={2} strokeDasharray="2 2" data-quality="low" />
  ) : (
    <circle cx={cx} cy={cy} r={3.5} fill={stroke} stroke={stroke} data-quality="ok" />
  );
}

function QualityTooltip({ active, payload, series }: TooltipContentProps<number, string> & { series: readonly YearSeries[] }) {
  const texts = useMonitoringTexts();
  const row = payload?.[0]?.payload as ChartRow | undefined;
  if (!active || !row) return null;
  return (
    <Box sx={{ bgcolor: PANEL.tooltip, color: PANEL.text, p: 1, borderRadius: 1, fontSize: 12, maxWidth: 280 }}>
      <div>{row.dayMonth}</div>
      {series.map(({ range }) => {
        const point = pointOf(row, range.offset);
        if (!point) return null;
        if (point.source === 'radar-estimate') {
          return (
            <div key={range.offset} style={{ marginTop: 4 }}>
              <span style={{ color: SERIES_COLOURS[range.offset] }}>{ESTIMATE_MARK}</span> {texts.tooltipEstimate(range.label, point.date, estimateWording(point, texts))}
            </div>
          );
        }
        return (
          <div key={range.offset} style={{ marginTop: 4 }}>
            <span style={{ color: SERIES_COLOURS[range.offset] }}>{POINT_MARK}</span> {texts.tooltipIndex(range.label, point.date, threeDecimals(point.mean))}
            <br />
            {texts.tooltipClear(Math.round(point.validFraction * 100), point.validPixelCount)}
            {point.lowConfidence && (
              <>
                <br />
                <strong>{texts.lowConfidenceLabel}</strong> {texts.lowConfidenceWhy(point.validPixelCount)}
              </>
            )}
          </div>
        );
      })}
    </Box>
  );
}

/** The y axis' range: every value and every estimate's interval inside, on tenths. */
function valueDomain(rows: readonly ChartRow[], series: readonly YearSeries[]): [number, number] | undefined {
  const values = rows.flatMap((row) =>
    series.flatMap(({ range }) => {
      const point = pointOf(row, range.offset);
      if (!point) return [];
      return point.interval ? [point.mean, point.interval.low, point.interval.high] : [point.mean];
    }),
  );
  if (values.length === 0) return undefined;
  const low = Math.floor(Math.min(...values) * 10) / 10;
  const high = Math.ceil(Math.max(...values) * 10) / 10;
  return low === high ? [low - 0.1, high + 0.1] : [low, high];
}

/** Room above the values for the season labels' lanes (a third of the values' span, on tenths). */
function withHeadroom([low, high]: [number, number]): [number, number] {
  return [low, high + Math.ceil((high - low) * 3.3) / 10];
}

/** The values' own ticks (on tenths, at most five, low to high): the headroom above them carries none, as no value reaches it. */
function valueTicks([low, high]: [number, number]): number[] {
  const step = Math.max(1, Math.ceil(Math.round((high - low) * 10) / 4)) / 10;
  const count = Math.floor((high - low) / step + 1e-9) + 1;
  return Array.from({ length: count }, (_, k) => Math.round((low + step * k) * 10) / 10);
}

/** The key of the two kinds of point, shown when the chart holds estimates from radar. */
function PointKey() {
  const texts = useMonitoringTexts();
  return (
    <Box component="ul" aria-label={texts.legend} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0, fontSize: 12 }}>
      <li>
        <svg width="14" height="14" aria-hidden="true" style={{ verticalAlign: 'middle', marginRight: 4 }}>
          <circle cx="7" cy="7" r="3.5" fill={PANEL.text} />
        </svg>
        {texts.opticalPoint}
      </li>
      <li>
        <svg width="14" height="18" aria-hidden="true" style={{ verticalAlign: 'middle', marginRight: 4 }}>
          <line x1="7" x2="7" y1="1" y2="17" stroke={PANEL.text} strokeWidth="1.5" />
          <circle cx="7" cy="9" r="4" fill={PANEL.background} stroke={PANEL.text} strokeWidth="2" />
        </svg>
        {texts.radarEstimate}
      </li>
    </Box>
  );
}

/** Estimates are dropped from a year whose fit is poor: its message is shown instead. */
function shownSeries(series: readonly YearSeries[]): YearSeries[] {
  return series.map((year) => (year.fusion?.message ? { ...year, entries: year.entries.filter((entry) => entry.source !== 'radar-estimate') } : year));
}

/**
 * Spec 2 §2.1: Mean Index Value Chart, x the days of the range (labelled day and month), y the mean, a brush; one
 * series per year. Radar estimates are hollow circles with their interval as a whisker; `strip` draws what lies
 * under the time axis on the same x scale (the clear-view ledger).
 */
export function MeanIndexChart({
  series: given,
  strip,
  seasons = [],
}: {
  series: readonly YearSeries[];
  strip?: (domain: readonly [number, number]) => ReactNode;
  /** The detected seasons of the calendar years the ranges touch: their events are marked on the curves. */
  seasons?: readonly SeasonResponse[];
}) {
  const texts = useMonitoringTexts();
  const intl = useIntl();
  const series = shownSeries(given);
  const rows = chartRows(series);
  const words = useSeasonWords();
  const markers = seasonMarkers(series, seasons, words.eventSentence);
  // Markers take the labels' lanes in turn along the time axis; the y axis gets headroom above the curve for the lanes.
  const lanes = new Map([...markers].sort((a, b) => a.day - b.day).map((marker, k) => [marker, k % SEASON_LANES]));
  const values = valueDomain(rows, series);
  const yDomain = values && markers.length > 0 ? withHeadroom(values) : values;
  const noSeason = seasons.filter((response) => response.events.length === 0).map(words.noSeasonSentence);
  const base = series[0]?.range;
  const span = base ? rangeDays(base) : 0;
  const [brushed, setBrushed] = useState<[number, number] | null>(null);
  const domain: [number, number] = brushed ?? [0, span];
  const estimates = series.reduce((count, year) => count + year.entries.filter((entry) => entry.source === 'radar-estimate').length, 0);
  // Why a year has no estimate, said once per year (with its label when several years are compared).
  // The fusion's message is a catalogue ref (RADAR_MESSAGES): said in the language on screen.
  const messages = [...new Set(series.flatMap((year) => (year.fusion?.message ? [series.length > 1 ? texts.seriesMessage(year.range.label, formatText(intl, year.fusion.message)) : formatText(intl, year.fusion.message)] : [])))];
  const attributions = [...new Set(series.flatMap((year) => (year.fusion && year.entries.some((entry) => entry.source === 'radar-estimate') ? [year.fusion.attribution] : [])))];
  return (
    <Paper component="figure" aria-labelledby="mean-index-chart-title" sx={{ m: 0, p: 2, bgcolor: PANEL.background, color: PANEL.text }}>
      <Typography id="mean-index-chart-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {texts.chartTitle}
      </Typography>
      <LineChart responsive data={rows} style={{ width: '100%', height: 320 }} margin={MARGIN}>
        <CartesianGrid stroke={PANEL.grid} strokeDasharray="3 3" />
        <XAxis dataKey="day" type="number" domain={domain} allowDataOverflow {...AXIS} tickFormatter={(day: number) => (base ? dayMonthOf(base.start, day) : String(day))} />
        <YAxis width={Y_AXIS_WIDTH} domain={yDomain ?? ['auto', 'auto']} ticks={values && markers.length > 0 ? valueTicks(values) : undefined} {...AXIS} tickFormatter={(value: number) => value.toFixed(2)} />
        <Tooltip content={(props) => <QualityTooltip {...(props as TooltipContentProps<number, string>)} series={series} />} />
        {/* The years' key above the plot: below it, the brush and then the ledger strip follow the time axis. */}
        <Legend verticalAlign="top" formatter={(value: string) => <span style={{ color: PANEL.text }}>{value}</span>} itemSorter={null} />
        {series.map(({ range, status }) => (
          <Line
            key={range.offset}
            type="monotone"
            dataKey={(row: ChartRow) => pointOf(row, range.offset)?.mean ?? null}
            name={status === 'pending' ? texts.seriesNamePending(range.label) : range.label}
            stroke={SERIES_COLOURS[range.offset]}
            strokeWidth={2}
            connectNulls
            isAnimationActive={false}
            dot={(props: DotInput & { index?: number }) => <QualityDot key={`${range.offset}-${props.index}`} cx={props.cx} cy={props.cy} stroke={props.stroke} payload={props.payload} offset={range.offset} label={range.label} />}
          />
        ))}
        {markers.map((marker) => (
          <ReferenceDot
            key={`${marker.event.kind}-${marker.event.date}`}
            x={marker.day}
            y={marker.value}
            ifOverflow="discard"
            shape={(props: { cx?: number; cy?: number }) => <SeasonMarkerShape cx={props.cx} cy={props.cy} marker={marker} lane={lanes.get(marker) ?? 0} colour={SERIES_COLOURS[marker.offset] ?? PANEL.text} outline={PANEL.background} text={PANEL.text} />}
          />
        ))}
        <Brush
          dataKey="dayMonth"
          height={22}
          stroke="#90a4ae"
          fill={PANEL.tooltip}
          travellerWidth={8}
          onChange={({ startIndex, endIndex }) => {
            const first = startIndex === undefined ? undefined : rows[startIndex];
            const last = endIndex === undefined ? undefined : rows[endIndex];
            setBrushed(first && last && (startIndex !== 0 || endIndex !== rows.length - 1) ? [first.day, last.day] : null);
          }}
        />
      </LineChart>
      {strip?.(domain)}
      <SeasonEventList markers={markers} noSeason={noSeason} labels={series.length > 1 ? series.map(({ range }) => range.label) : null} colour={PANEL.text} />
      {estimates > 0 && (
        <Box sx={{ mt: 1 }}>
          <PointKey />
          <Typography variant="caption" component="p" sx={{ color: PANEL.text }}>
            {texts.radarEstimateNote}
          </Typography>
        </Box>
      )}
      {messages.map((message) => (
        <Typography key={message} variant="body2" component="p" role="note" sx={{ mt: 1, color: PANEL.text }}>
          {message}
        </Typography>
      ))}
      <Typography variant="caption" component="p" sx={{ mt: 1, color: PANEL.text }}>
        {texts.qualityNote}
      </Typography>
      <Box component="ul" aria-label={texts.seriesList} sx={{ m: 0, pl: 2, color: PANEL.text, fontSize: 12 }}>
        {series.map(({ range, entries, status }) => {
          const low = entries.filter((entry) => entry.lowConfidence).length;
          const estimated = entries.filter((entry) => entry.source === 'radar-estimate').length;
          if (status === 'pending' && entries.length === 0) return <li key={range.offset} aria-busy="true">{texts.seriesPending(range.label)}</li>;
          if (status === 'failed' && entries.length === 0) return <li key={range.offset}>{texts.seriesFailed(range.label)}</li>;
          return (
            <li key={range.offset}>
              {texts.seriesSummary(range.label, entries.length, low, estimated, status === 'pending')}
            </li>
          );
        })}
      </Box>
      {attributions.map((attribution) => (
        <Typography key={attribution} variant="caption" component="p" sx={{ mt: 0.5, color: PANEL.text, opacity: 0.85 }}>
          {attribution}
        </Typography>
      ))}
    </Paper>
  );
}
