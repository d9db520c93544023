import { describe, expect, it } from 'vitest';
import { cropOn, dayGdd, gddSum, rainSum, sprayWindow } from '../../../functions/core/alerts/agronomy';
import type { CropWindow, RuleDay } from '../../../functions/core/alerts/rules/types';
import { mergedThresholds } from '../../../functions/core/alerts/thresholds';
import { DEFAULT_ALERT_THRESHOLDS } from '../../../shared/domain/alerts';

/** A field's agronomic weather: degree days, rain since sowing, spray windows, and the season they are counted from. */
const day = (date: string, values: Partial<RuleDay> = {}): RuleDay => ({ date, rainMm: 0, maxC: 30, minC: 20, windMs: 2, forecast: false, ...values });

describe('growing degree days', () => {
  it('averages max and min, less the base, never below zero', () => {
    expect(dayGdd(30, 20, 10)).toBe(15); // (30 + 20) / 2 − 10
    expect(dayGdd(14, 4, 10)).toBe(0); // a mean of 9 °C: below the base
    expect(dayGdd(28, 22, 8)).toBe(17);
  });

  it('caps the maximum and minimum at 30 °C (maize: no faster growth above it)', () => {
    expect(dayGdd(38, 24, 10)).toBe(17); // (30 + 24) / 2 − 10, not (38 + 24) / 2 − 10 = 21
    expect(dayGdd(40, 32, 10)).toBe(20); // both capped
  });

  it('leaves out a day missing a temperature, and sums to 0.1', () => {
    expect(dayGdd(null, 20, 10)).toBeNull();
    const days = [day('2026-06-01', { maxC: 31.3, minC: 21.1 }), day('2026-06-02', { maxC: null }), day('2026-06-03', { maxC: 27.4, minC: 19.8 })];
    // (30 + 21.1) / 2 − 10 = 15.55; (27.4 + 19.8) / 2 − 10 = 13.6
    expect(gddSum(days, 10)).toBe(29.2);
    expect(gddSum([], 10)).toBe(0);
  });
});

describe('rain since sowing', () => {
  it('sums the days with a value, to 0.1 mm', () => {
    expect(rainSum([day('2026-06-01', { rainMm: 12.34 }), day('2026-06-02', { rainMm: null }), day('2026-06-03', { rainMm: 0.2 })])).toBe(12.5);
    expect(rainSum([])).toBe(0);
  });
});

describe('spray windows', () => {
  const thresholds = DEFAULT_ALERT_THRESHOLDS; // wind ≤ 4 m/s, rain < 1 mm, max < 32 °C

  it('advises a calm, dry, mild day', () => {
    expect(sprayWindow(day('2026-06-01', { windMs: 4, rainMm: 0.9, maxC: 31.9 }), thresholds)).toEqual({
      start: '2026-06-01',
      end: '2026-06-01',
      ok: true,
      reasons: [],
      wind_ms: 4,
      rain_mm: 0.9,
      max_c: 31.9,
    });
  });

  it('names each reason against: wind, rain, heat', () => {
    expect(sprayWindow(day('2026-06-01', { windMs: 4.1 }), thresholds)).toMatchObject({ ok: false, reasons: ['wind'] });
    expect(sprayWindow(day('2026-06-01', { rainMm: 1 }), thresholds)).toMatchObject({ ok: false, reasons: ['rain'] });
    expect(sprayWindow(day('2026-06-01', { maxC: 32 }), thresholds)).toMatchObject({ ok: false, reasons: ['heat'] });
    expect(sprayWindow(day('2026-06-01', { windMs: 9, rainMm: 25, maxC: 36 }), thresholds)).toMatchObject({ ok: false, reasons: ['wind', 'rain', 'heat'] });
  });

  it('follows the team\'s thresholds, and does not advise a day it cannot judge', () => {
    expect(sprayWindow(day('2026-06-01', { windMs: 5 }), { ...thresholds, sprayMaxWindMs: 6 })).toMatchObject({ ok: true });
    expect(sprayWindow(day('2026-06-01', { windMs: null }), thresholds)).toMatchObject({ ok: false, reasons: [], wind_ms: null });
  });
});

describe('the season in the field', () => {
  const planned: CropWindow = { crop: 'Maize', sowing: '2026-05-10', harvest: '2026-09-20', flowering: null, source: 'planned' };
  const detected: CropWindow = { crop: '', sowing: '2026-05-01', harvest: null, flowering: null, source: 'detected' };
  const last: CropWindow = { crop: 'Rice', sowing: '2025-06-01', harvest: '2025-10-15', flowering: null, source: 'planned' };

  it('is the planned season covering the day, else the detected one', () => {
    expect(cropOn([last, detected, planned], '2026-07-01')).toBe(planned);
    expect(cropOn([last, detected, planned], '2026-05-05')).toBe(detected);
    expect(cropOn([last, detected, planned], '2026-05-10')).toBe(planned); // sowing day and harvest day count
    expect(cropOn([planned], '2026-09-20')).toBe(planned);
  });

  it('is none outside every season; a detected season without an end lasts 200 days', () => {
    expect(cropOn([planned], '2026-09-21')).toBeNull();
    expect(cropOn([planned], '2026-05-09')).toBeNull();
    expect(cropOn([detected], '2026-11-17')).toBe(detected);
    expect(cropOn([detected], '2026-11-18')).toBeNull();
    expect(cropOn([], '2026-07-01')).toBeNull();
  });
});

describe('a team\'s thresholds', () => {
  it('are the stored values over the defaults, ignoring values of the wrong type', () => {
    expect(mergedThresholds(undefined)).toEqual(DEFAULT_ALERT_THRESHOLDS);
    expect(mergedThresholds('{"gddBaseC":8,"onsetEarliest":"04-15"}')).toEqual({ ...DEFAULT_ALERT_THRESHOLDS, gddBaseC: 8, onsetEarliest: '04-15' });
    expect(mergedThresholds('{"gddBaseC":"8","sprayMaxC":null,"other":1}')).toEqual(DEFAULT_ALERT_THRESHOLDS);
    expect(mergedThresholds('not json')).toEqual(DEFAULT_ALERT_THRESHOLDS);
  });
});
