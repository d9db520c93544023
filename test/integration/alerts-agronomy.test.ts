import { beforeAll, describe, expect, inject, it } from 'vitest';
import { db } from '../../functions/core/db/service';
import { demoDay } from '../../functions/core/weather/providers/demo';
import { gridCell, localToday } from '../../functions/core/weather/grid';
import { FieldAgronomyAnswer } from '../../shared/api/schemas/alerts';
import { Crop } from '../../shared/api/schemas/crops';
import { Field } from '../../shared/api/schemas/fields';
import { DEFAULT_ALERT_THRESHOLDS } from '../../shared/domain/alerts';
import { addDays, eachDay } from '../../shared/domain/weather';
import { lonLatSquare } from '../fixtures/field-files';
import { api } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';

/**
 * GET /alerts/field-agronomy/ through the local gateway: a field's degree days and rain since its planned sowing,
 * and its spray windows, equal to what the local stage's demo weather gives for those days.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

const call = (who: Owner, method: 'GET' | 'POST', path: string, body?: unknown) => api(stageUrl, method, path, { token: who.session.idToken, body });

let owner: Owner;
let other: Owner;
let planted: Field;
let bare: Field;
let sowing: string;
let harvest: string;

async function drawField(who: Owner, name: string, lon: number): Promise<Field> {
  const drawn = await call(who, 'POST', '/field/draw/', { team: who.teamId, name, coordinates: lonLatSquare(lon, 10.31, 0.004) });
  expect(drawn.status).toBe(201);
  return Field.parse(drawn.body);
}

/** Sums are answered to 0.1. */
const tenths = (value: number) => Math.round(value * 10) / 10;

const agronomy = (who: Owner, field: string, team = who.teamId) => call(who, 'GET', `/alerts/field-agronomy/?field=${field}&team=${team}`);

/** The demo weather of the field's grid cell (the one the weather module asks the source about). */
const demoOf = (field: Field, date: string) => demoDay(gridCell({ lat: field.centroid[1], lon: field.centroid[0] }), date);

beforeAll(async () => {
  [owner, other] = await Promise.all([newOwner(stageUrl, sesEndpoint, 'agronomy'), newOwner(stageUrl, sesEndpoint, 'agronomy-other')]);
  planted = await drawField(owner, 'Planted', 7.912);
  bare = await drawField(owner, 'Bare', 7.962);
  const maize = Crop.array()
    .parse((await call(owner, 'GET', '/field/crop/list/')).body)
    .find((crop) => crop.name === 'Maize');
  expect(maize).toBeDefined();
  const today = localToday(gridCell({ lat: planted.centroid[1], lon: planted.centroid[0] }).lon);
  sowing = addDays(today, -45);
  harvest = addDays(today, 60);
  const season = await call(owner, 'POST', '/field/season/define/', { crop: maize!.id, season: Number(sowing.slice(0, 4)), field: planted.id, sowing_date: sowing, harvest_date: harvest });
  expect(season.status).toBe(201);
}, 120_000);

describe('GET /alerts/field-agronomy/', () => {
  it("answers the degree days and rain since sowing the demo weather gives, and today's and tomorrow's spray windows", async () => {
    const { status, body } = await agronomy(owner, planted.id);
    expect(status).toBe(200);
    const answer = FieldAgronomyAnswer.parse(body);
    expect(answer.season).toEqual({ crop: 'Maize', sowing, harvest, source: 'planned' });
    expect(answer.gdd_base_c).toBe(DEFAULT_ALERT_THRESHOLDS.gddBaseC);
    expect(answer.source).toBe('demo');
    // Sowing to yesterday: the observed days (today is not over).
    const days = eachDay(sowing, addDays(answer.today, -1)).map((date) => demoOf(planted, date));
    expect(days).toHaveLength(45);
    const capped = (value: number) => Math.min(value, 30);
    const gdd = days.reduce((sum, day) => sum + Math.max(0, (capped(day.maxTemperature!) + capped(day.minTemperature!)) / 2 - 10), 0);
    const rain = days.reduce((sum, day) => sum + day.precipitation!, 0);
    expect(answer.gdd).toBe(tenths(gdd));
    expect(answer.rain_since_sowing_mm).toBe(tenths(rain));

    expect(answer.spray_windows.map((window) => window.start)).toEqual([answer.today, addDays(answer.today, 1)]);
    for (const window of answer.spray_windows) {
      const day = demoOf(planted, window.start);
      expect(window).toMatchObject({ wind_ms: day.windSpeed, rain_mm: day.precipitation, max_c: day.maxTemperature });
      const reasons = [
        ...(day.windSpeed! > DEFAULT_ALERT_THRESHOLDS.sprayMaxWindMs ? ['wind'] : []),
        ...(day.precipitation! >= DEFAULT_ALERT_THRESHOLDS.dryDayMm ? ['rain'] : []),
        ...(day.maxTemperature! >= DEFAULT_ALERT_THRESHOLDS.sprayMaxC ? ['heat'] : []),
      ];
      expect(window.reasons).toEqual(reasons);
      expect(window.ok).toBe(reasons.length === 0);
    }
  });

  it("counts from the team's own base temperature and spray limits", async () => {
    await db().entities.alertThresholds.put({ teamId: owner.teamId, values: JSON.stringify({ gddBaseC: 6, sprayMaxWindMs: 15, sprayMaxC: 45, dryDayMm: 10 }) }).go();
    try {
      const answer = FieldAgronomyAnswer.parse((await agronomy(owner, planted.id)).body);
      expect(answer.gdd_base_c).toBe(6);
      const days = eachDay(sowing, addDays(answer.today, -1)).map((date) => demoOf(planted, date));
      const gdd = days.reduce((sum, day) => sum + Math.max(0, (Math.min(day.maxTemperature!, 30) + Math.min(day.minTemperature!, 30)) / 2 - 6), 0);
      expect(answer.gdd).toBe(tenths(gdd));
      for (const window of answer.spray_windows) {
        const day = demoOf(planted, window.start);
        expect(window.reasons).toEqual(day.precipitation! >= 10 ? ['rain'] : []);
      }
    } finally {
      await db().entities.alertThresholds.delete({ teamId: owner.teamId }).go();
    }
  });

  it('answers nulls for a field without a season, with its spray windows still', async () => {
    const answer = FieldAgronomyAnswer.parse((await agronomy(owner, bare.id)).body);
    expect(answer).toMatchObject({ field: bare.id, season: null, gdd: null, rain_since_sowing_mm: null });
    expect(answer.spray_windows).toHaveLength(2);
  });

  it("is 404 for another team's field, 403 for a team the caller is not in, 400 without a field", async () => {
    expect((await agronomy(other, planted.id)).status).toBe(404);
    expect((await agronomy(other, planted.id, owner.teamId)).status).toBe(403);
    expect((await call(owner, 'GET', `/alerts/field-agronomy/?team=${owner.teamId}`)).status).toBe(400);
  });
});
