import { describe, expect, it } from 'vitest';
import { chartCsv, chartRows, clampYears, fieldFitZoom, latestClearDate, ringContains, yearRanges } from '../../web/src/features/monitoring/analysis-data';
import { dateEntry, estimateEntry, seriesEntry } from './monitoring-support';

describe('monitoring helpers', () => {
  it('picks the latest date whose cloud over the field is within the limit', () => {
    const dates = [dateEntry('2026-01-05', 10), dateEntry('2026-01-10', 50), dateEntry('2026-01-15', 90)];
    expect(latestClearDate(dates, 80)?.date).toBe('2026-01-10');
    expect(latestClearDate(dates, 20)?.date).toBe('2026-01-05');
    expect(latestClearDate(dates, 5)).toBeNull();
    // Before a day is computed, the scene's cloud stands in for the field's.
    expect(latestClearDate([dateEntry('2026-01-20', 0, { fieldCloudPercent: null, sceneCloudPercent: 95 })], 80)).toBeNull();
  });

  it('caps the years back at 5; 1 or fewer is the base range only (spec 2 §5)', () => {
    expect([0, 1, 2, 5, 9].map(clampYears)).toEqual([1, 1, 2, 5, 5]);
    expect(yearRanges('2025-12-01', '2026-02-01', 3)).toEqual([
      { offset: 0, start: '2025-12-01', end: '2026-02-01', label: '2025-2026' },
      { offset: 1, start: '2024-12-01', end: '2025-02-01', label: '2024-2025' },
      { offset: 2, start: '2023-12-01', end: '2024-02-01', label: '2023-2024' },
    ]);
  });

  it('lays every year on the days of the base range, so seasons overlay', () => {
    const [base, back] = yearRanges('2025-03-01', '2025-06-01', 2);
    const rows = chartRows([
      { range: base!, entries: [seriesEntry('2025-03-11', 0.3)] },
      { range: back!, entries: [seriesEntry('2024-03-11', 0.2), seriesEntry('2024-03-21', 0.25)] },
    ]);
    expect(rows.map((row) => [row.day, row.dayMonth, row.s0?.mean, row.s1?.mean])).toEqual([
      [10, '11 Mar', 0.3, 0.2],
      [20, '21 Mar', undefined, 0.25],
    ]);
  });

  it('writes the chart CSV with data quality and defuses formula-like text', () => {
    const [base] = yearRanges('2025-03-01', '2025-06-01', 1);
    const csv = chartCsv('=NDVI', [{ range: base!, entries: [seriesEntry('2025-03-11', 0.3, { lowConfidence: true, validPixelCount: 4 }), estimateEntry('2025-03-20', 0.62, 0.55, 0.69)] }]);
    expect(csv.split('\n')[1]).toBe("2025,2025-03-11,'=NDVI,0.3,0.19999999999999998,0.4,0.05,1,4,true,optical,,");
    // A radar estimate says so, with its interval.
    expect(csv.split('\n')[2]).toMatch(/^2025,2025-03-20,'=NDVI,0\.62,0\.55,0\.69,[\d.]+,1,50,false,radar-estimate,0\.55,0\.69$/);
  });

  it('finds the field under a click', () => {
    const ring: [number, number][] = [[8.67, 9.07], [8.68, 9.07], [8.68, 9.08], [8.67, 9.08], [8.67, 9.07]];
    expect(ringContains(ring, 8.675, 9.075)).toBe(true);
    expect(ringContains(ring, 8.69, 9.075)).toBe(false);
  });

  it('fits a field closer than the spec\'s zoom 10, which stays the widest view, and no closer than 17', () => {
    // A 30 ha field fits at about zoom 15 on a 600 px map: shown at 15, not at 10 where it is 8 px wide.
    expect(fieldFitZoom(15, 10)).toBe(15);
    // A field too big for zoom 10 is not shown wider than the spec's zoom.
    expect(fieldFitZoom(8, 10)).toBe(10);
    // A tiny field stops at 17.
    expect(fieldFitZoom(20, 10)).toBe(17);
    expect(fieldFitZoom(12, undefined)).toBe(12);
  });
});
