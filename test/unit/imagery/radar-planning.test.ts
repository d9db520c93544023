import { beforeAll, describe, expect, it } from 'vitest';
import type { ImageryField } from '../../../functions/core/imagery/field-shape';
import { type Cursor, type IndexJob, type PlanMessage, type PlannerDeps, planSensorFields, planTeam, type PlanStore } from '../../../functions/core/imagery/index-jobs';
import { parseIndexJob } from '../../../functions/core/imagery/index-worker';
import { radarPlanning, type RadarPassOfField } from '../../../functions/core/imagery/radar-planning';
import { fieldRadarPasses, type RadarCatalog } from '../../../functions/core/imagery/radar-scene-search';
import type { IndexPlanItem } from '../../../functions/core/db/imagery-entities';
import type { RadarScene } from '../../../functions/imagery/radar/radar-scene';
import { parseFieldGeometry } from '../../../functions/imagery/geometry/field-geometry';
import { messageBody } from '../../../functions/core/queues/queue-messages';
import { memorySceneStore } from '../../support/tile-stac';

beforeAll(() => {
  process.env.LOG_LEVEL = 'error';
  process.env.INDEX_BACKFILL_DAYS = '60';
});

const NOW = new Date('2025-08-20T12:00:00Z');

function field(fieldId: string, lon = 8.68, lat = 9.08): ImageryField {
  const d = 0.003;
  const shape = parseFieldGeometry({ type: 'Polygon', coordinates: [[[lon, lat], [lon + d, lat], [lon + d, lat + d], [lon, lat + d], [lon, lat]]] });
  return { teamId: 'T', fieldId, name: fieldId, shape, boundaryHash: `h-${fieldId}`, centroid: [lon + d / 2, lat + d / 2] };
}

/** A Sentinel-1 scene of Digital Earth Africa's 1° cell `west,south` on a day and orbit (12-day repeat per orbit). */
function scene(date: string, relativeOrbit: number, west = 8, south = 9): RadarScene {
  const orbitState = relativeOrbit === 22 ? 'descending' : 'ascending';
  const cell = `N${String(south).padStart(2, '0')}E${String(west).padStart(3, '0')}`;
  const href = (band: string) => ({ href: `https://deafrica-sentinel-1.s3.af-south-1.amazonaws.com/${cell}/${date}/${band}.tif`, units: 'linear' as const, nodata: null });
  return {
    id: `${cell}_${date}_${relativeOrbit}`,
    collection: 's1_rtc',
    datetime: `${date}T${relativeOrbit === 22 ? '05' : '17'}:31:02Z`,
    date,
    epsg: 4326,
    bbox: [west, south, west + 1, south + 1],
    footprint: null,
    platform: 'sentinel-1a',
    orbitState,
    relativeOrbit,
    tile: cell,
    vv: href('vv'),
    vh: href('vh'),
    mask: { ...href('mask'), nodata: 0 },
  };
}

/** Two orbits over the cell: 22 (descending) every 12 days from 1 January, 103 (ascending) 5 days later; and 22 and 103 once on the same day. */
function catalogScenes(): RadarScene[] {
  const scenes: RadarScene[] = [];
  for (let t = Date.parse('2025-01-01'); t <= NOW.getTime(); t += 12 * 86_400_000) {
    scenes.push(scene(new Date(t).toISOString().slice(0, 10), 22));
    scenes.push(scene(new Date(t + 5 * 86_400_000).toISOString().slice(0, 10), 103));
  }
  scenes.push(scene('2025-08-03', 22), scene('2025-08-03', 103));
  return scenes.filter((s) => s.date <= NOW.toISOString().slice(0, 10));
}

function countingCatalog(scenes: RadarScene[]): { catalog: RadarCatalog; searches: string[] } {
  const searches: string[] = [];
  const catalog: RadarCatalog = {
    collection: 's1_rtc',
    apiUrl: `http://radar.test/${Math.random()}`,
    now: () => NOW,
    store: memorySceneStore(),
    searchMonth: async (bbox, from, to) => {
      searches.push(`${bbox.join(',')} ${from.slice(0, 7)}`);
      return scenes.filter((s) => s.datetime >= from && s.datetime <= to && s.bbox[0] < bbox[2] && bbox[0] < s.bbox[2] && s.bbox[1] < bbox[3] && bbox[1] < s.bbox[3]);
    },
  };
  return { catalog, searches };
}

