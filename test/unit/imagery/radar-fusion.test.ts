import { describe, expect, it } from 'vitest';
import { fitRadarRelation } from '../../../functions/core/imagery/radar-fit';
import { fuseSeries, pairPoints } from '../../../functions/core/imagery/radar-fusion';
import { tQuantile } from '../../../functions/core/imagery/student-t';
import { SeriesResponse, type SeriesEntry } from '../../../shared/api/schemas/monitoring';
import { FUSION, FUSION_NOTES, RADAR_MESSAGES, radarAttribution } from '../../../shared/domain/radar';
import { addDays } from '../../../shared/domain/weather';
import { gaussian, opticalEntry, ORBIT_A, ORBIT_B, radarPoint, scenario, START, TRUTH } from './support/radar-truth';
import { seeded } from './support/synthetic';

/**
 * The estimate fit against a synthetic truth (support/radar-truth.ts): NDVI = 0.15 + 0.8·RVI + the orbit's offset
 * + noise (σ 0.03), with two relative orbits (22 descending every 6 days, the reference; 95 ascending every 12
 * days, 0.06 higher).
 */

const estimatesOf = (entries: readonly SeriesEntry[]) => entries.filter((entry) => entry.source === 'radar-estimate');

describe('Student t quantiles', () => {
  it('match the published table (two-sided 80 % and 95 %)', () => {
    const table: ReadonlyArray<[number, number, number]> = [
      [1, 3.078, 12.706], [2, 1.886, 4.303], [3, 1.638, 3.182], [5, 1.476, 2.571], [10, 1.372, 2.228], [30, 1.31, 2.042], [120, 1.289, 1.98],
    ];
    for (const [degrees, t90, t975] of table) {
      expect(tQuantile(0.9, degrees)).toBeCloseTo(t90, 3);
      expect(tQuantile(0.975, degrees)).toBeCloseTo(t975, 3);
      expect(tQuantile(0.1, degrees)).toBeCloseTo(-t90, 3);
    }
    expect(tQuantile(0.9, 100_000)).toBeCloseTo(1.2816, 2);
    expect(tQuantile(0.5, 7)).toBe(0);
  });

  it('refuses probabilities outside (0, 1) and degrees of freedom that are not whole and positive', () => {
    expect(() => tQuantile(1, 5)).toThrow(/strictly between 0 and 1/);
    expect(() => tQuantile(0, 5)).toThrow(/strictly between 0 and 1/);
    expect(() => tQuantile(Number.NaN, 5)).toThrow(/strictly between 0 and 1/);
    expect(() => tQuantile(0.9, 0)).toThrow(/whole degrees of freedom/);
    expect(() => tQuantile(0.9, 2.5)).toThrow(/whole degrees of freedom/);
  });
});

