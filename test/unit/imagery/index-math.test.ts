import { describe, expect, it } from 'vitest';
import { INDICES, INDEX_IDS, legendFor, rampColor } from '../../../shared/domain/indices';
import { indexColumn, indexFormula, msavi2, normalisedDifference, reci, savi } from '../../../functions/imagery/compute/index-formulas';
import { laiAngleTerms, laiFromReflectance } from '../../../functions/imagery/compute/lai';
import { percentileOfSorted, summarise } from '../../../functions/imagery/compute/summary-statistics';

/**
 * Outputs of Sentinel Hub's published LAI evalscript (sentinel-hub/custom-scripts sentinel-2/lai/script.js,
 * which returns LAI / 3) for these inputs, computed by running that script in Node.
 */
const SCRIPT_CASES = [
  { r: [0.045, 0.028, 0.07, 0.22, 0.3, 0.36, 0.17, 0.08], view: [5.2, 105], sun: [32.5, 150], laiOver3: 0.9921915999150034 },
  { r: [0.07, 0.06, 0.1, 0.2, 0.24, 0.27, 0.2, 0.12], view: [8, 280], sun: [45, 160], laiOver3: 0.3643398980597196 },
  { r: [0.1, 0.14, 0.16, 0.18, 0.19, 0.21, 0.3, 0.25], view: [2, 100], sun: [30, 140], laiOver3: 0.07673741497166037 },
  { r: [0.06, 0.04, 0.03, 0.02, 0.018, 0.015, 0.01, 0.008], view: [3, 110], sun: [40, 150], laiOver3: 0.12164725907445655 },
  { r: [0.08, 0.09, 0.12, 0.19, 0.22, 0.25, 0.26, 0.18], view: [0, 0], sun: [20, 90], laiOver3: 0.23853035425081212 },
] as const;

describe('LAI (SNAP biophysical network)', () => {
  it.each(SCRIPT_CASES)('matches the published script for reflectances %j', ({ r, view, sun, laiOver3 }) => {
    const terms = laiAngleTerms({ viewZenith: view[0], viewAzimuth: view[1], sunZenith: sun[0], sunAzimuth: sun[1] });
    expect(laiFromReflectance(r, terms)).toBeCloseTo(laiOver3 * 3, 12);
  });

  it('orders canopies sensibly: dense crop > medium canopy > bare soil', () => {
    const [dense, medium, soil] = SCRIPT_CASES.slice(0, 3).map((c) => c.laiOver3 * 3);
    expect(dense).toBeGreaterThan(2.5);
    expect(medium).toBeGreaterThan(soil as number);
    expect(soil).toBeLessThan(0.5);
  });
});

describe('index formulas', () => {
  it('normalised differences and SAVI with a configurable L; undefined where the denominator is 0', () => {
    expect(normalisedDifference(0.4, 0.1)).toBeCloseTo(0.6, 15);
    expect(normalisedDifference(0, 0)).toBeNaN();
    expect(savi(0.4, 0.1, 0.5)).toBeCloseTo((0.3 / 1.0) * 1.5, 15);
    expect(savi(0.4, 0.1, 0.428)).toBeCloseTo((0.3 / 0.928) * 1.428, 15);
    const bands: Record<string, number> = { B03: 0.05, B04: 0.04, B08: 0.3, B8A: 0.32, B11: 0.18 };
    const r = (b: string) => bands[b] as number;
    expect(indexFormula('NDVI')(r)).toBeCloseTo(0.26 / 0.34, 15);
    expect(indexFormula('NDMI')(r)).toBeCloseTo(0.14 / 0.5, 15);
    expect(indexFormula('NDWI')(r)).toBeCloseTo(-0.25 / 0.35, 15);
    expect(indexFormula('SAVI', { saviL: 0.25, angles: null })(r)).toBeCloseTo((0.26 / 0.59) * 1.25, 15);
  });

  it('NDRE, MSAVI2 and ReCI: known values, the same in the per-pixel and column forms, undefined without red edge', () => {
    const bands: Record<string, number> = { B04: 0.04, B05: 0.1, B07: 0.35, B08: 0.4 };
    const r = (b: string) => bands[b] as number;
    expect(indexFormula('NDRE')(r)).toBeCloseTo(0.3 / 0.5, 15);
    // (2 × 0.4 + 1 − √(1.8² − 8 × 0.36)) / 2 = (1.8 − √0.36) / 2 = 0.6
    expect(indexFormula('MSAVI2')(r)).toBeCloseTo(0.6, 15);
    expect(indexFormula('RECI')(r)).toBeCloseTo(2.5, 15);
    expect(msavi2(0.1, 0.1)).toBeCloseTo(0, 15);
    expect(msavi2(0.12, 0.2)).toBeLessThan(0);
    expect(reci(0.3, 0)).toBeNaN();
    const columns = { B04: Float64Array.from([0.04, 0.1]), B05: Float64Array.from([0.1, 0]), B07: Float64Array.from([0.35, 0.3]), B08: Float64Array.from([0.4, 0.2]) };
    const noAngles = () => ({ sunZenith: 45, sunAzimuth: 0, viewZenith: 0, viewAzimuth: 0 });
    expect(Array.from(indexColumn('NDRE', columns, 2, 0.5, noAngles))).toEqual([normalisedDifference(0.4, 0.1), 1]);
    expect(Array.from(indexColumn('MSAVI2', columns, 2, 0.5, noAngles))).toEqual([msavi2(0.4, 0.04), msavi2(0.2, 0.1)]);
    const reciColumn = indexColumn('RECI', columns, 2, 0.5, noAngles);
    expect(reciColumn[0]).toBeCloseTo(2.5, 15);
    expect(reciColumn[1]).toBeNaN();
  });

  it('the reflectance offset matters: the same DNs give a different NDVI with and without BOA_ADD_OFFSET', () => {
    const dn = { B04: 1800, B08: 4000 };
    const withOffset = normalisedDifference(dn.B08 * 1e-4 - 0.1, dn.B04 * 1e-4 - 0.1);
    const without = normalisedDifference(dn.B08 * 1e-4, dn.B04 * 1e-4);
    expect(withOffset).toBeCloseTo(2200 / 3800, 12);
    expect(withOffset - without).toBeGreaterThan(0.1);
  });
});

