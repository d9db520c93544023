import { describe, expect, it } from 'vitest';
import type { LeaderboardRow } from '../../shared/api/schemas/leaderboard';
import {
  cropGroup,
  leaderboardScore,
  LEADERBOARD_TREND_DAYS,
  ownYears,
  ranked,
  sameWeeksOf,
  seriesStart,
  trendOf,
  type LeaderboardReason,
  type ScenePoint,
} from '../../shared/domain/leaderboard';
import { LEADERBOARD_CSV_HEADER, leaderboardCsv } from '../../shared/domain/leaderboard-csv';
import { currentCrop } from '../../functions/core/farm-summary/leaderboard';
import { translateText } from '../../functions/core/i18n/translate';

const point = (date: string, mean: number): ScenePoint => ({ date, mean });
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the same weeks of a previous year', () => {
  it('is the same ISO week, two weeks either side, Monday to Sunday', () => {
    // 2026-08-12 is a Wednesday of ISO week 33; week 33 of 2025 starts on Monday 11 August.
    expect(sameWeeksOf('2026-08-12', 2025)).toEqual({ from: '2025-07-28', to: '2025-08-31' });
    // Week 1 of 2026 starts on 29 December 2025; week 1 of 2024 on 1 January 2024.
    expect(sameWeeksOf('2026-01-01', 2024)).toEqual({ from: '2023-12-18', to: '2024-01-21' });
  });

  it('reads from the earliest of those windows', () => {
    expect(seriesStart('2026-08-12')).toBe(sameWeeksOf('2026-08-12', 2023).from);
  });
});

describe('a field against its own previous years', () => {
  const latest = point('2026-08-12', 0.7);

  it('averages each year’s values of the same weeks, each year weighing the same', () => {
    const series = [
      point('2025-08-10', 0.5),
      point('2025-08-15', 0.7), // 2025: 0.6
      point('2024-08-14', 0.4), // 2024: 0.4
      point('2025-10-01', 0.1), // outside the weeks
      point('2026-08-01', 0.9), // this year: the trend's, not the baseline's
    ];
    const own = ownYears(latest, series);
    expect(own.years).toEqual([2024, 2025]);
    expect(own.baseline).toBeCloseTo(0.5);
    expect(own.difference).toBeCloseTo(0.2);
  });

  it('has no baseline without a clear value in those weeks of any previous year', () => {
    expect(ownYears(latest, [point('2026-07-30', 0.6), point('2025-05-01', 0.2)])).toEqual({ baseline: null, difference: null, years: [] });
  });

  it('ignores years further back than it compares', () => {
    expect(ownYears(latest, [point('2022-08-12', 0.1)]).years).toEqual([]);
    expect(ownYears(latest, [point('2023-08-12', 0.1)]).years).toEqual([2023]);
  });
});

describe('a field against the team’s other fields of its crop', () => {
  it('gives the difference to their median and the share of them it is ahead of', () => {
    const group = cropGroup(0.6, [0.4, 0.5, 0.6, 0.8]);
    expect(group.median).toBeCloseTo(0.55);
    expect(group.difference).toBeCloseTo(0.05);
    // Ahead of two, level with one (half): 2.5 of 4.
    expect(group.percentile).toBe(63);
    expect(group.fields).toBe(4);
  });

  it('has no comparison when it is the crop’s only field with a value', () => {
    expect(cropGroup(0.6, [])).toEqual({ median: null, difference: null, percentile: null, fields: 0 });
  });
});