describe('fuseSeries: a synthetic truth', () => {
  it('recovers the slope, intercept and orbit offset within their intervals and reports a good field fit', () => {
    const { input } = scenario(7);
    const fused = fuseSeries(input);
    expect(fused.fusion).toMatchObject({ scope: 'field', quality: 'good', message: null });
    expect(fused.fusion.r2).toBeGreaterThan(FUSION.goodR2);
    expect(fused.fusion.rmse).toBeGreaterThan(TRUTH.sigma * 0.7);
    expect(fused.fusion.rmse).toBeLessThan(TRUTH.sigma * 1.3);

    const fit = fitRadarRelation(pairPoints(input.optical, input.radar));
    if (!fit) throw new Error('the synthetic truth must be fitted');
    const t99 = tQuantile(0.995, fit.degreesOfFreedom);
    expect(Math.abs(fit.slope - TRUTH.slope)).toBeLessThan(t99 * fit.slopeStandardError);
    expect(Math.abs(fit.intercept - TRUTH.intercept)).toBeLessThan(t99 * fit.interceptStandardError);
    expect(fit.slopeStandardError).toBeLessThan(0.05);
    expect(fused.fusion.slope).toBe(fit.slope);
    expect(fused.fusion.intercept).toBe(fit.intercept);

    const [reference, other] = fit.orbits;
    expect(reference).toMatchObject({ orbitState: 'descending', relativeOrbit: 22, offset: 0, group: 'reference' });
    expect(other).toMatchObject({ orbitState: 'ascending', relativeOrbit: 95, group: 'own' });
    expect(Math.abs((other?.offset ?? 0) - ORBIT_B.offset)).toBeLessThan(t99 * (other?.offsetStandardError ?? 0));
    expect(fused.fusion.orbits).toEqual(fit.orbits.map(({ orbitState, relativeOrbit, offset, pairs }) => ({ orbitState, relativeOrbit, offset, pairs })));
    expect(fused.fusion.orbits.reduce((sum, orbit) => sum + orbit.pairs, 0)).toBe(fused.fusion.pairs);
  });

  it("covers 70-90 % of held-out truths with its 80 % intervals, and the slope's 80 % interval the true slope as often", () => {
    let estimates = 0;
    let covered = 0;
    let slopeCovered = 0;
    const draws = 200;
    for (let seed = 1; seed <= draws; seed++) {
      const { input, truthAt } = scenario(seed * 7919);
      const fused = fuseSeries(input);
      for (const entry of estimatesOf(fused.C0)) {
        const truth = truthAt.get(entry.date);
        if (truth === undefined || !entry.interval) continue;
        estimates += 1;
        if (truth >= entry.interval.low && truth <= entry.interval.high) covered += 1;
      }
      const fit = fitRadarRelation(pairPoints(input.optical, input.radar));
      if (fit && Math.abs(fit.slope - TRUTH.slope) <= fit.t * fit.slopeStandardError) slopeCovered += 1;
    }
    expect(estimates).toBeGreaterThan(1000);
    expect(covered / estimates).toBeGreaterThan(0.7);
    expect(covered / estimates).toBeLessThan(0.9);
    expect(slopeCovered / draws).toBeGreaterThan(0.7);
    expect(slopeCovered / draws).toBeLessThan(0.9);
  });

  it('fills each radar date with no optical point within 3 days with an estimate in the schema shape, and keeps optical points as they are', () => {
    const { input } = scenario(11);
    const fused = fuseSeries(input);
    expect(() => SeriesResponse.shape.C0.parse(fused.C0)).not.toThrow();
    const estimates = estimatesOf(fused.C0);
    expect(estimates.length).toBe(fused.fusion.estimates);
    expect(estimates.length).toBeGreaterThan(10);
    const opticalDays = input.optical.map((entry) => Date.parse(entry.date) / 86_400_000);
    const radarByDate = new Map(input.radar.map((point) => [point.date, point]));
    for (const entry of estimates) {
      const day = Date.parse(entry.date) / 86_400_000;
      expect(opticalDays.every((other) => Math.abs(other - day) > FUSION.fillAfterDays)).toBe(true);
      const pass = radarByDate.get(entry.date);
      expect(pass).toBeDefined();
      expect(entry.interval).not.toBeNull();
      expect(entry.percentiles).toEqual({ p10: entry.interval?.low, p50: entry.basicStats.mean, p90: entry.interval?.high });
      expect(entry.basicStats.min).toBe(entry.interval?.low);
      expect(entry.basicStats.max).toBe(entry.interval?.high);
      expect(entry.basicStats.mean).toBeGreaterThan(entry.interval?.low ?? Infinity);
      expect(entry.basicStats.stDev).toBeGreaterThan(TRUTH.sigma * 0.7);
      expect(entry.histogram.bins).toEqual([]);
      expect(entry.sceneIds).toEqual(pass?.sceneIds);
      expect(entry).toMatchObject({ fieldCloudPercent: null, sceneCloudPercent: null, pixelCount: 250, validPixelCount: 240, validFraction: 0.96, lowConfidence: false });
      expect(entry.notes).toEqual([FUSION_NOTES.estimate(pass?.rvi ?? 0, FUSION.fillAfterDays)]);
    }
    const optical = fused.C0.filter((entry) => entry.source === 'optical');
    expect(optical).toHaveLength(input.optical.length);
    expect(optical.every((entry) => entry.interval === null)).toBe(true);
    expect(fused.fusion.attribution).toBe(radarAttribution(2024));
  });

  it('lists optical points and estimates in date order whatever order they came in', () => {
    const { input } = scenario(13);
    const dates = fuseSeries(input).C0.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates).size).toBe(dates.length);
  });
});

