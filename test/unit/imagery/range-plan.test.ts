import { describe, expect, it } from 'vitest';
import { planRequests } from '../../../functions/imagery/cog/range-plan';

describe('range planning', () => {
  it('merges back-to-back and nearby ranges, keeps far ones apart, and says where each part sits', () => {
    const plan = planRequests(
      [
        { offset: 1000, length: 100, item: 'b' },
        { offset: 0, length: 100, item: 'a' },
        { offset: 100, length: 50, item: 'a2' },
        { offset: 1200, length: 10, item: 'c' },
      ],
      { maxGapBytes: 200, maxRequestBytes: 10_000 },
    );
    expect(plan.map(({ offset, length }) => [offset, length])).toEqual([[0, 150], [1000, 210]]);
    expect(plan[1]?.parts).toEqual([{ item: 'b', at: 0, length: 100 }, { item: 'c', at: 200, length: 10 }]);
  });

  it('never grows a request past the size limit and skips empty ranges', () => {
    const ranges = Array.from({ length: 10 }, (_, i) => ({ offset: i * 100, length: 100, item: i }));
    const plan = planRequests([...ranges, { offset: 5000, length: 0, item: 99 }], { maxGapBytes: 0, maxRequestBytes: 300 });
    expect(plan.map((r) => r.length)).toEqual([300, 300, 300, 100]);
    expect(plan.flatMap((r) => r.parts.map((p) => p.item))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
