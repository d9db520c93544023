import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { weatherConfig } from '../../../functions/core/weather/config';
import { WeatherUnavailable } from '../../../functions/core/weather/errors';
import { NASA_POWER_PARAMETERS, nasaPowerHistory } from '../../../functions/core/weather/providers/nasa-power';
import { nasaPowerAnswer } from '../../fixtures/weather-answers';
import { startStandIn, type StandIn } from '../../support/weather-stand-in';

const PATH = '/api/temporal/daily/point';
let standIn: StandIn;
const point = { lat: 9.1, lon: 8.7 };
const source = () =>
  nasaPowerHistory(weatherConfig({ WEATHER_PROVIDER: 'nasa-power', NASA_POWER_URL: standIn.url, WEATHER_TIMEOUT_MS: '300' }));

beforeAll(async () => {
  standIn = await startStandIn();
});
afterEach(() => standIn.reset());
afterAll(() => standIn.close());

describe('NASA POWER daily point API', () => {
  it('asks with the documented parameters (community AG, compact dates, JSON) and maps the per-date objects', async () => {
    standIn.on(PATH, ({ query }) => ({ json: nasaPowerAnswer(query) }));
    const days = await source().history(point, { start: '2024-01-30', end: '2024-02-02' });
    const [request] = standIn.calls(PATH);
    expect(request?.query.get('parameters')?.split(',')).toEqual([...NASA_POWER_PARAMETERS]);
    expect(request?.query.get('community')).toBe('AG');
    expect(request?.query.get('start')).toBe('20240130');
    expect(request?.query.get('end')).toBe('20240202');
    expect(request?.query.get('format')).toBe('JSON');
    expect(request?.query.get('latitude')).toBe('9.10');
    expect(request?.query.get('longitude')).toBe('8.70');
    expect(days.map((day) => day.date)).toEqual(['2024-01-30', '2024-01-31', '2024-02-01', '2024-02-02']);
    expect(days[0]).toEqual({
      date: '2024-01-30',
      maxTemperature: 50,
      minTemperature: 35,
      precipitation: 30.5,
      windSpeed: 31,
      humidity: 70,
      cloudCover: 80,
      weatherCode: 95, // derived: 30.5 mm in a day
    });
  });

  it('reads the fill value (-999) as missing', async () => {
    standIn.on(PATH, ({ query }) => ({ json: nasaPowerAnswer(query, { nullDates: new Set(['2024-02-01']) }) }));
    const days = await source().history(point, { start: '2024-01-31', end: '2024-02-01' });
    expect(days[1]).toEqual({
      date: '2024-02-01',
      maxTemperature: null,
      minTemperature: null,
      precipitation: null,
      windSpeed: null,
      humidity: null,
      cloudCover: null,
      weatherCode: null,
    });
  });

  it('fails on an error status, a timeout and an answer missing a parameter', async () => {
    standIn.on(PATH, () => ({ status: 422, json: { header: 'Validation error', messages: ['start date is after end date'] } }));
    const rejected = await source().history(point, { start: '2024-01-01', end: '2024-01-02' }).catch((error: unknown) => error);
    expect(rejected).toBeInstanceOf(WeatherUnavailable);
    expect((rejected as WeatherUnavailable).reason).toContain('start date is after end date');

    standIn.on(PATH, () => ({ hang: true }));
    const timedOut = await source().history(point, { start: '2024-01-01', end: '2024-01-02' }).catch((error: unknown) => error);
    expect((timedOut as WeatherUnavailable).code).toBe('UPSTREAM_TIMEOUT');

    standIn.on(PATH, ({ query }) => {
      const answer = nasaPowerAnswer(query) as { properties: { parameter: Record<string, unknown> } };
      delete answer.properties.parameter.RH2M;
      return { json: answer };
    });
    const invalid = await source().history(point, { start: '2024-01-01', end: '2024-01-02' }).catch((error: unknown) => error);
    expect((invalid as WeatherUnavailable).code).toBe('UPSTREAM_INVALID');
  });
});