describe('fuseSeries: when radar cannot fill', () => {
  it('says the fit is poor, and estimates nothing, when the optical index does not follow radar', () => {
    const random = seeded(3);
    const { input } = scenario(5, { relation: () => 0.2 + 0.6 * random() });
    const fused = fuseSeries(input);
    expect(fused.fusion.quality).toBe('poor');
    expect(fused.fusion.scope).toBe('field');
    expect(fused.fusion.r2).toBeLessThan(FUSION.minR2);
    expect(fused.fusion.estimates).toBe(0);
    expect(fused.fusion.message).toBe(RADAR_MESSAGES.poorFit(fused.fusion.r2 ?? -1, fused.fusion.pairs));
    expect(estimatesOf(fused.C0)).toEqual([]);
    expect(fused.C0).toHaveLength(input.optical.length);
  });

  it('calls a fit poor when more biomass would lower NDVI, and accepts a falling NDWI', () => {
    const falling = (rvi: number) => 0.9 - 0.8 * rvi;
    const { input } = scenario(17, { relation: (rvi, offset, random) => falling(rvi) + offset + 0.02 * gaussian(random) });
    const ndvi = fuseSeries(input);
    expect(ndvi.fusion.r2).toBeGreaterThan(FUSION.goodR2);
    expect(ndvi.fusion.slope).toBeLessThan(0);
    expect(ndvi.fusion).toMatchObject({ quality: 'poor', estimates: 0, message: RADAR_MESSAGES.wrongSign(ndvi.fusion.pairs) });

    const ndwi = fuseSeries({ ...input, index: 'NDWI' });
    expect(ndwi.fusion).toMatchObject({ quality: 'good', message: null });
    expect(ndwi.fusion.estimates).toBeGreaterThan(0);
  });

  it('falls back to the region when the field has too few pairs, fitting on the field and region pairs together', () => {
    const field = scenario(19, { days: 30 });
    const fieldPairs = pairPoints(field.input.optical, field.input.radar).length;
    expect(fieldPairs).toBeGreaterThan(0);
    expect(fieldPairs).toBeLessThan(FUSION.minFieldPairs);
    const neighbours = [scenario(23).input, scenario(29).input];
    const regionPairs = neighbours.reduce((sum, other) => sum + pairPoints(other.optical, other.radar).length, 0);
    const fused = fuseSeries({ ...field.input, region: neighbours.map(({ optical, radar }) => ({ optical, radar })) });
    expect(fused.fusion).toMatchObject({ scope: 'region', quality: 'good', pairs: fieldPairs + regionPairs, message: null });
    const estimates = estimatesOf(fused.C0);
    expect(estimates.length).toBe(fused.fusion.estimates);
    expect(estimates.length).toBeGreaterThan(0);
    expect(estimates.every((entry) => field.input.radar.some((point) => point.date === entry.date))).toBe(true);
  });

  it('takes the region fit when the field fits poorly on its own (its dates span too little of a season), and keeps the field fit when the region fits no better', () => {
    // The field's dates: a flat index whatever the radar says (dry-season soil, say).
    const flat = scenario(41, { days: 120, relation: (_rvi, _offset, random) => 0.3 + 0.04 * gaussian(random) });
    const alone = fuseSeries(flat.input);
    expect(alone.fusion).toMatchObject({ scope: 'field', quality: 'poor', estimates: 0 });
    const neighbours = [scenario(43).input, scenario(47).input].map(({ optical, radar }) => ({ optical, radar }));
    const fused = fuseSeries({ ...flat.input, region: neighbours });
    expect(fused.fusion.scope).toBe('region');
    expect(['good', 'fair']).toContain(fused.fusion.quality);
    expect(fused.fusion.message).toBeNull();
    expect(fused.fusion.estimates).toBeGreaterThan(0);

    const noisyRegion = [scenario(53, { relation: (_rvi, _offset, random) => 0.4 + 0.1 * gaussian(random) }).input].map(({ optical, radar }) => ({ optical, radar }));
    expect(fuseSeries({ ...flat.input, region: noisyRegion }).fusion).toMatchObject({ scope: 'field', quality: 'poor', estimates: 0, r2: alone.fusion.r2 });
  });

  it('is insufficient, with no estimate and the number of pairs said, when neither field nor region has enough pairs', () => {
    const field = scenario(31, { days: 30 });
    const fieldPairs = pairPoints(field.input.optical, field.input.radar).length;
    const small = scenario(37, { days: 20 }).input;
    expect(fieldPairs + pairPoints(small.optical, small.radar).length).toBeLessThan(FUSION.minRegionPairs);
    for (const region of [undefined, [], [{ optical: small.optical, radar: small.radar }]]) {
      const fused = fuseSeries({ ...field.input, region });
      expect(fused.fusion).toEqual({
        scope: 'none', quality: 'insufficient', pairs: fieldPairs, r2: null, rmse: null, slope: null, intercept: null, orbits: [],
        estimates: 0, message: RADAR_MESSAGES.fewPairs(fieldPairs), attribution: radarAttribution(2024),
      });
      expect(fused.C0.every((entry) => entry.source === 'optical')).toBe(true);
    }
  });

  it('is poor rather than a division by zero when every pass has the same RVI', () => {
    const optical = Array.from({ length: 8 }, (_, i) => opticalEntry(addDays(START, i * 10), 0.3 + i * 0.05));
    const radar = optical.map((entry) => radarPoint(entry.date, 0.4));
    const fused = fuseSeries({ index: 'NDVI', optical, radar, attributionYear: 2024 });
    expect(fused.fusion).toMatchObject({ scope: 'field', quality: 'poor', pairs: 8, r2: 0, slope: null, estimates: 0, message: RADAR_MESSAGES.poorFit(0, 8) });
  });
});

