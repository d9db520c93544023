import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldItem } from '../../../functions/core/db/field-entities';
import type { ImageryProblemChange } from '../../../functions/core/fields/imagery-problem';
import { encodeRings } from '../../../functions/core/fields/polyline';
import {
  cursorChanged,
  runPlanMessage,
  teamFieldsOf,
  type Cursor,
  type FieldRecord,
  type IndexJob,
  type PlanMessage,
  type PlannerDeps,
  type PlanStore,
} from '../../../functions/core/imagery/index-jobs';
import { tileSearchDeps, tileStac } from '../../support/tile-stac';

beforeAll(() => {
  process.env.LOG_LEVEL = 'error';
});

const NOW = new Date('2025-04-10T12:00:00Z');
const square = (lon: number, lat: number): [number, number][] => [[lon, lat], [lon + 0.002, lat], [lon + 0.002, lat + 0.002], [lon, lat + 0.002], [lon, lat]];
const bowTie = (lon: number, lat: number): [number, number][] => [[lon, lat], [lon + 0.002, lat + 0.002], [lon + 0.002, lat], [lon, lat + 0.001], [lon, lat]];

function item(fieldId: string, rings: [number, number][][], imageryProblem?: string): FieldItem {
  return {
    teamId: 'T',
    fieldId,
    name: fieldId,
    groupName: 'All',
    boundary: encodeRings(rings),
    sizeHa: 4,
    centroid: [8.5, 9.2],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: `2025-01-0${fieldId.length}T00:00:00.000Z`,
    ...(imageryProblem ? { imageryProblem } : {}),
  };
}

describe('a team with a field whose stored boundary the engine cannot use', () => {
  it('plans the other fields, records the reason on that field once, and does not fail or retry the message', async () => {
    const stac = tileStac({ tiles: ['32PMR'], from: '2025-03-01', to: '2025-04-10' });
    // A boundary rounding merged two vertices of (repaired when read), and one that crosses itself.
    const merged: [number, number][] = [[8.6, 9.3], [8.602, 9.3], [8.60200001, 9.30000001], [8.602, 9.302], [8.6, 9.302], [8.6, 9.3]];
    const rounded = merged.map(([lon, lat]): [number, number] => [Math.round(lon * 1e7) / 1e7, Math.round(lat * 1e7) / 1e7]);
    let items = [item('A', [square(8.5, 9.2)]), item('BB', [rounded]), item('CCC', [bowTie(8.7, 9.25)])];
    const saved: Cursor[] = [];
    const problems: ImageryProblemChange[] = [];
    const store: PlanStore = {
      teamFields: async () => teamFieldsOf(items, saved.map((cursor) => ({ ...cursor, updatedAt: NOW.toISOString() }))),
      saveCursors: async (cursors) => void saved.push(...cursors),
      saveProblems: async (changes) => void problems.push(...changes),
    };
    const sent = { jobs: [] as IndexJob[], plans: [] as PlanMessage[] };
    const deps: PlannerDeps = {
      search: tileSearchDeps(stac.client, NOW),
      send: async (jobs) => void sent.jobs.push(...jobs),
      sendPlans: async (messages) => void sent.plans.push(...messages),
      now: () => NOW,
      store,
    };

    const run = await runPlanMessage({ v: 1, teamId: 'T' }, deps);
    expect(run).toMatchObject({ fields: 3, failedFields: 0, unusableFields: 1 });
    expect(new Set(sent.jobs.map((job) => job.fieldId))).toEqual(new Set(['A', 'BB']));
    expect(saved.map((cursor) => cursor.fieldId).sort()).toEqual(['A', 'BB']);
    // Nothing sent back to retry: the boundary would not get better.
    expect(sent.plans).toEqual([]);
    expect(problems).toEqual([{ teamId: 'T', fieldId: 'CCC', problem: expect.stringMatching(/crosses itself near 9\.25\d+, 8\.70\d+/), readAt: items[2]!.updatedAt }]);

    // The next run finds the same problem already recorded: nothing is written.
    items = items.map((entry) => (entry.fieldId === 'CCC' ? { ...entry, imageryProblem: problems[0]!.problem! } : entry));
    problems.length = 0;
    await runPlanMessage({ v: 1, teamId: 'T' }, deps);
    expect(problems).toEqual([]);

    // Reshaped into a usable boundary: planned, and its problem cleared.
    items = items.map((entry) => (entry.fieldId === 'CCC' ? { ...entry, boundary: encodeRings([square(8.7, 9.25)]), updatedAt: '2025-02-01T00:00:00.000Z' } : entry));
    await runPlanMessage({ v: 1, teamId: 'T' }, deps);
    expect(problems).toEqual([{ teamId: 'T', fieldId: 'CCC', problem: null, readAt: '2025-02-01T00:00:00.000Z' }]);
    expect(saved.map((cursor) => cursor.fieldId)).toContain('CCC');
  });

  it('sets apart only outlines the engine refuses, reading each field’s recorded problem', () => {
    const planned = teamFieldsOf([item('A', [square(8.5, 9.2)], 'old reason'), item('BB', [bowTie(8.6, 9.3)])], []);
    expect(planned.fields.map((field) => field.fieldId)).toEqual(['A']);
    expect(planned.unusable).toEqual([{ teamId: 'T', fieldId: 'BB', reason: expect.stringContaining('crosses itself') }]);
    expect(planned.records?.get('A')).toEqual<FieldRecord>({ problem: 'old reason', readAt: '2025-01-01T00:00:00.000Z' });
  });
});

describe('planner cursors', () => {
  const cursor: Cursor = { teamId: 'T', fieldId: 'A', plannedThrough: '2025-04-05', recentSceneIds: ['s1'], boundaryHash: 'h', pending: [{ date: '2025-04-05', queuedAt: '2025-04-10T00:00:00.000Z', tries: 1 }] };
  it('are written only when they say something new', () => {
    const stored = { ...cursor, updatedAt: '2025-04-10T00:00:00.000Z' };
    expect(cursorChanged(cursor, undefined)).toBe(true);
    expect(cursorChanged(cursor, stored)).toBe(false);
    expect(cursorChanged({ ...cursor, pending: [] }, stored)).toBe(true);
    expect(cursorChanged({ ...cursor, plannedThrough: '2025-04-10' }, stored)).toBe(true);
    expect(cursorChanged({ ...cursor, recentSceneIds: ['s1', 's2'] }, stored)).toBe(true);
  });
});
