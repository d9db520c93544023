import { describe, expect, it } from 'vitest';
import { heatRule } from '../../../functions/core/alerts/rules/heat';
import { maize, situationOf } from './rule-series';

const crop = maize('2026-01-20', '2026-04-30', '2026-03-16');

describe('the heat rule', () => {
  it('warns of a forecast maximum of 35 °C or more within three weeks of flowering', () => {
    const findings = heatRule(situationOf({ today: '2026-03-10', crops: [crop], maxC: { '2026-03-18': 36.2, '2026-03-20': 35 } }));
    expect(findings).toMatchObject([{ kind: 'heat', severity: 'warning', episode: 'heat:2026-01-20', values: { crop: 'maize', maxC: 36.2, date: '2026-03-18', days: 2 } }]);
    expect(findings[0]!.evidence).toMatchObject({ from: '2026-03-18', to: '2026-03-20', figures: { max_c: 36.2, hot_days: 2, threshold_c: 35 } });
  });

  it('says nothing of heat before flowering, after the three weeks, or already past', () => {
    expect(heatRule(situationOf({ today: '2026-03-01', crops: [crop], maxC: { '2026-03-15': 38 } }))).toEqual([]);
    expect(heatRule(situationOf({ today: '2026-04-01', crops: [crop], maxC: { '2026-04-06': 38 } }))).toEqual([]);
    expect(heatRule(situationOf({ today: '2026-03-25', crops: [crop], maxC: { '2026-03-20': 38 } }))).toEqual([]);
    expect(heatRule(situationOf({ today: '2026-03-25', crops: [crop], maxC: { '2026-04-05': 38 } }))).toHaveLength(1);
  });

  it('says nothing for a crop without an expected flowering, or below the team’s threshold', () => {
    expect(heatRule(situationOf({ today: '2026-03-10', crops: [{ ...crop, flowering: null }], maxC: { '2026-03-18': 40 } }))).toEqual([]);
    expect(heatRule(situationOf({ today: '2026-03-10', crops: [crop], maxC: { '2026-03-18': 36 }, thresholds: { heatMaxC: 37 } }))).toEqual([]);
  });
});
