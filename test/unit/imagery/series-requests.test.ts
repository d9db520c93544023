import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldDayStatistics, IndexStatistics } from '../../../functions/imagery/compute/field-statistics';
import type { SceneDay } from '../../../functions/imagery/stac/group-by-date';
import type { FieldIndexStatItem } from '../../../functions/core/db/stat-entities';

/**
 * What a series request reads and writes (the analysis chart asks for five seasons at once, then again): days are
 * stored while the rest are computed, and a complete series of a settled range is answered from the container's
 * memory on repeat, with the field read again but no table query, no scene search and no computing.
 */
const boundary = { hash: 'h1' };
const table = new Map<string, FieldIndexStatItem>();

vi.mock('../../../functions/core/imagery/field-shape', () => ({
  fieldForImagery: vi.fn(async (teamId: string, fieldId: string) => ({
    teamId,
    fieldId,
    name: 'North Maize',
    shape: { bbox: [8.6, 9.0, 8.7, 9.1] },
    boundaryHash: boundary.hash,
    centroid: [8.67, 9.08],
  })),
}));

vi.mock('../../../functions/core/imagery/scene-search', () => ({
  SETTLED_AFTER_DAYS: 5,
  sceneDays: vi.fn(),
}));

vi.mock('../../../functions/imagery/compute/field-statistics', () => ({
  computeFieldStatistics: vi.fn(),
}));

vi.mock('../../../functions/core/imagery/stat-store', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../functions/core/imagery/stat-store')>();
  return {
    ...real,
    storedItems: vi.fn(async (teamId: string, fieldId: string, index: string, from: string, to: string) =>
      [...table.values()].filter((item) => item.teamId === teamId && item.fieldId === fieldId && item.index === index && item.date >= from && item.date <= to),
    ),
    putStatistics: vi.fn(async (teamId: string, fieldId: string, boundaryHash: string, days: readonly FieldDayStatistics[]) => {
      for (const day of days) {
        const stats = day.indices.NDVI as IndexStatistics;
        table.set(`${fieldId}|${day.date}`, { ...real.statItem(teamId, fieldId, boundaryHash, day, stats), computedAt: 'now' });
      }
    }),
  };
});

vi.mock('../../../functions/core/imagery/latest-values', () => ({ offerLatestDays: vi.fn(async () => undefined) }));
vi.mock('../../../functions/core/imagery/list-values', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../functions/core/imagery/list-values')>()),
  refreshListValues: vi.fn(async () => undefined),
}));

const { fieldSeries } = await import('../../../functions/core/imagery/monitoring');
const { sceneDays } = await import('../../../functions/core/imagery/scene-search');
const { computeFieldStatistics } = await import('../../../functions/imagery/compute/field-statistics');
const { storedItems, putStatistics } = await import('../../../functions/core/imagery/stat-store');
const { offerLatestDays } = await import('../../../functions/core/imagery/latest-values');
const { refreshListValues } = await import('../../../functions/core/imagery/list-values');
const { fieldForImagery } = await import('../../../functions/core/imagery/field-shape');
const { dayFromItem } = await import('../../../functions/core/imagery/stat-store');
const { toFisSeries } = await import('../../../functions/imagery/output/series');
const { SourceError } = await import('../../../functions/imagery/errors');

function datesOf(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, k) => new Date(Date.parse(`${from}T00:00:00Z`) + k * 5 * 86_400_000).toISOString().slice(0, 10));
}

const sceneDay = (date: string): SceneDay => ({ date, cloudCover: 10, scenes: [{ id: `S2A_${date}`, date }] }) as unknown as SceneDay;

function computedDay(date: string): FieldDayStatistics {
  const mean = 0.3 + Number(date.slice(8, 10)) / 100;
  const stats: IndexStatistics = {
    index: 'NDVI',
    count: 3000,
    min: mean - 0.1,
    max: mean + 0.1,
    mean,
    stDev: 0.01,
    p10: mean - 0.05,
    p50: mean,
    p90: mean + 0.05,
    histogram: { bins: [{ lowEdge: mean - 0.1, highEdge: mean + 0.1, mean, count: 3000 }] },
    pixelCount: 3001,
    dataPixelCount: 3001,
    validPixelCount: 3000,
    validFraction: 3000 / 3001,
    fieldCloudPercent: 0,
    sclAvailable: true,
    lowConfidence: false,
    sceneIds: [`S2A_${date}`],
    notes: [],
  };
  return {
    date,
    datetime: `${date}T10:20:30Z`,
    epsg: 32632,
    sceneIds: [`S2A_${date}`],
    sceneCloudPercent: 10,
    areaHa: 30,
    pixelCount: 3001,
    indices: { NDVI: stats },
    read: { bytesRead: 600_000, requests: 9 },
  };
}

