import type { MonthlyRainfall, WeatherDay } from '../../../../shared/api/schemas/weather';
import {
  averageByDayPosition,
  COMPARE_COLOURS,
  dayMonth,
  historyRefusal,
  WEATHER_MESSAGES,
  type CompareMode,
  type DayRange,
} from '../../../../shared/domain/weather';
import type { MessageId } from '../../../../shared/i18n/english';
import { WEATHER_TEXTS } from './messages';

/** One history call's days (the chosen range, or one of the 5 Years / Average ranges). */
export interface YearSeries {
  range: DayRange;
  days: readonly WeatherDay[];
}

export type ChartRow = Record<string, string | number | null>;

export interface ChartLine {
  key: string;
  name: string;
  colour: string;
  dashed?: boolean;
}

export interface ChartModel {
  id: 'humidity' | 'precipitation' | 'temperature' | 'wind';
  title: string;
  rows: ChartRow[];
  lines: ChartLine[];
}

type Metric = 'Humidity' | 'precipitation' | 'max_temperature' | 'min_temperature' | 'windspeed';

/** Single-range colours, readable on the charts' dark panel. */
const COLOURS = {
  humidity: '#4fc3f7',
  precipitation: '#81c784',
  max: '#ff8a65',
  min: '#64b5f6',
  wind: '#ffd54f',
} as const;

/** The compare choices; each label is a key of the weather catalogue. */
export const COMPARE_OPTIONS: readonly { value: CompareMode; label: MessageId }[] = [
  { value: 'none', label: 'weather.compareNone' },
  { value: 'fiveYears', label: 'weather.compareFiveYears' },
  { value: 'average', label: 'weather.compareAverage' },
];

/** Formats a catalogue key in the language on screen (useWeatherText). */
export type Say = (text: string, values?: Record<string, string | number>) => string;

/** The series name of one compared range: its year, or both years when it spans New Year. */
export function rangeLabel(range: DayRange): string {
  const [startYear, endYear] = [range.start.slice(0, 4), range.end.slice(0, 4)];
  return startYear === endYear ? startYear : `${startYear}/${endYear}`;
}

/** The x label of day position `index`: the chosen range's day, else any range that has that position. */
function labelAt(series: readonly YearSeries[], index: number): string {
  for (const { days } of series) {
    const day = days[index];
    if (day) return day.dayMonth ?? dayMonth(day.date);
  }
  return String(index + 1);
}

function rowsByPosition(series: readonly YearSeries[], fill: (row: ChartRow, index: number) => void): ChartRow[] {
  const length = Math.max(0, ...series.map(({ days }) => days.length));
  return Array.from({ length }, (_, index) => {
    const row: ChartRow = { label: labelAt(series, index) };
    fill(row, index);
    return row;
  });
}

/** Titles and names are keys: `name` the legend's word alone, `series` its word inside a longer name ('2024 max'). */
const CHARTS: readonly { id: ChartModel['id']; title: MessageId; metrics: readonly { metric: Metric; name: MessageId; series: MessageId; colour: string }[] }[] = [
  { id: 'humidity', title: 'weather.chartHumidity', metrics: [{ metric: 'Humidity', name: 'weather.humidity', series: 'weather.seriesHumidity', colour: COLOURS.humidity }] },
  {
    id: 'precipitation',
    title: 'weather.chartPrecipitation',
    metrics: [{ metric: 'precipitation', name: 'weather.precipitation', series: 'weather.seriesPrecipitation', colour: COLOURS.precipitation }],
  },
  {
    id: 'temperature',
    title: 'weather.chartTemperature',
    metrics: [
      { metric: 'max_temperature', name: 'weather.max', series: 'weather.seriesMax', colour: COLOURS.max },
      { metric: 'min_temperature', name: 'weather.min', series: 'weather.seriesMin', colour: COLOURS.min },
    ],
  },
  { id: 'wind', title: 'weather.chartWind', metrics: [{ metric: 'windspeed', name: 'weather.wind', series: 'weather.seriesWind', colour: COLOURS.wind }] },
];

/**
 * The four day charts of the history screen (spec 2 §2.5). None: the chosen range. 5 Years: one series per range,
 * newest first, in the specified colours (red, blue, yellow, white, light blue), minimum temperatures dashed.
 * Average: the values summed by day position and divided by 5.
 */
export function historyCharts(mode: CompareMode, series: readonly YearSeries[], say: Say): ChartModel[] {
  return CHARTS.map(({ id, title: titleKey, metrics }) => {
    const title = say(titleKey);
    if (mode === 'none') {
      const chosen = series.slice(0, 1);
      return {
        id,
        title,
        rows: rowsByPosition(chosen, (row, index) => {
          for (const { metric } of metrics) row[metric] = chosen[0]?.days[index]?.[metric] ?? null;
        }),
        lines: metrics.map(({ metric, name, colour }) => ({ key: metric, name: say(name), colour })),
      };
    }
    if (mode === 'average') {
      const averages = metrics.map(({ metric }) => averageByDayPosition(series.map(({ days }) => days.map((day) => day[metric]))));
      return {
        id,
        title,
        rows: rowsByPosition(series, (row, index) => {
          metrics.forEach(({ metric }, position) => (row[metric] = averages[position]?.[index] ?? null));
        }),
        lines: metrics.map(({ metric, series: word, colour }) => ({ key: metric, name: say('weather.averageOf', { name: say(word) }), colour })),
      };
    }
    return {
      id,
      title,
      rows: rowsByPosition(series, (row, index) => {
        series.forEach(({ days }, year) => {
          for (const { metric } of metrics) row[`${metric}_${year}`] = days[index]?.[metric] ?? null;
        });
      }),
      lines: series.flatMap(({ range }, year) =>
        metrics.map(({ metric, series: word }, position) => ({
          key: `${metric}_${year}`,
          name: metrics.length > 1 ? say('weather.seriesYear', { year: rangeLabel(range), name: say(word) }) : rangeLabel(range),
          colour: COMPARE_COLOURS[year] ?? 'lightblue',
          dashed: position > 0,
        })),
      ),
    };
  });
}

export function rainfallRows(data: readonly MonthlyRainfall[]): ChartRow[] {
  return data.map(({ month, avgRainfall }) => ({ label: month, avgRainfall }));
}

/** The pickers' rules (spec 2 §2.5): start ≤ end ≤ today. */
export function historyDateErrors(start: string, end: string, today: string): { start?: string; end?: string } {
  const errors: { start?: string; end?: string } = {};
  if (end && end > today) errors.end = WEATHER_TEXTS.endAfterToday;
  if (start && end && start > end) errors.start = WEATHER_TEXTS.startAfterEnd;
  return errors;
}

/** Why Load History is refused (a toast), or null: both dates, the pickers' rules, then the 365-day compare limit. */
export function loadRefusal(mode: CompareMode, start: string, end: string, today: string): string | null {
  if (!start || !end) return WEATHER_MESSAGES.historyRangeRequired;
  const errors = historyDateErrors(start, end, today);
  return errors.start ?? errors.end ?? historyRefusal(mode, start, end);
}

/** Why Generate History File is refused, or null. */
export function downloadRefusal(start: string, end: string, today: string): string | null {
  if (!start || !end) return WEATHER_MESSAGES.downloadRangeRequired;
  const errors = historyDateErrors(start, end, today);
  return errors.start ?? errors.end ?? null;
}

