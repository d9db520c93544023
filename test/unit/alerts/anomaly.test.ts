import { describe, expect, it } from 'vitest';
import { anomalyRule, clearPoints, slopeOf, usualRange, type AnomalyInput } from '../../../functions/core/alerts/rules/anomaly';
import type { CropWindow, IndexPoint } from '../../../functions/core/alerts/rules/types';
import { AlertEvidence } from '../../../shared/api/schemas/alerts';
import { DEFAULT_ALERT_THRESHOLDS } from '../../../shared/domain/alerts';
import { addDays } from '../../../shared/domain/weather';

/** The crop anomaly rule on hand-made NDVI series: a maize field sown on 1 May 2026 (emerged about 22 May). */
const maize: CropWindow = { crop: 'Maize', sowing: '2026-05-01', harvest: '2026-09-30', flowering: '2026-07-20', source: 'planned' };

/** A point every 5 days from `from` to `to`, valued by `value(date)`. */
function every5(from: string, to: string, value: (date: string) => number): IndexPoint[] {
  const points: IndexPoint[] = [];
  for (let date = from; date <= to; date = addDays(date, 5)) points.push({ date, value: value(date) });
  return points;
}

/** The field's previous years: 0.60 (2024) and 0.65 (2025) through the season's weeks. */
const previous = [...every5('2024-05-01', '2024-09-30', () => 0.6), ...every5('2025-05-01', '2025-09-30', () => 0.65)];

/** This season: 0.62 until 5 July, then 0.50, 0.48, 0.45 (10, 15 and 20 July). */
const dropping = (date: string) => (date < '2026-07-10' ? 0.62 : date === '2026-07-10' ? 0.5 : date === '2026-07-15' ? 0.48 : 0.45);
const current = every5('2026-05-26', '2026-07-20', dropping);

const input = (overrides: Partial<AnomalyInput> = {}): AnomalyInput => ({
  today: '2026-07-21',
  crops: [maize],
  current,
  previous,
  peers: [],
  thresholds: DEFAULT_ALERT_THRESHOLDS,
  ...overrides,
});

describe('A: below the field\'s own range for the same weeks', () => {
  it('finds the last two clear observations below the lowest of the previous years by the margin, with the evidence', () => {
    const findings = anomalyRule(input());
    expect(findings).toHaveLength(1);
    const [finding] = findings;
    expect(finding).toMatchObject({ kind: 'anomaly', severity: 'warning', episode: 'anomaly:2026:2026-07-10' });
    expect(finding!.values).toEqual({ index: 'NDVI', value: 0.45, usual: 0.6, date: '2026-07-20', crop: 'Maize' });
    const evidence = AlertEvidence.parse(finding!.evidence);
    expect(evidence).toMatchObject({ from: '2026-07-10', to: '2026-07-20', observed_until: '2026-07-20', source: 'index' });
    expect(evidence.figures).toMatchObject({ index: 0.45, usual_low: 0.6, usual_high: 0.65, years: 2 });
    expect(evidence.series.map((point) => point.value)).toEqual(current.map((point) => point.value));
  });

  it('keeps one episode while the condition goes on, and waits for a second low observation', () => {
    const asOf = (today: string) => anomalyRule(input({ today, current: current.filter((point) => point.date < today) }));
    expect(asOf('2026-07-11')).toEqual([]); // one low observation is not enough (a cloud's shadow, a bad scene)
    expect(asOf('2026-07-16').map((finding) => finding.episode)).toEqual(['anomaly:2026:2026-07-10']);
    expect(asOf('2026-07-21').map((finding) => finding.episode)).toEqual(['anomaly:2026:2026-07-10']);
  });

  it('raises nothing within the range or less than the margin below it', () => {
    expect(anomalyRule(input({ current: every5('2026-05-26', '2026-07-20', () => 0.62) }))).toEqual([]);
    // 0.57 is below the usual low (0.60) but by less than the margin (0.05).
    expect(anomalyRule(input({ current: every5('2026-05-26', '2026-07-20', (date) => (date < '2026-07-10' ? 0.62 : 0.57)) }))).toEqual([]);
    // A wider margin of the team's leaves 0.50 and 0.48 within it.
    expect(anomalyRule(input({ thresholds: { ...DEFAULT_ALERT_THRESHOLDS, anomalyMargin: 0.2 } }))).toEqual([]);
  });

  it('needs at least two previous years near the same days', () => {
    expect(anomalyRule(input({ previous: previous.filter((point) => point.date.startsWith('2025')) }))).toEqual([]);
    expect(usualRange(previous, '2026-07-20')).toEqual({ low: 0.6, high: 0.65, years: 2 });
    // Only values within 7 days of the same calendar day count.
    const far = [
      { date: '2024-07-12', value: 0.3 },
      { date: '2025-07-28', value: 0.3 },
      { date: '2024-07-13', value: 0.5 },
      { date: '2025-07-27', value: 0.7 },
    ];
    expect(usualRange(far, '2026-07-20')).toEqual({ low: 0.5, high: 0.7, years: 2 });
    expect(usualRange(far.slice(0, 2), '2026-07-20')).toBeNull();
  });

  it('raises nothing when the newest observation is more than three weeks old', () => {
    expect(anomalyRule(input({ today: '2026-08-12' }))).toEqual([]);
  });
});

