import { describe, expect, it } from 'vitest';
import type { HistogramBin } from '../../../functions/imagery/compute/summary-statistics';
import { LegacyFieldIndexStatEntity } from '../../../functions/core/db/imagery-entities';
import { FieldIndexStatEntity } from '../../../functions/core/db/stat-entities';
import { histogramBins, histogramText, merged } from '../../../functions/core/imagery/stat-store';
import { itemBytes } from '../../bench/cost/item-size';

/** The compact statistics item: what it stores, what it reads back, and that the first shape still reads. */
const bins: HistogramBin[] = [
  { lowEdge: 0.1, highEdge: 0.2, mean: 0.15, count: 3 },
  { lowEdge: 0.2, highEdge: 0.3, mean: null, count: 0 },
];
const item = {
  teamId: 'T1',
  fieldId: 'F1',
  index: 'NDVI' as const,
  date: '2025-06-02',
  datetime: '2025-06-02T10:00:00Z',
  sceneIds: ['S2B_32PMR_20250602_0_L2A'],
  epsg: 32632,
  areaHa: 5.25,
  pixelCount: 600,
  dataPixelCount: 600,
  validPixelCount: 580,
  validFraction: 0.9667,
  lowConfidence: false,
  sclAvailable: true,
  mean: 0.61,
  boundaryHash: 'RSQHSqX-y1uSEd8v',
  engineVersion: 3,
  computedAt: '2025-06-03T00:00:00.000Z',
};

describe('statistics items', () => {
  it('store the histogram as rows and read both the rows and the first shape’s objects', () => {
    expect(JSON.parse(histogramText(bins))).toEqual([
      [0.1, 0.2, 0.15, 3],
      [0.2, 0.3, null, 0],
    ]);
    expect(histogramBins(histogramText(bins))).toEqual(bins);
    expect(histogramBins(JSON.stringify(bins))).toEqual(bins);
  });

  it('are stored under short names, smaller than the first shape, and read back to the same attributes', () => {
    const compact = FieldIndexStatEntity.put({ ...item, histogram: histogramText(bins) }).params({ table: 'stats' }) as { Item: Record<string, unknown> };
    const first = LegacyFieldIndexStatEntity.put({ ...item, histogram: JSON.stringify(bins) }).params({ table: 'main' }) as { Item: Record<string, unknown> };
    expect(compact.Item).toMatchObject({ t: 'T1', f: 'F1', i: 'NDVI', d: '2025-06-02', av: 0.61, vpc: 580, b: 'RSQHSqX-y1uSEd8v' });
    expect(compact.Item).not.toHaveProperty('validPixelCount');
    expect(itemBytes(compact.Item)).toBeLessThan(itemBytes(first.Item));
    const parsed = FieldIndexStatEntity.parse({ Item: compact.Item }).data;
    expect(parsed).toMatchObject({ ...item, histogram: histogramText(bins) });
  });

  it('of both tables merge one per index and day, the statistics table’s first', () => {
    const stat = (date: string, mean: number) => ({ ...item, date, mean, histogram: '[]' });
    const read = merged([stat('2025-06-02', 0.6)], [stat('2025-05-01', 0.4), stat('2025-06-02', -1)]);
    expect(read.map((entry) => [entry.date, entry.mean])).toEqual([
      ['2025-05-01', 0.4],
      ['2025-06-02', 0.6],
    ]);
  });
});
