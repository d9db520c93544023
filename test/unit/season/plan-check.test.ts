import { describe, expect, it } from 'vitest';
import { planAgainstDetected } from '../../../functions/core/season/plan-check';
import { rangeParts, seasonWindow, SERIES_PART_DAYS, stageDay } from '../../../functions/core/season/season-window';
import type { CropSeason } from '../../../shared/api/schemas/crops';
import type { DetectedSeason } from '../../../shared/api/schemas/season';
import { daysBetween, PLAN_CHECK, SEASON_MARGIN_DAYS, SEASON_MESSAGES } from '../../../shared/domain/season';

const planned = (id: string, sowing: string, harvest: string, crop = 'Maize'): CropSeason => ({
  id,
  crop: { id: `crop-${crop}`, name: crop, description: '' },
  season: Number(sowing.slice(0, 4)),
  sowing_date: sowing,
  harvest_date: harvest,
  field: 'field-1',
});

const detected = (season: number, start: string | null, end: string | null): DetectedSeason => ({ season, start, end, peakValue: 0.8, amplitude: 0.5, confidence: 'high' });

describe('planned against detected', () => {
  const twoSeasons = [detected(1, '2025-03-20', '2025-06-10'), detected(2, '2025-07-15', '2025-10-05')];

  it('matches each plan to the detected season with the nearest sowing and gives the differences in days', () => {
    const [early, late] = planAgainstDetected([planned('a', '2025-04-01', '2025-06-15'), planned('b', '2025-07-10', '2025-10-01')], twoSeasons, '2025-12-01');
    expect(early).toMatchObject({ detectedSeason: 1, detectedSowing: '2025-03-20', detectedHarvest: '2025-06-10', sowingDifferenceDays: -12, harvestDifferenceDays: -5, flag: null, message: null });
    expect(late).toMatchObject({ detectedSeason: 2, sowingDifferenceDays: 5, harvestDifferenceDays: 4, flag: null });
  });

  it('flags a plan whose sowing or harvest is more than the allowed days from the detected one', () => {
    const limit = PLAN_CHECK.disagreeDays;
    const [onLimit, sowingOff, harvestOff] = planAgainstDetected(
      [planned('a', '2025-06-24', '2025-10-05'), planned('b', '2025-08-07', '2025-10-05'), planned('c', '2025-07-15', '2025-11-01')],
      [detected(1, '2025-07-15', '2025-10-05')],
      '2025-12-01',
    );
    expect(onLimit).toMatchObject({ sowingDifferenceDays: limit, flag: null, message: null });
    expect(sowingOff).toMatchObject({ sowingDifferenceDays: -(limit + 2), flag: 'disagrees', message: SEASON_MESSAGES.flagDisagrees(limit + 2) });
    expect(harvestOff).toMatchObject({ sowingDifferenceDays: 0, harvestDifferenceDays: -27, flag: 'disagrees', message: SEASON_MESSAGES.flagDisagrees(27) });
  });

  it('flags a planned crop with no detected season only once the days after its sowing have passed', () => {
    const plan = planned('a', '2025-05-10', '2025-09-01', 'Sorghum');
    const due = new Date(Date.parse('2025-05-10T00:00:00Z') + PLAN_CHECK.missingAfterDays * 86_400_000).toISOString().slice(0, 10);
    expect(planAgainstDetected([plan], [], due)[0]).toMatchObject({ flag: null, message: null, detectedSeason: null });
    const [missing] = planAgainstDetected([plan], [detected(1, null, '2025-02-01')], '2025-06-30');
    expect(missing).toEqual({
      id: 'a',
      crop: 'Sorghum',
      sowing_date: '2025-05-10',
      harvest_date: '2025-09-01',
      detectedSeason: null,
      detectedSowing: null,
      detectedHarvest: null,
      sowingDifferenceDays: null,
      harvestDifferenceDays: null,
      flag: 'not-detected',
      message: SEASON_MESSAGES.flagNotDetected('Sorghum'),
    });
  });

  it('flags nothing in a year with too few views to tell: no season seen is not no season', () => {
    const plan = planned('a', '2025-05-10', '2025-09-01', 'Sorghum');
    expect(planAgainstDetected([plan], [], '2025-12-01', 'unknown')[0]).toMatchObject({ flag: null, message: null });
    expect(planAgainstDetected([plan], [], '2025-12-01', 'fallow')[0]).toMatchObject({ flag: 'not-detected' });
  });

  it('leaves the harvest difference out while the detected crop is still standing', () => {
    const [row] = planAgainstDetected([planned('a', '2025-05-10', '2025-09-01')], [detected(1, '2025-05-14', null)], '2025-07-01');
    expect(row).toMatchObject({ sowingDifferenceDays: 4, harvestDifferenceDays: null, detectedHarvest: null, flag: null });
  });
});

describe('the season window', () => {
  it('reaches the margin either side of the year, to today at most, and no further than a future year', () => {
    expect(seasonWindow(2024, '2026-03-01')).toEqual({ start: '2023-11-02', end: '2025-03-01' });
    expect(daysBetween('2023-11-02', '2024-01-01')).toBe(SEASON_MARGIN_DAYS);
    expect(seasonWindow(2026, '2026-03-01')).toEqual({ start: '2025-11-02', end: '2026-03-01' });
    expect(seasonWindow(2027, '2026-03-01')).toBeNull();
  });

  it('is read in consecutive parts the series route accepts', () => {
    const parts = rangeParts({ start: '2023-11-02', end: '2025-03-01' });
    expect(parts).toEqual([
      { start: '2023-11-02', end: '2024-10-31' },
      { start: '2024-11-01', end: '2025-03-01' },
    ]);
    expect(daysBetween(parts[0]?.start ?? '', parts[0]?.end ?? '') + 1).toBe(SERIES_PART_DAYS);
    expect(rangeParts({ start: '2026-01-01', end: '2026-01-01' })).toEqual([{ start: '2026-01-01', end: '2026-01-01' }]);
  });

  it('reads the stage today in the current year and on the last day of a past one', () => {
    expect(stageDay(2026, '2026-08-14')).toBe('2026-08-14');
    expect(stageDay(2025, '2026-08-14')).toBe('2025-12-31');
  });
});
