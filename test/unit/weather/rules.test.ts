import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { downloadAnswer, forecastAnswer, historyAnswer, rainfallAnswer } from '../../../functions/core/weather/answers';
import { weatherConfig } from '../../../functions/core/weather/config';
import { historyRange, RANGE_TOO_LONG } from '../../../functions/core/weather/date-range';
import { WeatherUnavailable } from '../../../functions/core/weather/errors';
import { weatherSources } from '../../../functions/core/weather/providers/select';
import { InvalidError } from '../../../functions/core/errors';
import { toHttpError } from '../../../functions/lib/errors';
import { errorResult } from '../../../functions/lib/http';
import { createLogger } from '../../../functions/lib/logger';
import type { ApiMessageId } from '../../../shared/i18n/english';
import { historyCsvHeader, HISTORY_CSV_HEADER } from '../../../functions/core/weather/download';
import { translate } from '../../../functions/core/i18n/translate';
import { ForecastQuery, HistoryQuery, LOCATION_MESSAGES } from '../../../shared/api/schemas/weather';
import {
  averageByDayPosition,
  COMPARE_COLOURS,
  compareRanges,
  defaultHistoryRange,
  historyRefusal,
  INVALID_DATE,
  locationFromPath,
  WEATHER_MESSAGES,
} from '../../../shared/domain/weather';
import { memoryCache } from './support/memory-cache';
import { startStandIn, type StandIn } from '../../support/weather-stand-in';

const NOW = Date.parse('2024-06-15T12:00:00Z'); // 13:00 at the farm (UTC+1)
const farm = { lat: 9.0765, lon: 8.6774 };