function deps(catalog: RadarCatalog, sent: { jobs: IndexJob[]; plans: PlanMessage[] }, now = NOW): PlannerDeps {
  return {
    search: { client: null as never, collection: 'sentinel-2-l2a', apiUrl: 'http://optical.test', now: () => now },
    send: async (jobs) => void sent.jobs.push(...jobs),
    sendPlans: async (messages) => void sent.plans.push(...messages),
    now: () => now,
    radar: radarPlanning((bbox, from, to) => fieldRadarPasses(bbox, from, to, catalog)),
  };
}

const asItem = (cursor: Cursor): IndexPlanItem => ({ ...cursor, recentSceneIds: cursor.recentSceneIds ?? [], updatedAt: NOW.toISOString() });

describe('radar passes over a field', () => {
  it('searches each 1° cell once per month for every field on it and groups the scenes into passes per date and orbit', async () => {
    const { catalog, searches } = countingCatalog(catalogScenes());
    const a = await fieldRadarPasses(field('A').shape.bbox, '2025-06-20', '2025-08-20', catalog);
    const b = await fieldRadarPasses(field('B', 8.9, 9.5).shape.bbox, '2025-06-20', '2025-08-20', catalog);
    // June, July and August of the one cell: three searches for both fields.
    expect(searches).toEqual(['8,9,9,10 2025-06', '8,9,9,10 2025-07', '8,9,9,10 2025-08']);
    expect(b.map((pass) => pass.date)).toEqual(a.map((pass) => pass.date));
    const sameDay = a.filter((pass) => pass.date === '2025-08-03');
    expect(sameDay.map((pass) => pass.relativeOrbit).sort()).toEqual([103, 22].sort());
    expect(a.every((pass) => pass.scenes.every((s) => s.date === pass.date && s.relativeOrbit === pass.relativeOrbit))).toBe(true);
  });

  it('takes the scenes of every cell a field straddles, same-pass scenes together', async () => {
    const scenes = catalogScenes().flatMap((s) => [s, scene(s.date, s.relativeOrbit ?? 0, 9, 9)]);
    const { catalog, searches } = countingCatalog(scenes);
    const passes = await fieldRadarPasses(field('Edge', 8.999, 9.2).shape.bbox, '2025-08-01', '2025-08-20', catalog);
    expect(searches).toEqual(['8,9,9,10 2025-08', '9,9,10,10 2025-08']);
    expect(passes.length).toBeGreaterThan(0);
    expect(passes.every((pass) => pass.scenes.map((s) => s.tile).sort().join() === 'N09E008,N09E009')).toBe(true);
  });
});

