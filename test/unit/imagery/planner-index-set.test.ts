import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, firstLookDay } from '../../../functions/core/imagery/config';
import { type Cursor, type IndexJob, OPTICAL_INDEX_SET, type PlannerDeps, planTeam } from '../../../functions/core/imagery/index-jobs';
import { memoryPlanStore, plannerField } from '../../support/plan-store';
import { tileSearchDeps, tileStac } from '../../support/tile-stac';

/**
 * Indices added to the catalogue reach the days already stored: a field planned before (its cursor records an older
 * set of indices, or none) has the days it planned sent again once, paced like any backfill, and then nothing more.
 */
const NOW = new Date('2025-04-10T12:00:00Z');

beforeAll(() => {
  process.env.LOG_LEVEL = 'error';
});

function planner(backlog: { messages: number; limit: number }) {
  const stac = tileStac({ tiles: ['32PMR'], from: '2024-04-01', to: '2025-04-10' });
  const { store, saved } = memoryPlanStore([plannerField('A')], NOW);
  const sent: IndexJob[] = [];
  const deps: PlannerDeps = {
    search: tileSearchDeps(stac.client, NOW),
    send: async (jobs) => void sent.push(...jobs),
    sendPlans: async () => undefined,
    now: () => NOW,
    store,
    backlog: async () => backlog,
  };
  return { deps, saved, sent };
}

describe('a cursor planned for an older set of indices', () => {
  it('has every day it planned sent again once, and records the current set', async () => {
    const { deps, saved, sent } = planner({ messages: 0, limit: 100 });
    await planTeam('T', deps);
    const firstRun = sent.map((job) => job.date);
    expect(firstRun.length).toBeGreaterThan(20);
    expect(saved[0]?.indexSet).toBe(OPTICAL_INDEX_SET);

    // The same cursor as a catalogue of five indices left it: all its days are owed again, none twice.
    const [cursor] = saved.splice(0, 1, { ...(saved[0] as Cursor), indexSet: 'NDVI,NDMI,NDWI,LAI,SAVI' });
    sent.length = 0;
    await planTeam('T', deps);
    expect(sent.map((job) => job.date)).toEqual(firstRun);
    expect(saved[0]).toEqual(expect.objectContaining({ indexSet: OPTICAL_INDEX_SET, plannedThrough: cursor?.plannedThrough }));
    expect(saved[0]?.backfillBefore).toBeUndefined();

    // A cursor written before sets were recorded owes them too; once done, a run sends nothing.
    const { indexSet: _recorded, ...unrecorded } = saved[0] as Cursor;
    saved.splice(0, 1, unrecorded);
    sent.length = 0;
    await planTeam('T', deps);
    expect(sent.map((job) => job.date)).toEqual(firstRun);
    sent.length = 0;
    await planTeam('T', deps);
    expect(sent).toEqual([]);
  });

  it('waits while the index-jobs queue is deep, keeping the days owed on the cursor', async () => {
    const backlog = { messages: 0, limit: 100 };
    const { deps, saved, sent } = planner(backlog);
    await planTeam('T', deps);
    const plannedThrough = saved[0]?.plannedThrough as string;
    saved.splice(0, 1, { ...(saved[0] as Cursor), indexSet: 'NDVI' });

    backlog.messages = 500;
    sent.length = 0;
    await planTeam('T', deps);
    expect(sent).toEqual([]);
    expect(saved[0]).toEqual(expect.objectContaining({ indexSet: OPTICAL_INDEX_SET, backfillBefore: addDays(plannedThrough, 1) }));

    backlog.messages = 0;
    await planTeam('T', deps);
    expect(sent.length).toBeGreaterThan(20);
    expect(sent.every((job) => job.date >= firstLookDay(NOW) && job.date <= plannedThrough)).toBe(true);
    expect(saved[0]?.backfillBefore).toBeUndefined();
  });
});