describe('fuseSeries: pairs and estimates', () => {
  const line = (rvi: number, i: number) => 0.15 + 0.8 * rvi + (i % 2 === 0 ? 0.01 : -0.01);

  it('pairs an optical point with the nearest pass within 3 days only, and leaves low-confidence points out of the fit', () => {
    const optical = [opticalEntry('2024-03-10', 0.5), opticalEntry('2024-03-20', 0.6), opticalEntry('2024-04-01', 0.4), opticalEntry('2024-04-10', 0.7, { lowConfidence: true })];
    const radar = [
      radarPoint('2024-03-07', 0.2), radarPoint('2024-03-12', 0.3), radarPoint('2024-03-08', 0.9, ORBIT_A, { lowConfidence: true }),
      radarPoint('2024-03-24', 0.5), radarPoint('2024-03-29', 0.45), radarPoint('2024-04-10', 0.6),
    ];
    expect(pairPoints(optical, radar)).toEqual([
      { rvi: 0.3, value: 0.5, orbit: { orbitState: 'descending', relativeOrbit: 22 } },
      { rvi: 0.45, value: 0.4, orbit: { orbitState: 'descending', relativeOrbit: 22 } },
    ]);
  });

  it('estimates nothing within 3 days of an optical point and one entry per radar date (the better pass)', () => {
    const pairs = Array.from({ length: 8 }, (_, i) => 0.25 + i * 0.07);
    const optical = pairs.map((rvi, i) => opticalEntry(addDays(START, i * 10), line(rvi, i)));
    const radar = pairs.map((rvi, i) => radarPoint(addDays(START, i * 10), rvi));
    const lastOptical = addDays(START, 70);
    radar.push(radarPoint(addDays(lastOptical, 3), 0.5), radarPoint(addDays(lastOptical, 4), 0.5));
    radar.push(radarPoint(addDays(lastOptical, 20), 0.3, ORBIT_A, { lowConfidence: true, validPixelCount: 12 }), radarPoint(addDays(lastOptical, 20), 0.6, ORBIT_A, { validPixelCount: 200 }));
    const fused = fuseSeries({ index: 'NDVI', optical, radar, attributionYear: 2025 });
    const estimates = estimatesOf(fused.C0);
    expect(estimates.map((entry) => entry.date)).toEqual([addDays(lastOptical, 4), addDays(lastOptical, 20)]);
    expect(estimates[1]?.basicStats.mean).toBeCloseTo(0.15 + 0.8 * 0.6, 1);
    expect(estimates[1]?.validPixelCount).toBe(200);
    expect(fused.fusion.attribution).toBe(radarAttribution(2025));
  });

  it('flags an estimate from a low-confidence pass, and every estimate of a fair fit', () => {
    const pairs = Array.from({ length: 8 }, (_, i) => 0.25 + i * 0.07);
    const optical = pairs.map((rvi, i) => opticalEntry(addDays(START, i * 10), line(rvi, i)));
    const radar = [...pairs.map((rvi, i) => radarPoint(addDays(START, i * 10), rvi)), radarPoint('2024-06-01', 0.5, ORBIT_A, { lowConfidence: true }), radarPoint('2024-06-13', 0.5)];
    const good = fuseSeries({ index: 'NDVI', optical, radar, attributionYear: 2024 });
    expect(good.fusion.quality).toBe('good');
    expect(estimatesOf(good.C0).map((entry) => [entry.date, entry.lowConfidence])).toEqual([['2024-06-01', true], ['2024-06-13', false]]);
    expect(estimatesOf(good.C0)[0]?.notes).toContain(FUSION_NOTES.lowConfidence);

    const { input } = scenario(41, { relation: (rvi, offset, random) => TRUTH.intercept + TRUTH.slope * rvi + offset + 0.12 * gaussian(random) });
    const fair = fuseSeries(input);
    expect(fair.fusion.quality).toBe('fair');
    const estimates = estimatesOf(fair.C0);
    expect(estimates.length).toBeGreaterThan(0);
    expect(estimates.every((entry) => entry.lowConfidence && entry.notes.includes(FUSION_NOTES.fair(fair.fusion.r2 ?? -1)))).toBe(true);
  });

  it("clamps an estimate and its interval to the index's display range", () => {
    const pairs = Array.from({ length: 10 }, (_, i) => 0.2 + i * 0.08);
    const optical = pairs.map((rvi, i) => opticalEntry(addDays(START, i * 10), line(rvi, i)));
    const radar = [...pairs.map((rvi, i) => radarPoint(addDays(START, i * 10), rvi)), radarPoint('2024-08-01', 1.6), radarPoint('2024-08-20', 0.02)];
    const fused = fuseSeries({ index: 'NDVI', optical, radar, attributionYear: 2024 });
    const [high, low] = estimatesOf(fused.C0);
    expect(high).toMatchObject({ date: '2024-08-01', basicStats: { mean: 1 }, interval: { high: 1 } });
    expect(high?.interval?.low).toBeLessThanOrEqual(1);
    expect(low?.basicStats.mean).toBeCloseTo(0.15 + 0.8 * 0.02, 1);

    const lai = fuseSeries({ index: 'LAI', optical: optical.map((entry, i) => opticalEntry(entry.date, 8 * (pairs[i] ?? 0) - 2)), radar, attributionYear: 2024 });
    const laiLow = estimatesOf(lai.C0).find((entry) => entry.date === '2024-08-20');
    expect(laiLow).toMatchObject({ basicStats: { mean: 0 }, interval: { low: 0 } });
  });

  it("gives an orbit too rare for its own offset the reference level, and an orbit never paired the same", () => {
    const { input } = scenario(43);
    const rare = { orbitState: 'ascending', relativeOrbit: 168 } as const;
    const unseen = { orbitState: 'descending', relativeOrbit: 124 } as const;
    const extra = [addDays(START, 33), addDays(START, 201)];
    const fused = fuseSeries({
      ...input,
      optical: [...input.optical, ...extra.map((date) => opticalEntry(date, 0.5))],
      radar: [...input.radar, ...extra.map((date) => radarPoint(date, 0.4, rare)), radarPoint('2025-03-01', 0.5, unseen)],
    });
    expect(fused.fusion.orbits.find((orbit) => orbit.relativeOrbit === 168)).toEqual({ ...rare, offset: 0, pairs: 2 });
    expect(fused.fusion.orbits.map((orbit) => orbit.relativeOrbit)).toEqual([22, 95, 168]);
    const estimate = fused.C0.find((entry) => entry.date === '2025-03-01');
    expect(estimate?.source).toBe('radar-estimate');
    expect(estimate?.basicStats.mean).toBeCloseTo((fused.fusion.intercept ?? 0) + (fused.fusion.slope ?? 0) * 0.5, 10);
  });

  it('pools orbits with few pairs each into one shared offset once they have enough pairs together', () => {
    const { input } = scenario(47);
    const pooledOffset = 0.1;
    const rare = [
      { orbitState: 'ascending', relativeOrbit: 168, days: [33, 201] },
      { orbitState: 'descending', relativeOrbit: 124, days: [69, 105] },
    ] as const;
    const passes = rare.flatMap((orbit) => orbit.days.map((day, i) => ({ orbit, date: addDays(START, day), rvi: 0.3 + 0.15 * i + orbit.relativeOrbit / 1000 })));
    const fused = fuseSeries({
      ...input,
      optical: [...input.optical, ...passes.map((pass) => opticalEntry(pass.date, TRUTH.intercept + TRUTH.slope * pass.rvi + pooledOffset))],
      radar: [...input.radar, ...passes.map((pass) => radarPoint(pass.date, pass.rvi, pass.orbit))],
    });
    const [first, second] = [168, 124].map((orbit) => fused.fusion.orbits.find((entry) => entry.relativeOrbit === orbit));
    expect(first?.pairs).toBe(2);
    expect(second?.pairs).toBe(2);
    expect(first?.offset).toBe(second?.offset);
    expect(first?.offset).toBeCloseTo(pooledOffset, 1);
    expect(fused.fusion.orbits.find((entry) => entry.relativeOrbit === 95)?.offset).toBeCloseTo(ORBIT_B.offset, 1);
  });
});