const SEASON = { start: '2021-06-01', end: '2021-09-30' };
const DAYS = datesOf('2021-06-02', 24);

beforeEach(() => {
  vi.clearAllMocks();
  boundary.hash = 'h1';
  vi.mocked(sceneDays).mockImplementation(async (_bbox, from, to) => DAYS.filter((date) => date >= from && date <= to).map(sceneDay));
  vi.mocked(computeFieldStatistics).mockImplementation(async ({ scenes }) => computedDay((scenes[0] as { date: string }).date));
});

const series = (field: string, range = SEASON) => fieldSeries('T1', { field, index: 'NDVI', start: range.start, end: range.end, cloud: 100 });

describe('a series request', () => {
  it('computes the missing days once and stores them in batches while computing, then offers them to the latest values', async () => {
    const answer = await series('F-batches');
    expect(answer.C0).toHaveLength(24);
    expect(computeFieldStatistics).toHaveBeenCalledTimes(24);
    const batches = vi.mocked(putStatistics).mock.calls.map(([, , , days]) => days.length);
    expect(batches.every((size) => size <= 5)).toBe(true);
    expect(batches.reduce((sum, size) => sum + size, 0)).toBe(24);
    expect(offerLatestDays).toHaveBeenCalledTimes(1);
    expect(vi.mocked(offerLatestDays).mock.calls[0]?.[3]).toHaveLength(24);
    // NDVI days stored: the field's Field List values are worked out again, once.
    expect(vi.mocked(refreshListValues).mock.calls).toEqual([['T1', 'F-batches', 'h1']]);
  });

  it('answers a repeat of a settled season from memory: the field read again, no query, no search, no computing', async () => {
    const first = await series('F-repeat');
    vi.clearAllMocks();
    const second = await series('F-repeat');
    expect(second).toEqual(first);
    expect(fieldForImagery).toHaveBeenCalledTimes(1);
    expect(storedItems).not.toHaveBeenCalled();
    expect(sceneDays).not.toHaveBeenCalled();
    expect(computeFieldStatistics).not.toHaveBeenCalled();
    expect(putStatistics).not.toHaveBeenCalled();
  });

  it('remembers the days as the table gives them back, so a repeat answers what a read of the table would', async () => {
    await series('F-same');
    const remembered = await series('F-same');
    const items = [...table.values()].filter((item) => item.fieldId === 'F-same');
    expect(items).toHaveLength(24);
    expect(remembered.C0).toEqual(toFisSeries(items.map(dayFromItem), 'NDVI').C0);
  });

  it('reads the table again for a reshaped field, and never remembers an unsettled range or one with a failed day', async () => {
    await series('F-reshaped');
    boundary.hash = 'h2';
    vi.clearAllMocks();
    await series('F-reshaped');
    expect(storedItems).toHaveBeenCalledTimes(1);
    expect(computeFieldStatistics).toHaveBeenCalledTimes(24);

    const today = new Date().toISOString().slice(0, 10);
    const recent = { start: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10), end: today };
    vi.mocked(sceneDays).mockImplementation(async () => [sceneDay(recent.start)]);
    await series('F-recent', recent);
    vi.clearAllMocks();
    await series('F-recent', recent);
    expect(storedItems).toHaveBeenCalledTimes(1);
    expect(sceneDays).toHaveBeenCalledTimes(1);

    vi.mocked(sceneDays).mockImplementation(async () => DAYS.map(sceneDay));
    vi.mocked(computeFieldStatistics).mockImplementation(async ({ scenes }) => {
      const date = (scenes[0] as { date: string }).date;
      if (date === DAYS[3]) throw new SourceError('unreadable');
      return computedDay(date);
    });
    const failed = await series('F-failed');
    expect(failed.failures).toHaveLength(1);
    vi.clearAllMocks();
    await series('F-failed');
    expect(storedItems).toHaveBeenCalledTimes(1);
  });
});