describe('summary statistics', () => {
  it('population stDev, numpy-linear percentiles, histogram with every value in one bin', () => {
    const values = Float64Array.from([0.9, 0.1, 0.25, 0.2, 0.35]);
    const s = summarise(values, 4);
    expect(s.mean).toBeCloseTo(0.36, 15);
    expect(s.stDev).toBeCloseTo(Math.sqrt(0.397 / 5), 12);
    expect(s.p10).toBeCloseTo(0.14, 12); // numpy.percentile(values, [10, 50, 90])
    expect(s.p50).toBeCloseTo(0.25, 12);
    expect(s.p90).toBeCloseTo(0.68, 12);
    expect(s.histogram.bins.map((b) => b.count)).toEqual([3, 1, 0, 1]);
    expect(s.histogram.bins[3]?.highEdge).toBe(0.9);
    expect(percentileOfSorted(Float64Array.from([5]), 90)).toBe(5);
  });

  it('no values: every statistic null, never NaN', () => {
    const s = summarise(new Float64Array(0));
    expect(s).toMatchObject({ count: 0, min: null, max: null, mean: null, stDev: null, p10: null, p50: null, p90: null });
    expect(JSON.stringify(s)).not.toContain('NaN');
  });

  it('one repeated value: zero spread, one full bin', () => {
    const s = summarise(Float64Array.from([0.5, 0.5, 0.5]), 5);
    expect(s.stDev).toBe(0);
    expect(s.histogram.bins[0]?.count).toBe(3);
  });
});

describe('index catalogue', () => {
  it('lists the nine indices with their bands, the three red-edge and soil-adjusted ones after SAVI', () => {
    expect(INDEX_IDS).toEqual(['NDVI', 'NDMI', 'NDWI', 'LAI', 'SAVI', 'NDRE', 'MSAVI2', 'RECI', 'TRUE_COLOR']);
    expect(INDICES.NDRE.bands).toEqual(['B08', 'B05']);
    expect(INDICES.MSAVI2.bands).toEqual(['B08', 'B04']);
    expect(INDICES.RECI.bands).toEqual(['B07', 'B05']);
    expect(INDICES.NDMI.bands).toEqual(['B8A', 'B11']);
    expect(INDICES.LAI.bands).toHaveLength(8);
    expect(INDICES.TRUE_COLOR.kind).toBe('rgb');
  });

  it('ramps interpolate between stops and clamp outside', () => {
    const ramp = INDICES.NDWI.ramp;
    expect(rampColor(ramp, -5)).toEqual([0, 128, 0]);
    expect(rampColor(ramp, 0)).toEqual([255, 255, 255]);
    expect(rampColor(ramp, 0.4)).toEqual([128, 128, 230]);
    expect(rampColor(ramp, 9)).toEqual([0, 0, 204]);
  });

  it('legends cover the display range with ordered colour stops', () => {
    const legend = legendFor('NDVI');
    expect(legend.min).toBe(-1);
    expect(legend.stops[0]).toEqual({ value: -1, color: '#0c0c0c' });
    expect(legend.stops.at(-1)).toEqual({ value: 1, color: '#004400' });
    const values = legend.stops.map((s) => s.value);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(legendFor('TRUE_COLOR').stops).toEqual([]);
  });
});
