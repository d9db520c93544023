import { beforeAll, describe, expect, inject, it } from 'vitest';
import { localToday } from '../../functions/core/weather/grid';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { FieldWeatherInfoResponse, ForecastResponse, HistoryResponse } from '../../shared/api/schemas/weather';
import { addDays, INVALID_DATE } from '../../shared/domain/weather';
import { api, signIn, type Session } from '../support/local-client';

/** GET /weather/field-info/ and the selected field's place on the coordinate routes (fields through their routes). */
const stageUrl = inject('stageUrl');

function square(lon: number, lat: number, size: number): [number, number][] {
  return [
    [lon, lat],
    [lon + size, lat],
    [lon + size, lat + size],
    [lon, lat + size],
    [lon, lat],
  ];
}

let owner: Session;
let admin: Session;
let fieldId: string;
let fieldLocation: string;

beforeAll(async () => {
  [owner, admin] = await Promise.all([
    signIn(stageUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password),
    signIn(stageUrl, DEMO_USERS.admin.email, DEMO_USERS.admin.password),
  ]);
  const drawn = await api(stageUrl, 'POST', '/field/draw/', {
    token: owner.idToken,
    body: { name: 'Weather Plot', group_name: 'North', coordinates: square(8.675, 9.075, 0.004) },
  });
  expect(drawn.status).toBeLessThan(300);
  const field = drawn.body as { id: string; location: string | null; state: string | null };
  fieldId = field.id;
  // Fields know where they are from the offline admin areas: a place near the Nasarawa/Plateau line.
  expect(field.location).toEqual(expect.any(String));
  expect(field.state).toEqual(expect.any(String));
  fieldLocation = field.location ?? '';
});

describe('GET /weather/field-info/', () => {
  it('answers the field and its forecast, with areaName from the field\'s location', async () => {
    const { status, body } = await api(stageUrl, 'GET', `/weather/field-info/?id=${fieldId}`, { token: owner.idToken });
    expect(status).toBe(200);
    const info = FieldWeatherInfoResponse.parse(body);
    expect(info.field).toMatchObject({ id: fieldId, name: 'Weather Plot', group_name: 'North' });
    expect(info.kind).toBe('forecast');
    const weather = ForecastResponse.parse(info.weather);
    expect(weather).toHaveLength(7);
    expect(weather[0]?.areaName).toBe(fieldLocation); // the field's stored location
    const [lat, lon] = info.location.split(',').map(Number);
    expect(lat).toBeCloseTo(9.077, 2);
    expect(lon).toBeCloseTo(8.677, 2);
    expect(info.attribution[0]?.label).toBe('Demo weather (simulated)');
  });

  it('answers the history of a range, or "Invalid Date"', async () => {
    const today = localToday(8.677);
    const range = `startdate=${addDays(today, -6)}&enddate=${today}`;
    const history = FieldWeatherInfoResponse.parse(
      (await api(stageUrl, 'GET', `/weather/field-info/?id=${fieldId}&${range}`, { token: owner.idToken })).body,
    );
    expect(history.kind).toBe('history');
    expect(Array.isArray(history.weather) && history.weather).toHaveLength(7);
    const invalid = await api(stageUrl, 'GET', `/weather/field-info/?id=${fieldId}&startdate=${today}&enddate=2000-01-01`, {
      token: owner.idToken,
    });
    expect(FieldWeatherInfoResponse.parse(invalid.body).weather).toBe(INVALID_DATE);
  });

  it('is 404 for a field of another team and for no field', async () => {
    expect((await api(stageUrl, 'GET', `/weather/field-info/?id=${fieldId}`, { token: admin.idToken })).status).toBe(404);
    expect((await api(stageUrl, 'GET', '/weather/field-info/?id=nope', { token: owner.idToken })).status).toBe(404);
    expect((await api(stageUrl, 'GET', '/weather/field-info/', { token: owner.idToken })).status).toBe(400);
  });
});

describe('the selected field on the coordinate routes', () => {
  it('fills areaName from the field, and ignores a field of another team', async () => {
    const forecast = ForecastResponse.parse(
      (await api(stageUrl, 'GET', `/weather/forecast/?location=9.077,8.677&field=${fieldId}`, { token: owner.idToken })).body,
    );
    expect(forecast[0]?.areaName).toBe(fieldLocation);
    const today = localToday(8.677);
    const history = HistoryResponse.parse(
      (
        await api(stageUrl, 'GET', `/weather/weather/history/?LOCATION=9.077,8.677&startdate=${today}&enddate=${today}&field=${fieldId}`, {
          token: admin.idToken,
        })
      ).body,
    );
    expect(Array.isArray(history.data) && history.data[0]?.areaName).toBe('');
  });
});
