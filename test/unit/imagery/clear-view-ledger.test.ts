import { describe, expect, it } from 'vitest';
import { clearViewLedger, ledgerSentence, type LedgerInput } from '../../../functions/core/imagery/clear-view-ledger';
import type { DatesResponse } from '../../../shared/api/schemas/monitoring';
import { ClearViewsResponse } from '../../../shared/api/schemas/radar';
import { CLEAR_VIEW, radarAttribution } from '../../../shared/domain/radar';

type OpticalDay = DatesResponse['dates'][number];

/** A computed day carries the field's cloud; a day not computed yet only the scene's. */
function opticalDay(date: string, cloud: { field?: number | null; scene?: number | null; computed?: boolean }): OpticalDay {
  const computed = cloud.computed ?? cloud.field !== undefined;
  return {
    date,
    sceneIds: [`S2B_${date}`],
    sceneCloudPercent: cloud.scene ?? null,
    cloudCoverPercentage: cloud.scene ?? null,
    fieldCloudPercent: computed ? (cloud.field ?? null) : null,
    validFraction: computed ? 1 - (cloud.field ?? 0) / 100 : 0,
    validPixelCount: computed ? 900 : null,
    lowConfidence: false,
    computed,
  };
}

const pass = (date: string) => ({ date, sceneIds: [`S1A_${date}`] });
const ATTRIBUTION = radarAttribution(2025);

function ledger(input: Partial<LedgerInput>) {
  const result = clearViewLedger({ start: '2025-06-01', end: '2025-09-30', optical: [], radar: [], radarOn: true, attribution: ATTRIBUTION, ...input });
  expect(() => ClearViewsResponse.parse({ ...result, field: { id: 'f1', name: 'North plot' } })).not.toThrow();
  return result;
}

describe('clear-view ledger: states', () => {
  it("takes a computed day's state from the field's cloud at the thresholds, and the scene's cloud before", () => {
    const { clearMaxCloud, partlyMaxCloud } = CLEAR_VIEW;
    const result = ledger({
      optical: [
        opticalDay('2025-06-02', { field: clearMaxCloud, scene: 90 }),
        opticalDay('2025-06-07', { field: clearMaxCloud + 0.1, scene: 5 }),
        opticalDay('2025-06-12', { field: partlyMaxCloud, scene: 5 }),
        opticalDay('2025-06-17', { field: partlyMaxCloud + 0.1, scene: 5 }),
        opticalDay('2025-06-22', { scene: 0 }),
        opticalDay('2025-06-27', { scene: 75 }),
        opticalDay('2025-07-02', { field: null, scene: 40, computed: true }),
        opticalDay('2025-07-07', { scene: null }),
      ],
    });
    expect(result.views.map(({ date, state, cloudPercent, fieldCloud }) => [date, state, cloudPercent, fieldCloud])).toEqual([
      ['2025-06-02', 'clear', clearMaxCloud, true],
      ['2025-06-07', 'partly-cloudy', clearMaxCloud + 0.1, true],
      ['2025-06-12', 'partly-cloudy', partlyMaxCloud, true],
      ['2025-06-17', 'cloudy', partlyMaxCloud + 0.1, true],
      ['2025-06-22', 'clear', 0, false],
      ['2025-06-27', 'cloudy', 75, false],
      ['2025-07-02', 'partly-cloudy', 40, false],
      ['2025-07-07', 'cloudy', null, false],
    ]);
    expect(result.views.every((view) => view.sensor === 'sentinel-2')).toBe(true);
    expect(result.counts).toEqual({ clear: 2, partlyCloudy: 3, cloudy: 3, radar: 0 });
    expect(result.usableViews).toBe(5);
  });

  it('lists radar passes as radar views, optical first on a shared date, in date order', () => {
    const result = ledger({
      optical: [opticalDay('2025-07-10', { field: 80 }), opticalDay('2025-06-05', { field: 0 })],
      radar: [pass('2025-07-10'), pass('2025-06-03')],
    });
    expect(result.views).toEqual([
      { date: '2025-06-03', sensor: 'sentinel-1', state: 'radar', cloudPercent: null, fieldCloud: false, sceneIds: ['S1A_2025-06-03'] },
      { date: '2025-06-05', sensor: 'sentinel-2', state: 'clear', cloudPercent: 0, fieldCloud: true, sceneIds: ['S2B_2025-06-05'] },
      { date: '2025-07-10', sensor: 'sentinel-2', state: 'cloudy', cloudPercent: 80, fieldCloud: true, sceneIds: ['S2B_2025-07-10'] },
      { date: '2025-07-10', sensor: 'sentinel-1', state: 'radar', cloudPercent: null, fieldCloud: false, sceneIds: ['S1A_2025-07-10'] },
    ]);
    expect(result.counts).toEqual({ clear: 1, partlyCloudy: 0, cloudy: 1, radar: 2 });
    expect(result.usableViews).toBe(3);
    expect(result).toMatchObject({ start: '2025-06-01', end: '2025-09-30', radar: true, attribution: ATTRIBUTION });
  });

  it('leaves out acquisitions outside the window', () => {
    const result = ledger({ optical: [opticalDay('2025-05-31', { field: 0 }), opticalDay('2025-10-01', { field: 0 })], radar: [pass('2025-05-30'), pass('2025-09-30')] });
    expect(result.views.map((view) => view.date)).toEqual(['2025-09-30']);
  });
});

