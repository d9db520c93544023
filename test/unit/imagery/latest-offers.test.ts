import { describe, expect, it, vi } from 'vitest';
import type { FieldDayStatistics } from '../../../functions/imagery/compute/field-statistics';

/**
 * The field's latest values when several requests of one container store days of the same field at once (the
 * analysis chart's five seasons): their offers are written as batches, one write per index and batch, instead of
 * racing each other's conditional writes; the item ends as if every day had been offered one by one.
 */
type Latest = Record<string, unknown> & { teamId: string; fieldId: string; index: string; date: string; boundaryHash: string };

const items = new Map<string, Latest>();
const counts = { writes: 0, rejected: 0, reads: 0 };
const keyOf = (key: { teamId: string; fieldId: string; index: string }) => `${key.teamId}|${key.fieldId}|${key.index}`;
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

function conditionalWrite(write: Latest, condition: ((stored: Latest | undefined) => boolean) | null) {
  return {
    async go() {
      await pause();
      counts.writes++;
      const stored = items.get(keyOf(write));
      const holds = condition ? condition(stored) : stored === undefined;
      if (!holds) {
        counts.rejected++;
        return { rejected: true };
      }
      items.set(keyOf(write), { ...write });
      return { rejected: false };
    },
  };
}

const fieldIndexLatest = {
  get(keys: Array<{ teamId: string; fieldId: string; index: string }> | { teamId: string; fieldId: string; index: string }) {
    return {
      async go() {
        await pause();
        counts.reads++;
        if (Array.isArray(keys)) return { data: keys.map((key) => items.get(keyOf(key)) ?? null) };
        return { data: items.get(keyOf(keys)) ?? null };
      },
    };
  },
  create: (write: Latest) => conditionalWrite(write, null),
  put: (write: Latest) => ({
    where(expression: (attributes: { date: string; boundaryHash: string }, ops: { eq: (name: string, value: string) => string }) => string) {
      const text = expression({ date: 'date', boundaryHash: 'boundaryHash' }, { eq: (name, value) => `${name}=${value}` });
      const [, date, hash] = /date=(\S+) AND boundaryHash=(\S+)\)/.exec(text) ?? [];
      return conditionalWrite(write, (stored) => stored?.date === date && stored?.boundaryHash === hash);
    },
  }),
};

vi.mock('../../../functions/core/db/service', () => ({ db: () => ({ entities: { fieldIndexLatest } }) }));

const { foldLatest, nextLatest, offerLatestDays } = await import('../../../functions/core/imagery/latest-values');

function day(date: string, mean: number): FieldDayStatistics {
  return {
    date,
    datetime: `${date}T10:00:00Z`,
    epsg: 32632,
    sceneIds: [`S2A_${date}`],
    sceneCloudPercent: 5,
    areaHa: 30,
    pixelCount: 3000,
    indices: {
      NDVI: {
        index: 'NDVI',
        count: 3000,
        min: mean - 0.1,
        max: mean + 0.1,
        mean,
        stDev: 0.02,
        p10: null,
        p50: null,
        p90: null,
        histogram: { bins: [] },
        pixelCount: 3000,
        dataPixelCount: 3000,
        validPixelCount: 3000,
        validFraction: 1,
        fieldCloudPercent: 0,
        sclAvailable: true,
        lowConfidence: false,
        sceneIds: [`S2A_${date}`],
        notes: [],
      },
    },
    read: { bytesRead: 0, requests: 0 },
  };
}

const seasons = [2021, 2022, 2023, 2024, 2025].map((year) => [day(`${year}-06-02`, 0.3), day(`${year}-08-11`, 0.7), day(`${year}-09-20`, 0.5)]);

describe('the latest values of a field computed by five requests at once', () => {
  it('end as the two newest clear days, written once, with no lost conditional write', async () => {
    await Promise.all(seasons.map((days) => offerLatestDays('T1', 'F1', 'h1', days)));
    expect(items.get('T1|F1|NDVI')).toMatchObject({ date: '2025-09-20', mean: 0.5, previousDate: '2025-08-11', previousMean: 0.7 });
    expect(counts).toMatchObject({ writes: 1, rejected: 0 });
  });

  it('gather the offers that come while a batch is written into the next batch', async () => {
    Object.assign(counts, { writes: 0, rejected: 0, reads: 0 });
    const first = offerLatestDays('T1', 'F2', 'h1', seasons[4] as FieldDayStatistics[]);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await Promise.all([first, ...seasons.slice(0, 4).map((days) => offerLatestDays('T1', 'F2', 'h1', days))]);
    expect(items.get('T1|F2|NDVI')).toMatchObject({ date: '2025-09-20', mean: 0.5, previousDate: '2025-08-11', previousMean: 0.7 });
    // The first request's batch, then the other four's together (none of which changes the item).
    expect(counts).toMatchObject({ writes: 1, rejected: 0 });
    expect(counts.reads).toBe(2);
  });

  it('folds offers in date order to what offering them one by one gives', () => {
    const value = (date: string, mean: number, boundaryHash = 'h1') => ({
      teamId: 'T',
      fieldId: 'F',
      index: 'NDVI' as const,
      date,
      mean,
      min: 0,
      max: 1,
      stDev: 0.1,
      validFraction: 1,
      lowConfidence: false,
      boundaryHash,
    });
    const offers = [value('2025-06-02', 0.3), value('2025-07-02', 0.4, 'h2'), value('2025-07-07', 0.6, 'h2'), value('2025-07-07', 0.65, 'h2')];
    const stored = { ...value('2025-07-01', 0.5), previousDate: '2025-06-01', previousMean: 0.2 };
    let oneByOne: ReturnType<typeof nextLatest> = stored;
    for (const offer of offers) oneByOne = nextLatest(oneByOne, offer) ?? oneByOne;
    expect(foldLatest(stored, offers)).toEqual(oneByOne);
    expect(foldLatest(oneByOne, offers.slice(-1))).toBeNull();
  });
});
