import { describe, expect, it } from 'vitest';
import { onsetRule, readOnset, regionalEarliestOnset } from '../../../functions/core/alerts/rules/onset';
import { showersFrom, situationOf } from './rule-series';

describe('the rainy-season onset rule', () => {
  it('dates the earliest onset by latitude, or by the team’s MM-DD', () => {
    expect(regionalEarliestOnset(6.5, 2026)).toBe('2026-03-01');
    expect(regionalEarliestOnset(9.1, 2026)).toBe('2026-04-01');
    expect(regionalEarliestOnset(11, 2026)).toBe('2026-05-01');
    expect(regionalEarliestOnset(12, 2026)).toBe('2026-06-01');
    expect(regionalEarliestOnset(12, 2026, '04-15')).toBe('2026-04-15');
  });

  it('says the rains look established once the rain run is observed and the next two weeks show no dry spell', () => {
    const situation = situationOf({ today: '2026-05-04', rain: { '2026-05-01': 12, '2026-05-02': 15 }, baseRain: showersFrom('2026-05-04') });
    const findings = onsetRule(situation);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ kind: 'onset', severity: 'info', episode: 'onset:2026', values: { date: '2026-05-01', mm: 27, days: 2 } });
    expect(findings[0]!.evidence).toMatchObject({ from: '2026-05-01', observed_until: '2026-05-03', figures: { rain_mm: 27 }, source: 'weather' });
    expect(findings[0]!.evidence.series[0]).toEqual({ date: '2026-05-01', value: 12, forecast: false });
  });

  it('warns of a false start as soon as the forecast shows a dry spell after the first rains', () => {
    // The rain run is still in the forecast; 7 dry days follow it within sight.
    const situation = situationOf({ today: '2026-04-03', rain: { '2026-04-08': 9, '2026-04-09': 14 }, baseRain: 0 });
    const findings = onsetRule(situation);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ kind: 'false_start', severity: 'warning', episode: 'false_start:2026-04-08', values: { date: '2026-04-08', mm: 23, days: 9 } });
    expect(findings[0]!.evidence.figures).toEqual({ rain_mm: 23, dry_days: 9 });
  });

  it('finds the onset after a false start, and keeps the false start while it is recent', () => {
    const rain: Record<string, number> = { '2026-04-08': 9, '2026-04-09': 14, '2026-05-01': 12, '2026-05-02': 15 };
    const situation = situationOf({ today: '2026-05-05', rain, baseRain: showersFrom('2026-05-04') });
    expect(onsetRule(situation).map((finding) => finding.episode)).toEqual(['false_start:2026-04-08', 'onset:2026']);
    const later = situationOf({ today: '2026-05-20', rain, baseRain: showersFrom('2026-05-04') });
    expect(onsetRule(later).map((finding) => finding.episode)).toEqual(['onset:2026']);
  });

  it('counts no rain before the earliest date, unless the team moves it earlier', () => {
    const options = { today: '2026-03-25', rain: { '2026-03-20': 15, '2026-03-21': 15 }, baseRain: showersFrom('2026-03-22') };
    expect(onsetRule(situationOf(options))).toEqual([]);
    expect(onsetRule(situationOf({ ...options, thresholds: { onsetEarliest: '03-15' } })).map((finding) => finding.kind)).toEqual(['onset']);
  });

  it('waits while the rain run is only forecast, or the visible days end in a dry run that may become a false start', () => {
    const forecastOnly = situationOf({ today: '2026-04-29', rain: { '2026-05-01': 12, '2026-05-02': 15 }, baseRain: showersFrom('2026-05-03') });
    expect(onsetRule(forecastOnly)).toEqual([]);
    // Observed run; wet days after it until the last four visible days, which are dry.
    const tail = situationOf({ today: '2026-05-04', rain: { '2026-05-01': 12, '2026-05-02': 15 }, baseRain: (date) => (date >= '2026-05-03' && date <= '2026-05-15' ? showersFrom('2026-05-03')(date) : 0) });
    expect(onsetRule(tail)).toEqual([]);
    expect(readOnset(tail).onset).toBeNull();
  });

  it('does not count a gap in the data as dry days', () => {
    const gap: Record<string, number | null> = { '2026-04-08': 9, '2026-04-09': 14 };
    for (let day = 10; day <= 19; day++) gap[`2026-04-${day}`] = day % 3 === 0 ? null : 0;
    expect(onsetRule(situationOf({ today: '2026-04-21', rain: gap, baseRain: showersFrom('2026-04-20') })).map((finding) => finding.kind)).toEqual(['onset']);
  });

  it('says nothing when the earliest date is out of sight, or on a short series', () => {
    expect(onsetRule(situationOf({ today: '2026-09-15', baseRain: showersFrom('2026-05-01') }))).toEqual([]);
    expect(onsetRule(situationOf({ today: '2026-04-10', from: '2026-04-09', to: '2026-04-11', rain: { '2026-04-10': 30 } }))).toEqual([]);
    expect(onsetRule(situationOf({ today: '2026-04-10', baseRain: 0, rain: {} , from: '2026-04-10', to: '2026-04-10' }))).toEqual([]);
  });
});