describe('history dates (spec 2 §2.5, §5)', () => {
  it('accepts start ≤ end ≤ today, in YYYY-MM-DD or the pickers’ YYYY/MM/DD', () => {
    expect(historyRange('2024-06-14', '2024-06-15', farm.lon, NOW)).toEqual({ start: '2024-06-14', end: '2024-06-15' });
    expect(historyRange('2024/01/01', '2024/01/01', farm.lon, NOW)).toEqual({ start: '2024-01-01', end: '2024-01-01' });
  });

  it.each([
    ['no start date', undefined, '2024-06-15'],
    ['no end date', '2024-06-01', undefined],
    ['empty dates', '', ''],
    ['start after end', '2024-06-10', '2024-06-09'],
    ['end after today', '2024-06-10', '2024-06-16'],
    ['not a date', 'yesterday', '2024-06-15'],
    ['not a calendar day', '2023-02-29', '2023-03-01'],
    ['before any source has data', '1939-12-31', '1940-01-05'],
  ])('refuses %s', (_, start, end) => {
    expect(historyRange(start, end, farm.lon, NOW)).toBeNull();
  });

  it('takes today at the location: 23:30 UTC is already tomorrow at the farm', () => {
    const lateEvening = Date.parse('2024-06-15T23:30:00Z');
    expect(historyRange('2024-06-16', '2024-06-16', farm.lon, lateEvening)).not.toBeNull();
    expect(historyRange('2024-06-16', '2024-06-16', -75, lateEvening)).toBeNull();
  });

  it('refuses a range beyond the sources’ limit with a 400', () => {
    expect(() => historyRange('2010-01-01', '2024-06-15', farm.lon, NOW)).toThrow(InvalidError);
    expect(() => historyRange('2010-01-01', '2024-06-15', farm.lon, NOW)).toThrow(RANGE_TOO_LONG);
  });

  it('answers data "Invalid Date" for unusable dates, as the client expects', async () => {
    const answer = await historyAnswer(farm, { startdate: '2024-06-15', enddate: '2024-06-01' }, { deps: offline() });
    expect(answer.data).toBe(INVALID_DATE);
    expect(answer.attribution[0]?.label).toBe('Weather data by Open-Meteo.com');
  });

  it('answers a 400 "Invalid Date" for the download and the rainfall', async () => {
    for (const answer of [downloadAnswer, rainfallAnswer]) {
      const error = await answer(farm, { startdate: '2024-06-16', enddate: '2024-06-17' }, { deps: offline() }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(InvalidError);
      expect(translate('en', (error as InvalidError).message as typeof WEATHER_MESSAGES.invalidDate)).toBe(INVALID_DATE);
    }
  });
});

describe('history screen rules (spec 2 §2.5, §5, §9)', () => {
  it('needs both dates for None compare and for the download', () => {
    expect(translate('en', historyRefusal('none', null, '2024-06-15') as ApiMessageId)).toBe('Please choose date range to load history within.');
    expect(historyRefusal('none', '2024-06-01', null)).toBe(WEATHER_MESSAGES.historyRangeRequired);
    expect(translate('en', WEATHER_MESSAGES.downloadRangeRequired)).toBe('Please choose date range to download history within.');
  });

  it('refuses 5 Years and Average compare beyond 365 days, allows None', () => {
    expect(translate('en', historyRefusal('fiveYears', '2023-01-01', '2024-01-02') as ApiMessageId)).toBe("5 Years compare doesn't work for date range beyond a year");
    expect(translate('en', historyRefusal('average', '2023-01-01', '2024-01-02') as ApiMessageId)).toBe("Average compare doesn't work for date range beyond a year");
    expect(historyRefusal('fiveYears', '2023-01-01', '2024-01-01')).toBeNull(); // 365 days apart
    expect(historyRefusal('none', '2020-01-01', '2024-01-02')).toBeNull();
  });

  it('defaults to yesterday..today', () => {
    expect(defaultHistoryRange('2024-03-01')).toEqual({ start: '2024-02-29', end: '2024-03-01' });
  });

  it('compares 5 yearly ranges, one history call each, coloured red, blue, yellow, white, light blue', () => {
    expect(compareRanges({ start: '2024-02-01', end: '2024-02-29' })).toEqual([
      { start: '2024-02-01', end: '2024-02-29' },
      { start: '2023-02-01', end: '2023-02-28' },
      { start: '2022-02-01', end: '2022-02-28' },
      { start: '2021-02-01', end: '2021-02-28' },
      { start: '2020-02-01', end: '2020-02-29' },
    ]);
    expect(COMPARE_COLOURS).toEqual(['red', 'blue', 'yellow', 'white', 'lightblue']);
  });

  it('averages by day position, dividing by 5 as the product does', () => {
    expect(averageByDayPosition([[5, 10], [5, 10], [5, 10], [5, 10], [5]])).toEqual([5, 8]);
    expect(averageByDayPosition([[1, null], [2], [3], [4], [5]])).toEqual([3, 0]);
  });
});

describe('location parameter (spec 2 §2.4, §7.2)', () => {
  it('reads lat,long', () => {
    expect(ForecastQuery.parse({ location: '9.076,8.677' }).location).toEqual({ lat: 9.076, lon: 8.677 });
    expect(HistoryQuery.parse({ LOCATION: ' -12.5 , 130.8 ', startdate: '2024-01-01' }).LOCATION).toEqual({ lat: -12.5, lon: 130.8 });
  });

  it.each([
    ['', LOCATION_MESSAGES.required],
    ['9.07', LOCATION_MESSAGES.format],
    ['9.07,8.67,1', LOCATION_MESSAGES.format],
    ['abc,8.67', LOCATION_MESSAGES.format],
    ['91,8.67', LOCATION_MESSAGES.latitude],
    ['9.07,181', LOCATION_MESSAGES.longitude],
  ])('refuses %j', (location, message) => {
    const result = ForecastQuery.safeParse({ location });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('the screens swap the path’s longitude-first pair and cut each number to 5 characters', () => {
    expect(locationFromPath('8.677412,9.076543')).toBe('9.076,8.677');
  });
});

describe('failure texts (spec 2 §8)', () => {
  let standIn: StandIn;
  beforeAll(async () => {
    standIn = await startStandIn();
  });
  afterEach(() => standIn.reset());
  afterAll(() => standIn.close());

  const failing = () => {
    standIn.on('/v1/forecast', () => ({ status: 500, json: { error: true, reason: 'Something went wrong.' } }));
    standIn.on('/v1/archive', () => ({ status: 500, json: { error: true, reason: 'Something went wrong.' } }));
    const config = weatherConfig({ WEATHER_PROVIDER: 'open-meteo', OPEN_METEO_URL: standIn.url, OPEN_METEO_ARCHIVE_URL: standIn.url });
    return { sources: weatherSources(config), cache: memoryCache(), now: () => NOW, forecastDays: config.forecastDays };
  };
  const dates = { startdate: '2024-01-01', enddate: '2024-01-31' };

  async function failureOf(promise: Promise<unknown>): Promise<WeatherUnavailable> {
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WeatherUnavailable);
    return error as WeatherUnavailable;
  }

  it('forecast', async () => {
    const error = await failureOf(forecastAnswer(farm, { deps: failing() }));
    expect(translate('en', error.message as typeof WEATHER_MESSAGES.forecastFailed)).toBe(
      'It looks like we could not provide the weather data at the moment. Please kindly go back to select a field and try again here.',
    );
    expect(toHttpError(error)?.status).toBe(502);
  });

  it('history and average rainfall', async () => {
    const text =
      'It looks like we could not provide the weather data at the moment. Please kindly try again or ensure you select the right field or date range.';
    expect(translate('en', (await failureOf(historyAnswer(farm, dates, { deps: failing() }))).message as typeof WEATHER_MESSAGES.historyFailed)).toBe(text);
    expect(translate('en', (await failureOf(rainfallAnswer(farm, dates, { deps: failing() }))).message as typeof WEATHER_MESSAGES.historyFailed)).toBe(text);
  });

  it('answers the forecast failure in the caller\'s language (Nigerian Pidgin)', async () => {
    const error = await failureOf(forecastAnswer(farm, { deps: failing(), language: 'pcm' }));
    const answer = errorResult(error, createLogger(), 'request-1', 'pcm');
    expect(answer.statusCode).toBe(502);
    const body = JSON.parse(answer.body as string) as { detail: string };
    expect(body.detail).toBe('E be like say we no fit bring the weather data now. Abeg go back choose farm, then try again here.');
    expect(body.detail).toBe(translate('pcm', WEATHER_MESSAGES.forecastFailed));
    expect(JSON.parse(errorResult(error, createLogger(), 'request-2', 'en').body as string)).toMatchObject({
      detail: 'It looks like we could not provide the weather data at the moment. Please kindly go back to select a field and try again here.',
    });
  });

  it('writes the history CSV header in the caller\'s language, its columns in the same order', () => {
    expect(historyCsvHeader('en')).toEqual([...HISTORY_CSV_HEADER]);
    expect(historyCsvHeader('pcm')).toHaveLength(HISTORY_CSV_HEADER.length);
    expect(historyCsvHeader('pcm')[4]).toBe('Highest heat (°C)');
    expect(historyCsvHeader('ha')[0]).toBe('Kwanan wata');
  });

  it('download', async () => {
    expect(translate('en', (await failureOf(downloadAnswer(farm, dates, { deps: failing() }))).message as typeof WEATHER_MESSAGES.downloadFailed)).toBe(
      'It looks like we could not download the weather history at the moment. Please try again later.',
    );
  });

  it('download progress and screen texts are the spec’s', () => {
    expect(translate('en', WEATHER_MESSAGES.downloadGenerating)).toBe('Please wait...while we generate the file');
    expect(translate('en', WEATHER_MESSAGES.downloadGenerated)).toBe('Successfully generated file. Please kindly click the button again to download');
    expect(translate('en', WEATHER_MESSAGES.downloadStarted)).toBe('Please wait...while it downloads on your device');
    expect(translate('en', WEATHER_MESSAGES.generateButton)).toBe('Generate History File');
    expect(translate('en', WEATHER_MESSAGES.downloadButton)).toBe('Proceed to Download Generated File');
    expect(translate('en', WEATHER_MESSAGES.forecastErrorTitle)).toBe('Looks like something went wrong!');
    expect(translate('en', WEATHER_MESSAGES.forecastErrorSubtext)).toBe('The weather forecast could not be fetched.');
  });
});

/** Sources that must not be called (the dates are refused first). */
function offline() {
  const config = weatherConfig({ WEATHER_PROVIDER: 'open-meteo', OPEN_METEO_URL: 'http://127.0.0.1:9', OPEN_METEO_ARCHIVE_URL: 'http://127.0.0.1:9' });
  return { sources: weatherSources(config), cache: memoryCache(), now: () => NOW, forecastDays: config.forecastDays };
}