describe('the planner on a stage with radar', () => {
  it('sends one radar job per (field, pass) of the backfill window on the index-jobs queue, keyed by date and orbit on the radar cursor', async () => {
    const { catalog } = countingCatalog(catalogScenes());
    const sent = { jobs: [] as IndexJob[], plans: [] as PlanMessage[] };
    const radar = deps(catalog, sent).radar!;
    const planned = await planSensorFields([field('A')], new Map(), radar, deps(catalog, sent));
    const expected: RadarPassOfField[] = await fieldRadarPasses(field('A').shape.bbox, '2025-06-21', '2025-08-20', catalog);
    expect(planned.jobs.map((job) => [job.date, job.relativeOrbit])).toEqual(expected.map((pass) => [pass.date, pass.relativeOrbit]));
    expect(planned.jobs.every((job) => job.sensor === 'radar' && job.boundaryHash === 'h-A' && job.scenes.length === 1)).toBe(true);
    const cursor = planned.cursors[0]!;
    expect(cursor.pending?.map((day) => day.date)).toContain('2025-08-03#22');
    expect(cursor.pending?.map((day) => day.date)).toContain('2025-08-03#103');
    expect(cursor.pending).toHaveLength(planned.jobs.length);
    // Every job travels as a message the worker parses back as radar.
    const job = planned.jobs[0]!;
    expect(parseIndexJob(messageBody('indexJobs', job))).toEqual(job);
  });

  it('lets go of stored passes, waits for sent ones, and sends a lost pass again after a day, counting tries', async () => {
    const { catalog } = countingCatalog(catalogScenes());
    const sent = { jobs: [] as IndexJob[], plans: [] as PlanMessage[] };
    const radar = deps(catalog, sent).radar!;
    const first = await planSensorFields([field('A')], new Map(), radar, deps(catalog, sent));
    const cursor = asItem(first.cursors[0]!);
    const keys = (cursor.pending ?? []).map((day) => day.date);
    const stored = new Set(keys.slice(0, -2));
    const storedDates = async () => stored;
    // An hour later: nothing new, the two unstored passes are still waiting in the queue.
    const soon = new Date(NOW.getTime() + 3_600_000);
    const waiting = await planSensorFields([field('A')], new Map([['A', cursor]]), radar, deps(catalog, sent, soon), { storedDates });
    expect(waiting.jobs).toEqual([]);
    expect(waiting.cursors[0]?.pending?.map((day) => day.date)).toEqual(keys.slice(-2));
    // A day later they are taken as lost and sent again (a second try); the stored ones are gone from the cursor.
    const later = new Date(NOW.getTime() + 25 * 3_600_000);
    const again = await planSensorFields([field('A')], new Map([['A', asItem(waiting.cursors[0]!)]]), radar, deps(catalog, sent, later), { storedDates });
    expect(again.jobs.map((job) => `${job.date}#${job.relativeOrbit}`)).toEqual(keys.slice(-2));
    expect(again.cursors[0]?.pending?.map((day) => [day.date, day.tries])).toEqual(keys.slice(-2).map((key) => [key, 2]));
  });

  it('plans optical days and radar passes in one team run, radar cursors apart, and sends back a field whose radar search fails', async () => {
    const { catalog } = countingCatalog(catalogScenes());
    const sent = { jobs: [] as IndexJob[], plans: [] as PlanMessage[] };
    const saved = { optical: [] as Cursor[], radar: [] as Cursor[] };
    const store: PlanStore = {
      teamFields: async () => ({ fields: [field('A'), field('B', 8.5, 9.5)], cursors: [], radarCursors: [] }),
      saveCursors: async (cursors) => void saved.optical.push(...cursors),
      saveRadarCursors: async (cursors) => void saved.radar.push(...cursors),
    };
    const base = deps(catalog, sent);
    const failing = radarPlanning(async (bbox, from, to) => {
      if (bbox[0] < 8.6) throw Object.assign(new Error('radar catalogue down'), { code: 'STAC_ERROR' });
      return fieldRadarPasses(bbox, from, to, catalog);
    });
    const optical = { ...base.search, store: memorySceneStore(), client: { search: async () => [] } as never };
    const plans = await planTeam('T', { ...base, search: optical, radar: failing, store });
    expect(plans.find((plan) => plan.fieldId === 'B')?.error?.message).toBe('radar catalogue down');
    const a = plans.find((plan) => plan.fieldId === 'A')!;
    expect(a.error).toBeUndefined();
    expect(a.days).toBe(sent.jobs.length);
    expect(sent.jobs.every((job) => job.fieldId === 'A' && job.sensor === 'radar')).toBe(true);
    expect(saved.radar.map((cursor) => cursor.fieldId)).toEqual(['A']);
    // No Sentinel-2 scene here: the optical cursors move (nothing to send), the radar ones are written apart.
    expect(saved.optical.map((cursor) => cursor.fieldId).sort()).toEqual(['A', 'B']);
  });
});

describe('index-jobs messages', () => {
  it('reads a message without a sensor as optical, a radar one as radar, and refuses a radar job without its scenes', () => {
    const optical = { v: 1, teamId: 'T', fieldId: 'A', date: '2025-08-03', boundaryHash: 'h', scenes: [{ id: 's', date: '2025-08-03', datetime: '2025-08-03T10:00:00Z', epsg: 32632, bbox: [8, 9, 9, 10], bands: {} }] };
    expect(parseIndexJob(JSON.stringify(optical)).sensor).toBeUndefined();
    const radar = { v: 1, sensor: 'radar', teamId: 'T', fieldId: 'A', date: '2025-08-03', relativeOrbit: 22, boundaryHash: 'h', scenes: [scene('2025-08-03', 22)] };
    expect(parseIndexJob(JSON.stringify(radar))).toEqual(radar);
    expect(() => parseIndexJob(JSON.stringify({ ...radar, scenes: [] }))).toThrow();
    expect(() => parseIndexJob(JSON.stringify({ ...radar, scenes: [{ id: 'x' }] }))).toThrow();
  });
});
