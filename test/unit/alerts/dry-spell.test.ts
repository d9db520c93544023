import { describe, expect, it } from 'vitest';
import { drySpellRule } from '../../../functions/core/alerts/rules/dry-spell';
import { replayFindings } from '../../../functions/core/alerts/rules/replay';
import { addDays, eachDay } from '../../../shared/domain/weather';
import { maize, showersFrom, situationOf } from './rule-series';

/** A season: onset rains on 1–2 May, showers every other day from 3 May, rain on 19 June, and a dry spell of `length` days from 20 June. */
function season(length: number, rainAfter = 8) {
  const rain: Record<string, number> = { '2026-05-01': 12, '2026-05-02': 15, '2026-06-19': 6 };
  for (const date of eachDay('2026-06-20', addDays('2026-06-20', length - 1))) rain[date] = 0.4;
  rain[addDays('2026-06-20', length)] = rainAfter;
  return { rain, baseRain: showersFrom('2026-05-03', 6, 2) };
}

const crop = maize('2026-05-10', '2026-10-02', '2026-07-29');

describe('the dry spell rule', () => {
  it('warns at 7 dry days, alerts at 10, then says the rain has returned: one episode by the first dry day', () => {
    const { rain, baseRain } = season(11);
    // The forecast shows rain from today on: only the observed dry days count.
    const observedOnly = (today: string) => ({ ...rain, ...Object.fromEntries(eachDay(today, addDays(today, 15)).map((date) => [date, 5])) });
    const warning = drySpellRule(situationOf({ today: '2026-06-27', rain: { ...observedOnly('2026-06-27') }, baseRain, crops: [crop] }));
    expect(warning).toMatchObject([{ kind: 'dry_spell', severity: 'warning', episode: 'dry_spell:2026-06-20', values: { days: 7, date: '2026-06-20', crop: 'maize' } }]);
    expect(warning[0]!.evidence).toMatchObject({ from: '2026-06-20', to: '2026-06-26', observed_until: '2026-06-26', figures: { dry_days: 7, rain_mm: 2.8 } });
    const alert = drySpellRule(situationOf({ today: '2026-06-30', rain: observedOnly('2026-06-30'), baseRain, crops: [crop] }));
    expect(alert).toMatchObject([{ kind: 'dry_spell', severity: 'alert', episode: 'dry_spell:2026-06-20', values: { days: 10 } }]);
    const returned = drySpellRule(situationOf({ today: '2026-07-02', rain, baseRain, crops: [crop] }));
    expect(returned).toMatchObject([{ kind: 'rain_returned', severity: 'info', episode: 'rain_returned:2026-06-20', values: { days: 11, date: '2026-07-01', mm: 8 } }]);
    expect(drySpellRule(situationOf({ today: '2026-07-06', rain, baseRain, crops: [crop] }))).toEqual([]);
  });

  it('warns ahead from the forecast, and the replay keeps the warning, its escalation and the return once each', () => {
    const { rain, baseRain } = season(11);
    const series = situationOf({ today: '2026-09-01', from: '2026-01-01', to: '2026-09-30', rain, baseRain, crops: [crop] }).weather.map((day) => ({ ...day, forecast: false }));
    // A forecast that sees no more than 8 days ahead: the spell shows as 7 or 8 days, then the full 11.
    const shortSighted = (today: string, day: (typeof series)[number]) => (day.date > addDays(today, 7) ? { ...day, rainMm: 5 } : day);
    const found = replayFindings({ series, crops: [crop], thresholds: situationOf({ today: '2026-06-01' }).thresholds, lat: 9, lon: 8, from: '2026-06-01', to: '2026-07-31', forecast: shortSighted });
    const dryFindings = found.filter((finding) => finding.kind !== 'onset');
    expect(found.filter((finding) => finding.kind === 'onset')).toHaveLength(1);
    expect(dryFindings.map((finding) => [finding.episode, finding.severity])).toEqual([
      ['dry_spell:2026-06-20', 'warning'],
      ['dry_spell:2026-06-20', 'alert'],
      ['rain_returned:2026-06-20', 'info'],
    ]);
    expect(dryFindings[0]!.foundOn).toBe('2026-06-21');
    expect(dryFindings[1]!.foundOn).toBe('2026-06-22');
    expect(dryFindings[2]!.foundOn).toBe('2026-07-02');
  });

  it('says nothing of a spell only forecast, before its first dry day is observed', () => {
    const { rain, baseRain } = season(11);
    expect(drySpellRule(situationOf({ today: '2026-06-20', rain, baseRain, crops: [crop] }))).toEqual([]);
    expect(drySpellRule(situationOf({ today: '2026-06-21', rain, baseRain, crops: [crop] }))).toMatchObject([{ severity: 'alert', values: { days: 11 } }]);
  });

  it('says nothing of a spell shorter than the warning', () => {
    const { rain, baseRain } = season(6);
    expect(drySpellRule(situationOf({ today: '2026-06-24', rain, baseRain, crops: [crop] }))).toEqual([]);
    expect(drySpellRule(situationOf({ today: '2026-06-27', rain, baseRain, crops: [crop] }))).toEqual([]);
  });

  it('says nothing before this year’s onset: a dry-season crop, or the dry spell of a false start', () => {
    const dry = situationOf({ today: '2026-02-20', baseRain: 0, crops: [maize('2026-01-20', '2026-04-30')] });
    expect(drySpellRule(dry)).toEqual([]);
    const falseStart = situationOf({ today: '2026-04-15', rain: { '2026-04-08': 9, '2026-04-09': 14 }, baseRain: 0, crops: [maize('2026-04-05', '2026-06-14')] });
    expect(drySpellRule(falseStart)).toEqual([]);
  });

  it('says nothing without a crop in its sensitive window (sowing to harvest − 21 days)', () => {
    const { rain, baseRain } = season(11);
    expect(drySpellRule(situationOf({ today: '2026-06-25', rain, baseRain }))).toEqual([]);
    expect(drySpellRule(situationOf({ today: '2026-06-25', rain, baseRain, crops: [maize('2026-03-01', '2026-07-05')] }))).toEqual([]);
    expect(drySpellRule(situationOf({ today: '2026-06-25', rain, baseRain, crops: [maize('2026-07-10', '2026-10-30')] }))).toEqual([]);
    expect(drySpellRule(situationOf({ today: '2026-06-25', rain, baseRain, crops: [maize('2026-03-01', '2026-07-25')] }))).toHaveLength(1);
  });

  it('reads the season as under way once the onset is out of sight, after the wet season’s rain', () => {
    const rain: Record<string, number> = { '2026-09-09': 12 };
    for (const date of eachDay('2026-09-10', '2026-09-21')) rain[date] = 0;
    const late = situationOf({ today: '2026-09-15', rain, baseRain: showersFrom('2026-05-01', 12, 2), crops: [maize('2026-06-01', '2026-11-15')] });
    expect(drySpellRule(late)).toMatchObject([{ kind: 'dry_spell', severity: 'alert', episode: 'dry_spell:2026-09-10' }]);
  });

  it('does not count days without a value as dry: a gap splits the spell', () => {
    const { rain, baseRain } = season(11);
    expect(drySpellRule(situationOf({ today: '2026-06-30', rain, baseRain, crops: [crop] }))).toHaveLength(1);
    expect(drySpellRule(situationOf({ today: '2026-06-30', rain: { ...rain, '2026-06-24': null }, baseRain, crops: [crop] }))).toEqual([]);
  });
});
