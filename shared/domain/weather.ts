/**
 * Weather as the specification defines it (spec 2 §2.4, §2.5, §3, §5, §8, §9): WMO weather codes and the icons the
 * app ships, the data sources and their attribution, the messages, the date rules of the history screen and the
 * CSV the history download produces. Pure and isomorphic: the functions and the web import the same table.
 */
import type { ApiMessageId } from '../i18n/english';

/** Where weather values come from. Every answer names it, so the UI can show the attribution beside the data. */
export type WeatherSourceId = 'open-meteo' | 'nasa-power' | 'demo';

export interface WeatherSourceInfo {
  id: WeatherSourceId;
  /** Shown beside the data (Open-Meteo's CC BY 4.0 licence asks for this text linked to its site). */
  label: string;
  url: string | null;
}

export const WEATHER_SOURCES: Record<WeatherSourceId, WeatherSourceInfo> = {
  'open-meteo': { id: 'open-meteo', label: 'Weather data by Open-Meteo.com', url: 'https://open-meteo.com/' },
  'nasa-power': {
    id: 'nasa-power',
    label: 'Weather data from the NASA Langley Research Center POWER Project',
    url: 'https://power.larc.nasa.gov/',
  },
  demo: { id: 'demo', label: 'Demo weather (simulated)', url: null },
};

/** The weather texts the API and the screens share: keys of the weather API catalogue (shared/i18n/api/weather). */
export const WEATHER_MESSAGES = {
  forecastFailed: 'weather.forecastFailed',
  forecastErrorTitle: 'weather.forecastErrorTitle',
  forecastErrorSubtext: 'weather.forecastErrorSubtext',
  historyFailed: 'weather.historyFailed',
  downloadFailed: 'weather.downloadFailed',
  downloadGenerating: 'weather.downloadGenerating',
  downloadGenerated: 'weather.downloadGenerated',
  downloadStarted: 'weather.downloadStarted',
  generateButton: 'weather.generateButton',
  downloadButton: 'weather.downloadButton',
  historyRangeRequired: 'weather.historyRangeRequired',
  downloadRangeRequired: 'weather.downloadRangeRequired',
  fiveYearsBeyondYear: 'weather.fiveYearsBeyondYear',
  averageBeyondYear: 'weather.averageBeyondYear',
  invalidDate: 'weather.invalidDate',
  precipitationStrip: 'weather.precipitationStrip',
  windStrip: 'weather.windStrip',
} as const satisfies Record<string, ApiMessageId>;

/** The history answer's `data` when the dates cannot be used (spec 2 §5, §7.2). */
export const INVALID_DATE = 'Invalid Date';

// ---------------------------------------------------------------------------------------------------------------
// WMO weather codes (as Open-Meteo documents them) -> text and icon

/** Icons shipped with the web app under /weather-icons/<name>.svg. */
export const WEATHER_ICON_NAMES = [
  'clear',
  'mainly-clear',
  'partly-cloudy',
  'overcast',
  'fog',
  'drizzle',
  'freezing-rain',
  'rain',
  'showers',
  'snow',
  'thunderstorm',
  'unknown',
] as const;
export type WeatherIconName = (typeof WEATHER_ICON_NAMES)[number];

interface WmoEntry {
  /** The description's key in the weather API catalogue (translate it in the reader's language). */
  text: ApiMessageId;
  icon: WeatherIconName;
}

export const WMO_CODES: Readonly<Record<number, WmoEntry>> = {
  0: { text: 'weather.code0', icon: 'clear' },
  1: { text: 'weather.code1', icon: 'mainly-clear' },
  2: { text: 'weather.code2', icon: 'partly-cloudy' },
  3: { text: 'weather.code3', icon: 'overcast' },
  45: { text: 'weather.code45', icon: 'fog' },
  48: { text: 'weather.code48', icon: 'fog' },
  51: { text: 'weather.code51', icon: 'drizzle' },
  53: { text: 'weather.code53', icon: 'drizzle' },
  55: { text: 'weather.code55', icon: 'drizzle' },
  56: { text: 'weather.code56', icon: 'freezing-rain' },
  57: { text: 'weather.code57', icon: 'freezing-rain' },
  61: { text: 'weather.code61', icon: 'rain' },
  63: { text: 'weather.code63', icon: 'rain' },
  65: { text: 'weather.code65', icon: 'rain' },
  66: { text: 'weather.code66', icon: 'freezing-rain' },
  67: { text: 'weather.code67', icon: 'freezing-rain' },
  71: { text: 'weather.code71', icon: 'snow' },
  73: { text: 'weather.code73', icon: 'snow' },
  75: { text: 'weather.code75', icon: 'snow' },
  77: { text: 'weather.code77', icon: 'snow' },
  80: { text: 'weather.code80', icon: 'showers' },
  81: { text: 'weather.code81', icon: 'showers' },
  82: { text: 'weather.code82', icon: 'showers' },
  85: { text: 'weather.code85', icon: 'snow' },
  86: { text: 'weather.code86', icon: 'snow' },
  95: { text: 'weather.code95', icon: 'thunderstorm' },
  96: { text: 'weather.code96', icon: 'thunderstorm' },
  99: { text: 'weather.code99', icon: 'thunderstorm' },
};

