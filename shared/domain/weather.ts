/**
 * Weather as the specification defines it (spec 2 §2.4, §2.5, §3, §5, §8, §9): WMO weather codes and the icons the
 * app ships, the data sources and their attribution, the messages, the date rules of the history screen and the
 * CSV the history download produces. Pure and isomorphic: the functions and the web import the same table.
 */

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

export const WEATHER_MESSAGES = {
  forecastFailed:
    'It looks like we could not provide the weather data at the moment. Please kindly go back to select a field and try again here.',
  forecastErrorTitle: 'Looks like something went wrong!',
  forecastErrorSubtext: 'The weather forecast could not be fetched.',
  historyFailed:
    'It looks like we could not provide the weather data at the moment. Please kindly try again or ensure you select the right field or date range.',
  downloadFailed: 'It looks like we could not download the weather history at the moment. Please try again later.',
  downloadGenerating: 'Please wait...while we generate the file',
  downloadGenerated: 'Successfully generated file. Please kindly click the button again to download',
  downloadStarted: 'Please wait...while it downloads on your device',
  generateButton: 'Generate History File',
  downloadButton: 'Proceed to Download Generated File',
  historyRangeRequired: 'Please choose date range to load history within.',
  downloadRangeRequired: 'Please choose date range to download history within.',
  fiveYearsBeyondYear: "5 Years compare doesn't work for date range beyond a year",
  averageBeyondYear: "Average compare doesn't work for date range beyond a year",
  invalidDate: 'Invalid Date',
  precipitationStrip: 'Precipitation (0mm)',
  windStrip: 'Wind (1-8m/s)',
} as const;

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
  text: string;
  icon: WeatherIconName;
}

export const WMO_CODES: Readonly<Record<number, WmoEntry>> = {
  0: { text: 'Clear sky', icon: 'clear' },
  1: { text: 'Mainly clear', icon: 'mainly-clear' },
  2: { text: 'Partly cloudy', icon: 'partly-cloudy' },
  3: { text: 'Overcast', icon: 'overcast' },
  45: { text: 'Fog', icon: 'fog' },
  48: { text: 'Depositing rime fog', icon: 'fog' },
  51: { text: 'Light drizzle', icon: 'drizzle' },
  53: { text: 'Moderate drizzle', icon: 'drizzle' },
  55: { text: 'Dense drizzle', icon: 'drizzle' },
  56: { text: 'Light freezing drizzle', icon: 'freezing-rain' },
  57: { text: 'Dense freezing drizzle', icon: 'freezing-rain' },
  61: { text: 'Slight rain', icon: 'rain' },
  63: { text: 'Moderate rain', icon: 'rain' },
  65: { text: 'Heavy rain', icon: 'rain' },
  66: { text: 'Light freezing rain', icon: 'freezing-rain' },
  67: { text: 'Heavy freezing rain', icon: 'freezing-rain' },
  71: { text: 'Slight snow fall', icon: 'snow' },
  73: { text: 'Moderate snow fall', icon: 'snow' },
  75: { text: 'Heavy snow fall', icon: 'snow' },
  77: { text: 'Snow grains', icon: 'snow' },
  80: { text: 'Slight rain showers', icon: 'showers' },
  81: { text: 'Moderate rain showers', icon: 'showers' },
  82: { text: 'Violent rain showers', icon: 'showers' },
  85: { text: 'Slight snow showers', icon: 'snow' },
  86: { text: 'Heavy snow showers', icon: 'snow' },
  95: { text: 'Thunderstorm', icon: 'thunderstorm' },
  96: { text: 'Thunderstorm with slight hail', icon: 'thunderstorm' },
  99: { text: 'Thunderstorm with heavy hail', icon: 'thunderstorm' },
};

const UNKNOWN_WEATHER: WmoEntry = { text: 'Unknown', icon: 'unknown' };

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
