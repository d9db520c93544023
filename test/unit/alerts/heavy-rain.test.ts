import { describe, expect, it } from 'vitest';
import { heavyRainRule } from '../../../functions/core/alerts/rules/heavy-rain';
import { situationOf } from './rule-series';

const today = '2026-08-01';

describe('the heavy rain rule', () => {
  it('warns of a forecast day of 50 mm or more, and alerts from 75 mm', () => {
    expect(heavyRainRule(situationOf({ today, baseRain: 5, rain: { '2026-08-05': 60 } }))).toMatchObject([
      { kind: 'heavy_rain', severity: 'warning', episode: 'heavy_rain:2026-08-05', values: { date: '2026-08-05', mm: 60, days: 1 } },
    ]);
    const alert = heavyRainRule(situationOf({ today, baseRain: 5, rain: { '2026-08-05': 80 } }));
    expect(alert).toMatchObject([{ severity: 'alert', episode: 'heavy_rain:2026-08-05' }]);
    expect(alert[0]!.evidence).toMatchObject({ from: '2026-08-05', to: '2026-08-05', observed_until: '2026-07-31', figures: { rain_mm: 80, max_day_mm: 80 } });
    expect(alert[0]!.evidence.series).toEqual([{ date: '2026-08-05', value: 80, forecast: true }]);
  });

  it('warns of three days of 100 mm, dated the day the total is reached', () => {
    const findings = heavyRainRule(situationOf({ today, baseRain: 2, rain: { '2026-08-03': 40, '2026-08-04': 35, '2026-08-05': 30 } }));
    expect(findings).toMatchObject([{ kind: 'heavy_rain', severity: 'warning', episode: 'heavy_rain:2026-08-05', values: { date: '2026-08-03', mm: 105, days: 3 } }]);
  });

  it('makes one event of a heavy day within a heavy 3-day total, whose episode stays as the days pass', () => {
    const rain = { '2026-08-03': 30, '2026-08-04': 55, '2026-08-05': 30 };
    const before = heavyRainRule(situationOf({ today, baseRain: 2, rain }));
    expect(before.map((finding) => [finding.episode, finding.severity])).toEqual([['heavy_rain:2026-08-04', 'warning']]);
    const during = heavyRainRule(situationOf({ today: '2026-08-05', baseRain: 2, rain }));
    expect(during.map((finding) => finding.episode)).toEqual(['heavy_rain:2026-08-04']);
  });

  it('says nothing of heavy rain already past, nor below the thresholds', () => {
    expect(heavyRainRule(situationOf({ today, baseRain: 5, rain: { '2026-07-25': 90 } }))).toEqual([]);
    expect(heavyRainRule(situationOf({ today, baseRain: 20, rain: { '2026-08-05': 49 } }))).toEqual([]);
    expect(heavyRainRule(situationOf({ today, baseRain: 5, rain: { '2026-08-05': 200 }, thresholds: { heavyRainDayMm: 250, heavyRain3DayMm: 300 } }))).toEqual([]);
  });

  it('reads a day without a value as no rain, and copes with a short series', () => {
    expect(heavyRainRule(situationOf({ today, baseRain: 5, rain: { '2026-08-03': null, '2026-08-04': 60 } }))).toHaveLength(1);
    expect(heavyRainRule(situationOf({ today, from: today, to: today, rain: { [today]: 70 } }))).toMatchObject([{ episode: `heavy_rain:${today}` }]);
    expect(heavyRainRule(situationOf({ today, from: today, to: '2026-08-02', rain: { [today]: null } }))).toEqual([]);
  });
});