describe('the trend', () => {
  const weekly = (slopePerWeek: number, weeks = 5) => Array.from({ length: weeks + 1 }, (_, i) => point(addDays('2026-08-12', -7 * (weeks - i)), 0.5 + slopePerWeek * i));

  it('is rising, steady or falling by the slope against the index’s range', () => {
    expect(trendOf('NDVI', '2026-08-12', weekly(0.05))).toMatchObject({ word: 'rising' });
    expect(trendOf('NDVI', '2026-08-12', weekly(0.05)).slopePerWeek).toBeCloseTo(0.05);
    expect(trendOf('NDVI', '2026-08-12', weekly(-0.04)).word).toBe('falling');
    expect(trendOf('NDVI', '2026-08-12', weekly(0.01)).word).toBe('steady');
    // LAI spans 0-8: 0.05 a week is steady there.
    expect(trendOf('LAI', '2026-08-12', weekly(0.05)).word).toBe('steady');
  });

  it('reads only the last weeks up to the latest value', () => {
    const old = [point(addDays('2026-08-12', -LEADERBOARD_TREND_DAYS - 20), 0.1), point(addDays('2026-08-12', -LEADERBOARD_TREND_DAYS - 10), 0.1)];
    expect(trendOf('NDVI', '2026-08-12', [...old, ...weekly(0)]).word).toBe('steady');
  });

  it('needs three clear values over two weeks', () => {
    expect(trendOf('NDVI', '2026-08-12', [point('2026-08-02', 0.3), point('2026-08-12', 0.6)])).toEqual({ slopePerWeek: null, word: null });
    expect(trendOf('NDVI', '2026-08-12', [point('2026-08-07', 0.3), point('2026-08-10', 0.4), point('2026-08-12', 0.6)]).word).toBeNull();
  });
});

describe('the score and the ranking', () => {
  it('averages the comparisons the field has', () => {
    expect(leaderboardScore(0.1, 0.3)).toBeCloseTo(0.2);
    expect(leaderboardScore(null, -0.1)).toBeCloseTo(-0.1);
    expect(leaderboardScore(null, null)).toBeNull();
  });

  it('ranks by score, equal scores sharing a rank, and lists fields without one last by reason', () => {
    const row = (name: string, score: number | null, reason: LeaderboardReason | null = null) => ({ name, score, reason });
    const order = ranked([row('E', null, 'no_value'), row('A', 0.1), row('F', null, 'no_comparison'), row('B', 0.3), row('C', 0.1), row('D', -0.2)]);
    expect(order.map((r) => [r.name, r.rank])).toEqual([
      ['B', 1],
      ['A', 2],
      ['C', 2],
      ['D', 4],
      ['F', null],
      ['E', null],
    ]);
  });
});

describe('the field’s crop', () => {
  const season = (id: string, sowing: string) => ({ id, crop: { id: `crop-${id}`, name: id, description: '' }, season: 1, sowing_date: sowing, harvest_date: sowing, field: 'f' });

  it('is that of the last season sown by today, from crop planning', () => {
    expect(currentCrop({ crop_season: [season('Maize', '2026-05-01'), season('Soybean', '2025-06-01'), season('Rice', '2027-05-01')] }, '2026-08-12')).toEqual({ id: 'crop-Maize', name: 'Maize' });
    expect(currentCrop({ crop_season: [season('Rice', '2027-05-01')] }, '2026-08-12')).toBeNull();
  });
});

describe('the leaderboard CSV', () => {
  it('words its header, trend, stage and reasons in the caller’s language, and keeps typed names from being formulas', () => {
    const base: LeaderboardRow = {
      rank: 1, field_id: 'a', field_name: '=North', group_name: 'Block A', state: 'Kaduna', lga: 'Zaria', area: 2,
      crop: { id: 'c', name: 'Maize' }, value: 0.61234, date: '2026-08-10',
      own: { baseline: 0.5, difference: 0.11234, years: [2024, 2025] },
      crop_group: { median: 0.6, difference: 0.01234, percentile: 75, fields: 4 },
      trend: { slope_per_week: 0.03, word: 'rising' }, stage: 'peak', score: 0.06234, reason: null,
    };
    const missing: LeaderboardRow = { ...base, rank: null, field_id: 'b', field_name: 'South', value: null, date: null, own: { baseline: null, difference: null, years: [] }, crop_group: { median: null, difference: null, percentile: null, fields: 0 }, trend: { slope_per_week: null, word: null }, stage: null, score: null, reason: 'no_value' };
    const hausa = leaderboardCsv({ index: 'NDVI', rows: [base, missing] }, (text) => translateText('ha', text));
    const lines = hausa.trim().split(/\r?\n/);
    expect(lines[0]).toContain(translateText('ha', LEADERBOARD_CSV_HEADER[0]));
    expect(lines[0]).not.toContain('Rank');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("'=North");
    expect(lines[1]).toContain('0.6123');
    expect(lines[1]).toContain('2024 2025');
    expect(lines[1]).toContain(translateText('ha', 'farm-summary.leaderboard.trend.rising'));
    expect(lines[2]).toContain(translateText('ha', 'farm-summary.leaderboard.reason.noValue'));
  });
});