describe('clear-view ledger: gaps', () => {
  it('measures the longest gap between usable views with the window edges, and the optical-only gap beside it', () => {
    const result = ledger({
      optical: [
        opticalDay('2025-06-05', { field: 0 }),
        opticalDay('2025-06-20', { field: 30 }),
        opticalDay('2025-07-15', { field: 95 }),
        opticalDay('2025-09-10', { field: 5 }),
      ],
      radar: [pass('2025-07-02'), pass('2025-07-14'), pass('2025-07-26'), pass('2025-08-07'), pass('2025-08-19'), pass('2025-08-31')],
    });
    expect(result.longestOpticalGap).toEqual({ days: 82, from: '2025-06-20', to: '2025-09-10' });
    expect(result.longestGap).toEqual({ days: 20, from: '2025-09-10', to: '2025-09-30' });
  });

  it('counts from the window start to the first usable view, the first of equal gaps winning', () => {
    const result = ledger({ start: '2025-06-01', end: '2025-06-21', optical: [opticalDay('2025-06-11', { field: 0 }), opticalDay('2025-06-03', { field: 90 })] });
    expect(result.longestGap).toEqual({ days: 10, from: '2025-06-01', to: '2025-06-11' });
  });

  it('makes the whole window the gap when nothing is usable, and is null only when the start is after the end', () => {
    expect(ledger({ optical: [opticalDay('2025-07-01', { field: 99 })] }).longestGap).toEqual({ days: 121, from: '2025-06-01', to: '2025-09-30' });
    expect(ledger({ start: '2025-06-01', end: '2025-06-01' }).longestGap).toEqual({ days: 0, from: '2025-06-01', to: '2025-06-01' });
    const backwards = clearViewLedger({ start: '2025-07-01', end: '2025-06-01', optical: [], radar: [], radarOn: true, attribution: ATTRIBUTION });
    expect(backwards.longestGap).toBeNull();
    expect(backwards.longestOpticalGap).toBeNull();
  });

  it('is optical only, with the same two gaps, when the stage has no radar', () => {
    const result = ledger({ optical: [opticalDay('2025-06-10', { field: 0 }), opticalDay('2025-08-01', { scene: 20 })], radar: [], radarOn: false, attribution: null });
    expect(result).toMatchObject({ radar: false, attribution: null, counts: { clear: 1, partlyCloudy: 1, cloudy: 0, radar: 0 }, usableViews: 2 });
    expect(result.longestGap).toEqual({ days: 60, from: '2025-08-01', to: '2025-09-30' });
    expect(result.longestOpticalGap).toEqual(result.longestGap);
  });
});

describe('ledgerSentence', () => {
  const sentence = (start: string, end: string, usableViews: number, days: number | null) =>
    ledgerSentence({ start, end, usableViews, longestGap: days === null ? null : { days, from: start, to: end } });

  it("names the window's months, counts views and days, singular and plural", () => {
    expect(sentence('2025-06-01', '2025-09-30', 17, 9)).toBe('17 usable views between June and September; longest gap 9 days');
    expect(sentence('2025-06-01', '2025-06-30', 1, 1)).toBe('1 usable view in June; longest gap 1 day');
    expect(sentence('2025-11-15', '2026-02-10', 4, 30)).toBe('4 usable views between November 2025 and February 2026; longest gap 30 days');
    expect(sentence('2025-06-01', '2026-06-01', 40, 12)).toBe('40 usable views between June 2025 and June 2026; longest gap 12 days');
  });

  it('says when nothing was usable and when there was no gap', () => {
    expect(sentence('2025-06-01', '2025-09-30', 0, 121)).toBe('No usable view between June and September; longest gap 121 days');
    expect(sentence('2025-06-01', '2025-06-01', 1, 0)).toBe('1 usable view in June; no gap between usable views');
    expect(sentence('2025-06-01', '2025-06-01', 0, 0)).toBe('No usable view in June');
  });

  it('reads a real ledger', () => {
    const result = ledger({ optical: [opticalDay('2025-06-05', { field: 0 }), opticalDay('2025-09-20', { field: 0 })], radar: [pass('2025-06-17'), pass('2025-09-01')] });
    expect(ledgerSentence(result)).toBe('4 usable views between June and September; longest gap 76 days');
  });
});
