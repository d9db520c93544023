import { beforeAll, describe, expect, it } from 'vitest';
import { planFields, runPlanMessage, type Cursor, type IndexJob, type PlanMessage, type PlannerDeps, PlannerFailed } from '../../../functions/core/imagery/index-jobs';
import type { ImageryField } from '../../../functions/core/imagery/field-shape';
import { parseFieldGeometry } from '../../../functions/imagery/geometry/field-geometry';
import { mgrsTileOf, mgrsTilesOfBbox } from '../../../functions/imagery/stac/mgrs-tiles';
import { tileSearchDeps, tileStac } from '../../support/tile-stac';

beforeAll(() => {
  process.env.LOG_LEVEL = 'error';
});

const NOW = new Date('2025-04-10T12:00:00Z');

function field(fieldId: string, lon: number, lat: number, teamId = 'T'): ImageryField {
  const d = 0.002;
  const shape = parseFieldGeometry({ type: 'Polygon', coordinates: [[[lon, lat], [lon + d, lat], [lon + d, lat + d], [lon, lat + d], [lon, lat]]] });
  return { teamId, fieldId, name: fieldId, shape, boundaryHash: `h-${fieldId}`, centroid: [lon + d / 2, lat + d / 2] };
}

function deps(search: PlannerDeps['search'], sent: { jobs: IndexJob[]; plans: PlanMessage[] }, store?: PlannerDeps['store']): PlannerDeps {
  return {
    search,
    send: async (jobs) => void sent.jobs.push(...jobs),
    sendPlans: async (messages) => void sent.plans.push(...messages),
    now: () => NOW,
    ...(store ? { store } : {}),
  };
}

describe('MGRS tiles of a field', () => {
  it('names the Sentinel-2 tile of a point as Earth Search does, and every tile a box straddles', () => {
    expect(mgrsTileOf(8.68, 9.087)).toBe('32PMR');
    expect(mgrsTileOf(-177, -40)).toBe('01HER');
    // Across the UTM zone boundary at 12°E: one tile each side.
    expect(mgrsTilesOfBbox([11.999, 48.1, 12.001, 48.102])).toEqual(['32UQU', '33UTP']);
    expect(mgrsTilesOfBbox([0, 89, 0.01, 89.01])).toEqual([]);
  });
});

describe('the planner searches per MGRS tile', () => {
  it('searches a tile once per month for all of its fields, and gives each field the tile’s days', async () => {
    const stac = tileStac({ tiles: ['32PMR'], from: '2024-04-01', to: '2025-04-10' });
    const fields = Array.from({ length: 60 }, (_, i) => field(`F${i}`, 8.3 + (i % 10) * 0.05, 9.1 + Math.floor(i / 10) * 0.05));
    expect(new Set(fields.map((f) => mgrsTilesOfBbox(f.shape.bbox).join()))).toEqual(new Set(['32PMR']));
    const sent = { jobs: [] as IndexJob[], plans: [] as PlanMessage[] };
    const planned = await planFields(fields, new Map(), deps(tileSearchDeps(stac.client, NOW), sent));
    // A year's look-back: 13 calendar months, one search each, whatever the number of fields.
    expect(stac.counter.searches).toBe(13);
    expect(planned.plans.every((plan) => !plan.error)).toBe(true);
    const perField = planned.plans.map((plan) => plan.days);
    expect(new Set(perField).size).toBe(1);
    expect(perField[0]).toBeGreaterThanOrEqual(70);
    expect(planned.jobs).toHaveLength(60 * (perField[0] as number));
    // Jobs go day by day across the fields, each with the tile's scene of the day.
    expect(planned.jobs.map((job) => job.date)).toEqual([...planned.jobs.map((job) => job.date)].sort());
    expect(planned.jobs[0]?.scenes.map((scene) => scene.mgrsTile)).toEqual(['32PMR']);
  });

  it('keeps a field outside a tile’s scenes out of them: fields on two tiles, searches per tile', async () => {
    const stac = tileStac({ tiles: ['32PMR', '33UUP'], from: '2025-03-01', to: '2025-04-10' });
    const fields = [field('A', 8.5, 9.2), field('B', 8.6, 9.3), field('C', 12.5, 48.3)];
    const planned = await planFields(fields, new Map(), deps(tileSearchDeps(stac.client, NOW), { jobs: [], plans: [] }));
    expect(planned.plans.map((plan) => [plan.fieldId, plan.error, plan.days > 0])).toEqual([['A', undefined, true], ['B', undefined, true], ['C', undefined, true]]);
    expect(new Set(planned.jobs.filter((job) => job.fieldId === 'C').flatMap((job) => job.scenes.map((scene) => scene.mgrsTile)))).toEqual(new Set(['33UUP']));
    // A year back from NOW is 13 months per tile.
    expect(stac.counter.searches).toBe(2 * 13);
  });
});

describe('a team’s planning message', () => {
  it('plans the other fields when one fails, sends the failing field back alone, and fails that field’s own message', async () => {
    const stac = tileStac({ tiles: ['32PMR', '33UUP'], from: '2024-04-01', to: '2025-04-10' });
    stac.failing.add('33UUP');
    const fields = [field('A', 8.5, 9.2), field('B', 8.6, 9.3), field('C', 12.5, 48.3)];
    const saved: Cursor[] = [];
    const store = { teamFields: async () => ({ fields, cursors: [] }), saveCursors: async (cursors: Cursor[]) => void saved.push(...cursors) };
    const sent = { jobs: [] as IndexJob[], plans: [] as PlanMessage[] };
    const search = tileSearchDeps(stac.client, NOW);
    const run = await runPlanMessage({ v: 1, teamId: 'T' }, deps(search, sent, store));
    expect(run).toMatchObject({ teams: 1, fields: 3, failedFields: 1 });
    expect(saved.map((cursor) => cursor.fieldId).sort()).toEqual(['A', 'B']);
    expect(new Set(sent.jobs.map((job) => job.fieldId))).toEqual(new Set(['A', 'B']));
    expect(sent.plans).toEqual([{ v: 1, teamId: 'T', fieldIds: ['C'] }]);
    // The retry plans only C; still failing, its message fails (the queue retries it, then keeps it in the DLQ).
    sent.jobs.length = 0;
    await expect(runPlanMessage(sent.plans[0]!, deps(search, sent, store))).rejects.toBeInstanceOf(PlannerFailed);
    expect(sent.jobs).toEqual([]);
    // Once the search answers, the retry plans C.
    stac.failing.clear();
    const retried = await runPlanMessage({ v: 1, teamId: 'T', fieldIds: ['C'] }, deps(search, sent, store));
    expect(retried).toMatchObject({ fields: 1, failedFields: 0 });
    expect(saved.map((cursor) => cursor.fieldId)).toContain('C');
  });
});
