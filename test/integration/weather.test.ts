import { beforeAll, describe, expect, inject, it } from 'vitest';
import { db } from '../../functions/core/db/service';
import { gridCell, localToday } from '../../functions/core/weather/grid';
import { DEMO_USERS } from '../../infra/local/demo-data';
import {
  ForecastResponse,
  HistoryDownloadResponse,
  HistoryResponse,
  LOCATION_MESSAGES,
  RainfallResponse,
} from '../../shared/api/schemas/weather';
import { addDays, INVALID_DATE, toCsv, WEATHER_MESSAGES } from '../../shared/domain/weather';
import { translate } from '../../functions/core/i18n/translate';
import { api, signIn, type Session } from '../support/local-client';

/** The weather routes through the local gateway, with the local stage's demo source and DynamoDB cache. */
const stageUrl = inject('stageUrl');
const FARM = '9.076,8.677';
const today = () => localToday(8.677);
/** A year of one grid cell: cold once (the cache test), then warm for the rainfall. */
const YEAR_CELL = '9.512,7.431';
const yearRange = () => ({ start: addDays(today(), -374), end: addDays(today(), -10) });

let owner: Session;
const get = (path: string, token: string | undefined = owner.idToken) => api(stageUrl, 'GET', path, { token });

beforeAll(async () => {
  owner = await signIn(stageUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
});

describe('GET /weather/forecast/', () => {
  it('answers the spec’s day records from the demo source, labelled as simulated', async () => {
    const { status, body } = await get(`/weather/forecast/?location=${FARM}`);
    expect(status).toBe(200);
    const days = ForecastResponse.parse(body);
    expect(days).toHaveLength(7);
    expect(days[0]?.date).toBe(today());
    expect(days.every((day) => day.source === 'demo')).toBe(true);
    expect(days[0]?.weatherUrlIcon).toMatch(/^\/weather-icons\/[a-z-]+\.svg$/);
    expect(days[0]?.indicator).not.toBe('');
    expect(Object.keys(days[0] ?? {})).toEqual(
      expect.arrayContaining(['Humidity', 'areaName', 'cloud_over', 'country', 'date', 'indicator', 'max_temperature', 'min_temperature', 'precipitation', 'windspeed', 'weatherUrlIcon']),
    );
  });

  it('refuses a bad location with 400 {detail, location: [...]}', async () => {
    const { status, body } = await get('/weather/forecast/?location=91,8.6');
    expect(status).toBe(400);
    expect(body).toMatchObject({ detail: expect.any(String), location: [translate('en', LOCATION_MESSAGES.latitude)] });
    expect((await get('/weather/forecast/')).status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await api(stageUrl, 'GET', `/weather/forecast/?location=${FARM}`)).status).toBe(401);
  });
});

describe('GET /weather/weather/history/', () => {
  it('answers the default range (yesterday to today) as data with dayMonth', async () => {
    const start = addDays(today(), -1);
    const { status, body } = await get(`/weather/weather/history/?LOCATION=${FARM}&startdate=${start}&enddate=${today()}`);
    expect(status).toBe(200);
    const answer = HistoryResponse.parse(body);
    expect(Array.isArray(answer.data) && answer.data.map((day) => day.date)).toEqual([start, today()]);
    expect(Array.isArray(answer.data) && answer.data[0]?.dayMonth).toMatch(/^\d{2} [A-Z][a-z]{2}$/);
    expect(answer.attribution).toEqual([{ source: 'demo', label: 'Demo weather (simulated)', url: null }]);
  });

  it.each([
    ['start after end', '2024-05-02', '2024-05-01'],
    ['end after today', '2024-05-01', '2999-01-01'],
    ['a date that does not exist', '2023-02-30', '2023-03-01'],
    ['no dates', '', ''],
  ])('answers data "Invalid Date" for %s', async (_, start, end) => {
    const { status, body } = await get(`/weather/weather/history/?LOCATION=${FARM}&startdate=${start}&enddate=${end}`);
    expect(status).toBe(200);
    expect(HistoryResponse.parse(body).data).toBe(INVALID_DATE);
  });

  it('keeps a year of a grid cell in the DynamoDB cache: history forever', async () => {
    const { start, end } = yearRange();
    const first = await get(`/weather/weather/history/?LOCATION=${YEAR_CELL}&startdate=${start}&enddate=${end}`);
    expect(first.status).toBe(200);
    const { data: cached } = await db()
      .entities.weatherDay.query.byCell({ feed: 'demo', cell: gridCell({ lat: 9.512, lon: 7.431 }).id })
      .between({ kind: 'history', date: start }, { kind: 'history', date: end })
      .go({ pages: 'all' });
    expect(cached).toHaveLength(365);
    expect(cached.every((item) => item.expiresAt === undefined)).toBe(true);
    const again = await get(`/weather/weather/history/?LOCATION=9.53,7.38&startdate=${start}&enddate=${end}`); // same cell
    expect(again.body).toEqual(first.body);
  });
});

describe('GET /weather/average/rainfall/', () => {
  it('answers month and avgRainfall (mm/h): the wet season above the harmattan', async () => {
    const { start, end } = yearRange();
    const { status, body } = await get(`/weather/average/rainfall/?location=${YEAR_CELL}&startdate=${start}&enddate=${end}`);
    expect(status).toBe(200);
    const { data } = RainfallResponse.parse(body);
    expect(data.map((row) => row.month).sort()).toEqual(['Apr', 'Aug', 'Dec', 'Feb', 'Jan', 'Jul', 'Jun', 'Mar', 'May', 'Nov', 'Oct', 'Sep']);
    const of = (month: string) => data.find((row) => row.month === month)?.avgRainfall ?? 0;
    expect(of('Aug')).toBeGreaterThan(of('Jan'));
  });

  it('refuses unusable dates with 400 "Invalid Date"', async () => {
    const { status, body } = await get(`/weather/average/rainfall/?location=${FARM}&startdate=2024-05-02&enddate=2024-05-01`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ detail: translate('en', WEATHER_MESSAGES.invalidDate) });
    expect(INVALID_DATE).toBe(translate('en', WEATHER_MESSAGES.invalidDate));
  });
});

describe('GET /weather/weather/history/download/', () => {
  it('answers rows for a CSV named after the date range', async () => {
    const start = addDays(today(), -30);
    const end = addDays(today(), -1);
    const { status, body } = await get(`/weather/weather/history/download/?location=${FARM}&startdate=${start}&enddate=${end}`);
    expect(status).toBe(200);
    const file = HistoryDownloadResponse.parse(body);
    expect(file.filename).toBe(`weather_history_${start}_to_${end}.csv`);
    expect(file.rows).toHaveLength(30);
    expect(file.rows[0]?.[0]).toBe(start);
    expect(file.rows[0]?.at(-1)).toBe('Demo weather (simulated)');
    expect(toCsv([file.header, ...file.rows]).split('\r\n')[0]).toBe(file.header.join(','));
  });
});
