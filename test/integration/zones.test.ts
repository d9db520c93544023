import { beforeAll, describe, expect, inject, it } from 'vitest';
import { fieldForImagery } from '../../functions/core/imagery/field-shape';
import { plannerDeps, planTeam } from '../../functions/core/imagery/index-jobs';
import { storedDays } from '../../functions/core/imagery/stat-store';
import { putZoneSurface, storedZoneSurface } from '../../functions/core/imagery/zone-store';
import { projectField } from '../../functions/imagery/geometry/field-grid';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { Field } from '../../shared/api/schemas/fields';
import { ZoneLayer } from '../../shared/api/schemas/zones';
import { ZONE_LIMITS } from '../../shared/domain/zones';
import { lonLatSquare } from '../fixtures/field-files';
import { api, signIn, type Session } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';
import { waitFor } from '../support/wait-for';

/**
 * GET /zones/ on the local stage: a demo field's ready layer as the imagery worker stores it after the stage's days,
 * a field without one, too few clear days, another team's field and bad parameters.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

let owner: Session;
let teamId: string;
let demoField: Field;
let stranger: Owner;
let strangerField: Field;

const get = (path: string, session: Session = owner) => api(stageUrl, 'GET', path, { token: session.idToken });

beforeAll(async () => {
  [owner, stranger] = await Promise.all([signIn(stageUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password), newOwner(stageUrl, sesEndpoint, 'zones-other')]);
  const listed = await get('/field/');
  const fields = Field.array().parse(listed.body);
  demoField = fields[0] as Field;
  teamId = demoField.team;
  const drawn = await api(stageUrl, 'POST', '/field/draw/', { token: stranger.session.idToken, body: { team: stranger.teamId, name: 'Far block', coordinates: lonLatSquare(8.6, 9.0, 0.004) } });
  strangerField = Field.parse(drawn.body);
}, 60_000);

describe('productivity zones of a field', () => {
  it('serves a demo field\'s ready layer, built from the days the stage stores', async () => {
    const field = await fieldForImagery(teamId, demoField.id);
    // The stage runs no schedule: its team is planned here as the planner would, the worker stores the days and
    // builds the layer after them (or the planner does, for a field with all its days already stored).
    await planTeam(teamId, plannerDeps());
    let last: unknown;
    const layer = await waitFor(
      async () => {
        const answer = await get(`/zones/?field=${demoField.id}&classes=4&method=natural-breaks`);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        const parsed = ZoneLayer.parse(answer.body);
        const days = await storedDays(teamId, demoField.id, 'NDVI', '2020-01-01', '2100-01-01', field.boundaryHash);
        last = { ...parsed, candidates: (await storedZoneSurface(teamId, demoField.id))?.candidates, days: days.map((day) => `${day.date} ${day.validFraction.toFixed(2)} ${day.mean?.toFixed(2)}`) };
        return parsed.status === 'ready' ? parsed : undefined;
      },
      { timeoutMs: 150_000, intervalMs: 5_000, message: () => `no ready layer: ${JSON.stringify(last)}` },
    );
    expect(layer).toMatchObject({ field: demoField.id, index: 'NDVI', method: 'natural-breaks', classes: 4, status: 'ready' });
    expect(layer.computedAt).not.toBeNull();
    expect(layer.sceneCount).toBeGreaterThanOrEqual(ZONE_LIMITS.minScenes);
    // The demo field varies inside (wetter corner, sandy strip, weedy patch): more than one zone, none beyond 4.
    expect(new Set(layer.zones.map((zone) => zone.zone)).size).toBeGreaterThan(1);
    expect(layer.zones.every((zone) => zone.zone >= 1 && zone.zone <= 4 && zone.scenes > 0)).toBe(true);
    const total = layer.zones.reduce((sum, zone) => sum + zone.areaHa, 0);
    const epsg = (await storedZoneSurface(teamId, demoField.id))?.surface?.grid.epsg ?? 0;
    const areaHa = projectField(field.shape, epsg).areaM2 / 10_000;
    expect(Math.abs(total - areaHa) / areaHa).toBeLessThan(0.01);
    // Another cut of the same stored surface: as many zones as asked for at most, the same field covered.
    const seven = ZoneLayer.parse((await get(`/zones/?field=${demoField.id}&classes=7&method=quantile`)).body);
    expect(seven).toMatchObject({ status: 'ready', classes: 7, method: 'quantile', computedAt: layer.computedAt });
    expect(Math.max(...seven.zones.map((zone) => zone.zone))).toBeLessThanOrEqual(7);
    expect(Math.abs(seven.zones.reduce((sum, zone) => sum + zone.areaHa, 0) - areaHa) / areaHa).toBeLessThan(0.01);
  }, 200_000);

  it('says pending for a field the worker has not built yet, and insufficient with too few clear days', async () => {
    const pending = ZoneLayer.parse((await get(`/zones/?field=${strangerField.id}`, stranger.session)).body);
    expect(pending).toMatchObject({ status: 'pending', zones: [], computedAt: null, classes: ZONE_LIMITS.defaultClasses, method: 'quantile' });
    const field = await fieldForImagery(stranger.teamId, strangerField.id);
    await putZoneSurface(stranger.teamId, strangerField.id, { seasons: [2024, 2025, 2026], candidates: 2, boundaryHash: field.boundaryHash, surface: null, status: 'insufficient' });
    const few = ZoneLayer.parse((await get(`/zones/?field=${strangerField.id}`, stranger.session)).body);
    expect(few).toMatchObject({ status: 'insufficient', zones: [], sceneCount: 0 });
  });

  it('refuses another team\'s field and bad parameters, in the caller\'s words', async () => {
    const foreign = await get(`/zones/?field=${demoField.id}`, stranger.session);
    expect(foreign.status).toBe(404);
    const classes = await get(`/zones/?field=${demoField.id}&classes=9`);
    expect(classes.status).toBe(400);
    expect(classes.body).toHaveProperty('classes');
    const method = await get(`/zones/?field=${demoField.id}&method=kmeans`);
    expect(method.status).toBe(400);
    expect(method.body).toHaveProperty('method');
    // In the caller's language: Hausa words for the same refusal.
    const hausa = await api(stageUrl, 'GET', `/zones/?field=${demoField.id}&classes=9`, { token: owner.idToken, headers: { 'accept-language': 'ha' } });
    expect(hausa.status).toBe(400);
    expect(JSON.stringify(hausa.body)).not.toBe(JSON.stringify(classes.body));
  });
});
