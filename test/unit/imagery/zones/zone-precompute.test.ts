import { describe, expect, it } from 'vitest';
import { spreadDays, zoneSeasons, zonesOutdated } from '../../../../functions/core/imagery/zone-precompute';
import { decodePixels, encodePixels, ZONE_ENGINE_VERSION, type StoredZones } from '../../../../functions/core/imagery/zone-store';
import { GRID } from '../../../support/synthetic-zones';

const stored = (over: Partial<StoredZones> = {}): StoredZones => ({
  status: 'ready',
  seasons: [2024, 2025, 2026],
  candidates: 40,
  sceneCount: 38,
  surface: null,
  boundaryHash: 'b1',
  engineVersion: ZONE_ENGINE_VERSION,
  computedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('when a field\'s productivity zones are built again', () => {
  it('looks at the current year and the two before it', () => {
    expect(zoneSeasons('2026-11-27')).toEqual([2024, 2025, 2026]);
  });

  it('builds a missing, reshaped or older-engine layer, and one of a new season', () => {
    expect(zonesOutdated(null, 'b1', [2024, 2025, 2026], 3)).toBe(true);
    expect(zonesOutdated(stored(), 'b2', [2024, 2025, 2026], 40)).toBe(true);
    expect(zonesOutdated(stored({ engineVersion: ZONE_ENGINE_VERSION - 1 }), 'b1', [2024, 2025, 2026], 40)).toBe(true);
    expect(zonesOutdated(stored(), 'b1', [2025, 2026, 2027], 40)).toBe(true);
  });

  it('waits for a tenth more clear days before building again, not one day at a time', () => {
    expect(zonesOutdated(stored(), 'b1', [2024, 2025, 2026], 40)).toBe(false);
    expect(zonesOutdated(stored(), 'b1', [2024, 2025, 2026], 43)).toBe(false);
    expect(zonesOutdated(stored(), 'b1', [2024, 2025, 2026], 44)).toBe(true);
  });

  it('builds an insufficient layer again once enough clear days are stored', () => {
    const few = stored({ status: 'insufficient', candidates: 3, sceneCount: 0 });
    expect(zonesOutdated(few, 'b1', [2024, 2025, 2026], 4)).toBe(false);
    expect(zonesOutdated(few, 'b1', [2024, 2025, 2026], 5)).toBe(true);
  });

  it('spreads the days read over the seasons, the newest kept', () => {
    const days = Array.from({ length: 150 }, (_, i) => i);
    const kept = spreadDays(days, 60);
    expect(kept).toHaveLength(60);
    expect(kept.at(-1)).toBe(149);
    expect(kept[0]).toBeLessThan(5);
    expect(new Set(kept).size).toBe(60);
  });

  it('stores a surface to 1/10000 with its scene counts, and no value where none was measured', () => {
    const values = Float32Array.from([0.8123, Number.NaN, 1.25, 0]);
    const counts = Uint16Array.from([7, 0, 12, 3]);
    const surface = { grid: GRID, window: { x: 0, y: 0, width: 2, height: 2 }, values, counts, dates: [] };
    const back = decodePixels(encodePixels(surface), 4);
    expect(back.values[0]).toBeCloseTo(0.8123, 4);
    expect(back.values[1]).toBeNaN();
    expect(back.values[2]).toBeCloseTo(1.25, 4);
    expect([...back.counts]).toEqual([7, 0, 12, 3]);
    expect(() => decodePixels(encodePixels(surface), 9)).toThrow();
  });
});