const UNKNOWN_WEATHER: WmoEntry = { text: 'weather.codeUnknown', icon: 'unknown' };

export function describeWeatherCode(code: number | null): WmoEntry {
  return (code === null ? undefined : WMO_CODES[code]) ?? UNKNOWN_WEATHER;
}

export function weatherIconUrl(code: number | null): string {
  return `/weather-icons/${describeWeatherCode(code).icon}.svg`;
}

/**
 * A WMO code for sources that report amounts but no code (NASA POWER, the demo source): rain by the day's total,
 * else the sky by the day's mean cloud cover. Heavy convective days are thunderstorms, as in the savanna's wet season.
 */
export function deriveWeatherCode(precipitationMm: number | null, cloudCoverPercent: number | null): number | null {
  if (precipitationMm !== null && precipitationMm >= 0.5) {
    if (precipitationMm >= 20) return 95;
    if (precipitationMm >= 8) return 63;
    return 61;
  }
  if (cloudCoverPercent === null) return precipitationMm === null ? null : 0;
  if (cloudCoverPercent < 15) return 0;
  if (cloudCoverPercent < 40) return 1;
  if (cloudCoverPercent < 75) return 2;
  return 3;
}

// ---------------------------------------------------------------------------------------------------------------
// Calendar days (YYYY-MM-DD strings, no time zone)

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})[-/](\d{2})[-/](\d{2})$/;

/** A calendar day from YYYY-MM-DD (or the pickers' YYYY/MM/DD); null unless it is a real date. */
export function parseDay(text: string | undefined | null): string | null {
  const match = DAY_PATTERN.exec((text ?? '').trim());
  if (!match) return null;
  const [, y, m, d] = match;
  const day = `${y}-${m}-${d}`;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : day;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `start` to `end` (negative when end is earlier). */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

export function eachDay(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The same calendar day `years` earlier; 29 February becomes 28 February in a common year. */
export function shiftYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const year = y - years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export function monthName(day: string): string {
  return MONTHS[Number(day.slice(5, 7)) - 1] ?? '';
}

/** 'DD MMM', the history chart's day label (e.g. '05 Aug'). */
export function dayMonth(day: string): string {
  return `${day.slice(8, 10)} ${monthName(day)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// History screen rules (spec 2 §2.5, §5, §9)

/** 5 Years and Average compare are refused beyond this span; it is also the dashboard's maximum date range. */
export const MAX_COMPARE_RANGE_DAYS = 365;
export const COMPARE_YEARS = 5;
/** Series colours of the 5 Years compare, newest range first. */
export const COMPARE_COLOURS = ['red', 'blue', 'yellow', 'white', 'lightblue'] as const;
export type CompareMode = 'none' | 'fiveYears' | 'average';

export interface DayRange {
  start: string;
  end: string;
}

/** Default history range: yesterday to today. */
export function defaultHistoryRange(today: string): DayRange {
  return { start: addDays(today, -1), end: today };
}

/** Why the history screen refuses to load (a toast text), or null when it may. */
export function historyRefusal(mode: CompareMode, start: string | null, end: string | null): string | null {
  if (!start || !end) return WEATHER_MESSAGES.historyRangeRequired;
  if (mode === 'none' || daysBetween(start, end) <= MAX_COMPARE_RANGE_DAYS) return null;
  return mode === 'fiveYears' ? WEATHER_MESSAGES.fiveYearsBeyondYear : WEATHER_MESSAGES.averageBeyondYear;
}

/** The ranges 5 Years and Average compare load (one history call each): the chosen one and the 4 years before it. */
export function compareRanges(range: DayRange): DayRange[] {
  return Array.from({ length: COMPARE_YEARS }, (_, years) => ({
    start: shiftYears(range.start, years),
    end: shiftYears(range.end, years),
  }));
}

/** Average compare: values summed by day position across the yearly series and divided by 5 (as the product does). */
export function averageByDayPosition(series: readonly (readonly (number | null)[])[]): number[] {
  const length = Math.max(0, ...series.map((values) => values.length));
  return Array.from({ length }, (_, index) => {
    const sum = series.reduce((total, values) => total + (values[index] ?? 0), 0);
    return Math.round((sum / COMPARE_YEARS) * 100) / 100;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Location and CSV

/**
 * The screens' path carries the pair as the field's centroid (longitude first); the screen swaps it and cuts each
 * number to 5 characters, then sends `location=lat,long` (spec 2 §2.4).
 */
export function locationFromPath(pair: string): string {
  const [first = '', second = ''] = pair.split(',').map((part) => part.trim());
  return `${second.slice(0, 5)},${first.slice(0, 5)}`;
}

export function historyFileName(range: DayRange): string {
  return `weather_history_${range.start}_to_${range.end}.csv`;
}

type CsvCell = string | number | null;

function csvCell(value: CsvCell): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 text of the rows the history download answers (header row first). */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