describe('B: falling faster than the team\'s other fields of the same crop', () => {
  /** This season without previous years (A cannot hold): 0.70 until 5 July, then 0.01 a day lower. */
  const falling = every5('2026-05-26', '2026-07-20', (date) => (date <= '2026-07-05' ? 0.7 : 0.7 - 0.01 * ((Date.parse(date) - Date.parse('2026-07-05')) / 86_400_000)));
  const flat = every5('2026-05-26', '2026-07-20', () => 0.68);
  const slowly = every5('2026-05-26', '2026-07-20', (date) => 0.7 - 0.0005 * ((Date.parse(date) - Date.parse('2026-05-26')) / 86_400_000));

  it('finds a decline steeper than the peers\' median by the margin over three weeks, with the slopes', () => {
    const findings = anomalyRule(input({ previous: [], current: falling, peers: [flat, slowly, flat] }));
    expect(findings).toHaveLength(1);
    const [finding] = findings;
    expect(finding).toMatchObject({ kind: 'anomaly', severity: 'warning' });
    // On 10 July one lower point in three weeks is a fall of 0.042 (under the margin); on 15 July 0.105, on 20 July more.
    expect(finding!.episode).toBe('anomaly_decline:2026:2026-07-15');
    const figures = AlertEvidence.parse(finding!.evidence).figures;
    expect(figures.slope).toBeLessThan(0);
    expect(figures.peers_slope).toBe(0); // the median of 0, -0.0005 and 0
    expect(figures.peers).toBe(3);
    expect(finding!.values).toMatchObject({ index: 'NDVI', value: 0.55, date: '2026-07-20', crop: 'Maize' });
  });

  it('keeps the decline\'s episode while it goes on, and waits for a second observation', () => {
    const longer = every5('2026-05-26', '2026-07-30', (date) => (date <= '2026-07-05' ? 0.7 : 0.7 - 0.01 * ((Date.parse(date) - Date.parse('2026-07-05')) / 86_400_000)));
    const level = every5('2026-05-26', '2026-07-30', () => 0.68);
    const asOf = (today: string) =>
      anomalyRule(input({ today, previous: [], current: longer.filter((point) => point.date < today), peers: [level, level] })).map((finding) => finding.episode);
    expect(asOf('2026-07-11')).toEqual([]);
    expect(asOf('2026-07-16')).toEqual([]); // the condition holds as of one observation only
    expect(asOf('2026-07-21')).toEqual(['anomaly_decline:2026:2026-07-15']);
    expect(asOf('2026-07-26')).toEqual(['anomaly_decline:2026:2026-07-15']);
    expect(asOf('2026-07-31')).toEqual(['anomaly_decline:2026:2026-07-15']);
  });

  it('needs two other fields, a steeper fall than theirs, and a crop name', () => {
    expect(anomalyRule(input({ previous: [], current: falling, peers: [flat] }))).toEqual([]);
    expect(anomalyRule(input({ previous: [], current: falling, peers: [falling, falling] }))).toEqual([]);
    expect(anomalyRule(input({ previous: [], current: flat, peers: [flat, flat] }))).toEqual([]);
    const detected: CropWindow = { ...maize, crop: '', source: 'detected' };
    expect(anomalyRule(input({ crops: [detected], previous: [], current: falling, peers: [flat, flat] }))).toEqual([]);
  });

  it('is not raised beside A: one message for one low field', () => {
    const findings = anomalyRule(input({ peers: [every5('2026-05-26', '2026-07-20', () => 0.62), every5('2026-05-26', '2026-07-20', () => 0.62)] }));
    expect(findings.map((finding) => finding.episode)).toEqual(['anomaly:2026:2026-07-10']);
  });

  it('reads the least-squares slope of the points, per day', () => {
    expect(slopeOf([{ date: '2026-07-01', value: 0.7 }, { date: '2026-07-11', value: 0.6 }])).toBeCloseTo(-0.01, 10);
    expect(slopeOf([{ date: '2026-07-01', value: 0.7 }])).toBeNull();
  });
});

describe('only while a crop is in the field', () => {
  it('raises nothing before emergence, after harvest or without a crop', () => {
    const early = every5('2026-05-02', '2026-05-20', () => 0.1);
    expect(anomalyRule(input({ today: '2026-05-21', current: early }))).toEqual([]);
    expect(anomalyRule(input({ today: '2026-10-05', current: every5('2026-05-26', '2026-10-04', () => 0.2) }))).toEqual([]);
    expect(anomalyRule(input({ crops: [] }))).toEqual([]);
  });

  it('does not count bare-soil observations before emergence in the run', () => {
    // Low values right after sowing, then normal: nothing.
    const soil = every5('2026-05-02', '2026-07-20', (date) => (date < '2026-05-22' ? 0.15 : 0.62));
    expect(anomalyRule(input({ current: soil }))).toEqual([]);
  });
});

describe('clear observations', () => {
  it('keeps means over at least half the field, not low-confidence, within the cloud limit', () => {
    const base = { validFraction: 0.9, lowConfidence: false, fieldCloudPercent: 5 };
    const points = clearPoints([
      { date: '2026-07-05', mean: 0.6, ...base },
      { date: '2026-07-01', mean: 0.5, ...base, fieldCloudPercent: undefined },
      { date: '2026-07-02', mean: 0.2, ...base, validFraction: 0.3 },
      { date: '2026-07-03', mean: 0.2, ...base, lowConfidence: true },
      { date: '2026-07-04', mean: 0.2, ...base, fieldCloudPercent: 60 },
      { date: '2026-07-06', ...base },
    ]);
    expect(points).toEqual([
      { date: '2026-07-01', value: 0.5 },
      { date: '2026-07-05', value: 0.6 },
    ]);
  });
});
