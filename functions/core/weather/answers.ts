import type {
  ForecastResponse,
  GeoPoint,
  HistoryDownloadResponse,
  HistoryResponse,
  RainfallResponse,
} from '../../../shared/api/schemas/weather';
import { historyFileName, INVALID_DATE, WEATHER_MESSAGES, type DayRange } from '../../../shared/domain/weather';
import type { Language } from '../../../shared/i18n/languages';
import { InvalidError } from '../errors';
import type { Logger } from '../logger';
import { historyRange } from './date-range';
import { weatherDeps, type WeatherDeps } from './deps';
import { historyCsvHeader, historyCsvRows } from './download';
import { WeatherUnavailable } from './errors';
import { forecastFor } from './forecast';
import { historyFor } from './history';
import { monthlyRainfall } from './rainfall';
import { attributionFor, forecastRecord, historyRecord, NO_PLACE, type Place } from './records';

/** The answers of the weather routes (spec 2 §7.2), each failing with the spec's text for its screen (§8). */
export interface AnswerOptions {
  place?: Place;
  log?: Logger;
  /** The caller's language: weather descriptions and the CSV header are answered in it (English by default). */
  language?: Language;
  /** Sources, cache and clock; the stage's by default. */
  deps?: Partial<WeatherDeps>;
}

/** The stage's dependencies, logging to the request's logger, with whatever a test replaced. */
function depsFor(options: AnswerOptions): WeatherDeps {
  return weatherDeps({ ...(options.log ? { log: options.log } : {}), ...options.deps });
}

async function told<T>(message: string, options: AnswerOptions, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof WeatherUnavailable)) throw error;
    options.log?.warn('weather source failed', { code: error.code, reason: error.reason });
    throw error.withMessage(message);
  }
}

export function forecastAnswer(point: GeoPoint, options: AnswerOptions = {}): Promise<ForecastResponse> {
  return told(WEATHER_MESSAGES.forecastFailed, options, async () =>
    (await forecastFor(point, depsFor(options))).map((day) => forecastRecord(day, options.place ?? NO_PLACE, options.language)),
  );
}

export async function historyAnswer(
  point: GeoPoint,
  dates: { startdate?: string; enddate?: string },
  options: AnswerOptions = {},
): Promise<HistoryResponse> {
  const deps = depsFor(options);
  const range = historyRange(dates.startdate, dates.enddate, point.lon, deps.now());
  if (!range) return { data: INVALID_DATE, attribution: attributionFor([], deps.sources.history.source) };
  const days = await told(WEATHER_MESSAGES.historyFailed, options, () => historyFor(point, range, deps));
  return {
    data: days.map((day) => historyRecord(day, options.place ?? NO_PLACE, options.language)),
    attribution: attributionFor(days, deps.sources.history.source),
  };
}

/** Download and rainfall have no 'Invalid Date' answer in the spec: bad dates are a 400 with that text. */
function requiredRange(point: GeoPoint, dates: { startdate?: string; enddate?: string }, deps: WeatherDeps): DayRange {
  const range = historyRange(dates.startdate, dates.enddate, point.lon, deps.now());
  if (!range) throw new InvalidError(WEATHER_MESSAGES.invalidDate, { startdate: [WEATHER_MESSAGES.invalidDate], enddate: [WEATHER_MESSAGES.invalidDate] });
  return range;
}

export async function rainfallAnswer(
  point: GeoPoint,
  dates: { startdate?: string; enddate?: string },
  options: AnswerOptions = {},
): Promise<RainfallResponse> {
  const deps = depsFor(options);
  const range = requiredRange(point, dates, deps);
  const days = await told(WEATHER_MESSAGES.historyFailed, options, () => historyFor(point, range, deps));
  return { data: monthlyRainfall(days), attribution: attributionFor(days, deps.sources.history.source) };
}

export async function downloadAnswer(
  point: GeoPoint,
  dates: { startdate?: string; enddate?: string },
  options: AnswerOptions = {},
): Promise<HistoryDownloadResponse> {
  const deps = depsFor(options);
  const range = requiredRange(point, dates, deps);
  const days = await told(WEATHER_MESSAGES.downloadFailed, options, () => historyFor(point, range, deps));
  return {
    filename: historyFileName(range),
    header: historyCsvHeader(options.language),
    rows: historyCsvRows(days, options.place ?? NO_PLACE, options.language),
    attribution: attributionFor(days, deps.sources.history.source),
  };
}
