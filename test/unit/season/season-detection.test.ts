import { describe, expect, it } from 'vitest';
import { detectSeasons, type SeasonDetection, type SeasonSeriesPoint } from '../../../functions/core/season/season-detection';
import { SEASON_THRESHOLDS } from '../../../functions/core/season/season-thresholds';
import { SEASON_EVENT_KINDS, SEASON_MESSAGES, type SeasonEventKind } from '../../../shared/domain/season';
import { dateOf, dayOf, doubleLogistic, knownEvents, syntheticSeries, syntheticVh, type SyntheticSeason } from './synthetic-curves';

const YEAR = 2024;
// The year +- SEASON_MARGIN_DAYS, as the detector is given it.
const FROM = '2023-11-02';
const TO = '2025-03-01';
const FRACTIONS = { sowing: SEASON_THRESHOLDS.sowingFraction, emergence: SEASON_THRESHOLDS.emergenceFraction, harvest: SEASON_THRESHOLDS.harvestFraction, lagDays: SEASON_THRESHOLDS.emergenceLagDays };

const maize: SyntheticSeason = { riseMid: dayOf('2024-06-15'), riseWidth: 8, fallMid: dayOf('2024-09-25'), fallWidth: 6, amplitude: 0.6 };

const event = (detection: SeasonDetection, kind: SeasonEventKind, season = 1) => detection.events.find((candidate) => candidate.kind === kind && candidate.season === season);
const dayOfEvent = (detection: SeasonDetection, kind: SeasonEventKind, season = 1) => {
  const found = event(detection, kind, season);
  if (!found) throw new Error(`no ${kind} in season ${season}: ${JSON.stringify(detection.events.map((e) => `${e.season} ${e.kind} ${e.date}`))}`);
  return dayOf(found.date);
};
/** The day the curve is highest within the season. */
const peakOf = (curve: (day: number) => number, from: number, to: number) => {
  let best = from;
  for (let day = from; day <= to; day++) if (curve(day) > curve(best)) best = day;
  return best;
};

function expectEventsNear(detection: SeasonDetection, season: SyntheticSeason, curve: (day: number) => number, tolerance: number, number = 1) {
  const known = knownEvents(season, FRACTIONS);
  expect(Math.abs(dayOfEvent(detection, 'sowing', number) - known.sowing)).toBeLessThanOrEqual(tolerance);
  expect(Math.abs(dayOfEvent(detection, 'emergence', number) - known.emergence)).toBeLessThanOrEqual(tolerance);
  expect(Math.abs(dayOfEvent(detection, 'harvest', number) - known.harvest)).toBeLessThanOrEqual(tolerance);
  // A double logistic's top is a plateau: the peak must be on it (within 5 % of the amplitude of the true top).
  const top = curve(peakOf(curve, season.riseMid, season.fallMid));
  expect(top - curve(dayOfEvent(detection, 'peak', number))).toBeLessThanOrEqual(0.05 * season.amplitude);
}

describe('detectSeasons on a single crop season', () => {
  const curve = doubleLogistic(0.18, [maize]);

  it('recovers sowing, emergence, peak and harvest of a noisy curve, in order, with high confidence where views are close', () => {
    const detection = detectSeasons({ year: YEAR, points: syntheticSeries({ curve, from: FROM, to: TO, noise: 0.03 }), radar: [] });
    expect(detection.landUse).toBe('crop');
    expect(detection.message).toBeNull();
    expect(detection.seasons).toHaveLength(1);
    expect(detection.events.map((e) => e.kind)).toEqual([...SEASON_EVENT_KINDS]);
    expectEventsNear(detection, maize, curve, 6);
    const dates = detection.events.map((e) => e.date);
    expect([...dates].sort()).toEqual(dates);
    expect(event(detection, 'sowing')?.confidence).toBe('high');
    const season = detection.seasons[0];
    expect(season?.start).toBe(event(detection, 'sowing')?.date);
    expect(season?.end).toBe(event(detection, 'harvest')?.date);
    expect(season?.amplitude).toBeGreaterThan(0.5);
    expect(season?.peakValue).toBeGreaterThan(0.7);
  });

  it('gives each event its rule in words and the points around it', () => {
    const points = syntheticSeries({ curve, from: FROM, to: TO });
    const detection = detectSeasons({ year: YEAR, points, radar: [] });
    const emergence = event(detection, 'emergence');
    expect(emergence?.evidence.rule).toContain('20 % of the season');
    expect(emergence?.evidence.points.length).toBe(2 * SEASON_THRESHOLDS.evidencePoints);
    const day = dayOf(emergence?.date ?? '');
    for (const point of emergence?.evidence.points ?? []) expect(Math.abs(dayOf(point.date) - day)).toBeLessThanOrEqual(10);
    expect(event(detection, 'senescence')?.evidence.rule).toContain('90 %');
  });

  it('keeps within 10 days through a rainy-season cloud gap filled by radar estimates with intervals, and says medium confidence there', () => {
    const points = syntheticSeries({ curve, from: FROM, to: TO, noise: 0.03, seed: 3, cloudy: [{ from: '2024-06-20', to: '2024-09-15', width: 0.2 }] });
    const detection = detectSeasons({ year: YEAR, points, radar: [] });
    expect(detection.landUse).toBe('crop');
    expectEventsNear(detection, maize, curve, 10);
    expect(event(detection, 'peak')?.confidence).toBe('medium');
    expect(event(detection, 'peak')?.evidence.points.every((point) => point.source === 'radar-estimate')).toBe(true);
  });

  it('trusts wide estimates less than optical views: wrong values barely move the events as estimates, far more as views', () => {
    const points = syntheticSeries({ curve, from: FROM, to: TO, noise: 0 });
    const wrongDays = [1, 7, 13].map((offset) => dateOf(dayOf('2024-05-10') + offset));
    const estimates: SeasonSeriesPoint[] = wrongDays.map((date) => ({ date, value: 0.7, source: 'radar-estimate', low: 0.35, high: 1 }));
    const views: SeasonSeriesPoint[] = wrongDays.map((date) => ({ date, value: 0.7, source: 'optical', low: null, high: null }));
    const clean = dayOfEvent(detectSeasons({ year: YEAR, points, radar: [] }), 'emergence');
    const byEstimates = Math.abs(dayOfEvent(detectSeasons({ year: YEAR, points: [...points, ...estimates], radar: [] }), 'emergence') - clean);
    const byViews = Math.abs(dayOfEvent(detectSeasons({ year: YEAR, points: [...points, ...views], radar: [] }), 'emergence') - clean);
    expect(byEstimates).toBeLessThanOrEqual(3);
    expect(byViews).toBeGreaterThan(3 * Math.max(1, byEstimates));
  });

  it('says low confidence for an event in a long gap without any view', () => {
    const points = syntheticSeries({ curve, from: FROM, to: TO }).filter((point) => point.date < '2024-05-20' || point.date > '2024-06-30');
    const detection = detectSeasons({ year: YEAR, points, radar: [] });
    expect(event(detection, 'emergence')?.confidence).toBe('low');
  });

  it('says low confidence for every event of a season whose amplitude is weak, however close the views', () => {
    const faint: SyntheticSeason = { ...maize, amplitude: 0.3 };
    const detection = detectSeasons({ year: YEAR, points: syntheticSeries({ curve: doubleLogistic(0.3, [faint]), from: FROM, to: TO, noise: 0.01 }), radar: [] });
    expect(detection.landUse).toBe('crop');
    expect(detection.seasons[0]?.confidence).toBe('low');
    expect(new Set(detection.events.map((e) => e.confidence))).toEqual(new Set(['low']));
  });

  it('puts the harvest where radar VH drops, between the passes with and without the canopy, and shows them as evidence', () => {
    // The canopy is cut on 20 September, while the index declines slowly through its 30 % level days later.
    const cut = dayOf('2024-09-20');
    const slow: SyntheticSeason = { ...maize, fallMid: dayOf('2024-09-28'), fallWidth: 8 };
    const slowCurve = doubleLogistic(0.18, [slow]);
    const radar = syntheticVh(FROM, TO, (day) => (day >= slow.riseMid && day <= cut ? 1 : 0));
    const detection = detectSeasons({ year: YEAR, points: syntheticSeries({ curve: slowCurve, from: FROM, to: TO }), radar });
    const harvest = event(detection, 'harvest');
    // Passes every 6 days on alternating orbits: the other orbit's pass between two of the same narrows it to 3 days.
    expect(Math.abs(dayOf(harvest?.date ?? '') - cut)).toBeLessThanOrEqual(3);
    expect(harvest?.evidence.rule).toContain('radar VH fell');
    const passes = harvest?.evidence.points.filter((point) => point.source === 'radar-vh').map((point) => point.date) ?? [];
    expect(passes.length).toBeGreaterThanOrEqual(2);
    expect(passes.some((date) => dayOf(date) <= cut) && passes.some((date) => dayOf(date) > cut)).toBe(true);
    const withoutRadar = detectSeasons({ year: YEAR, points: syntheticSeries({ curve: slowCurve, from: FROM, to: TO }), radar: [] });
    expect(event(withoutRadar, 'harvest')?.evidence.rule).not.toContain('radar');
  });

  it('is pure: the same input in any order gives the same answer', () => {
    const points = syntheticSeries({ curve, from: FROM, to: TO, noise: 0.03 });
    const first = detectSeasons({ year: YEAR, points, radar: [] });
    expect(detectSeasons({ year: YEAR, points: [...points].reverse(), radar: [] })).toEqual(first);
  });
});

describe('detectSeasons on two seasons a year', () => {
  const early: SyntheticSeason = { riseMid: dayOf('2024-04-15'), riseWidth: 6, fallMid: dayOf('2024-06-20'), fallWidth: 5, amplitude: 0.5 };
  const late: SyntheticSeason = { riseMid: dayOf('2024-08-01'), riseWidth: 6, fallMid: dayOf('2024-10-10'), fallWidth: 5, amplitude: 0.55 };
  const curve = doubleLogistic(0.2, [early, late]);

  it('finds both seasons (double-crop) with their own events', () => {
    const detection = detectSeasons({ year: YEAR, points: syntheticSeries({ curve, from: FROM, to: TO, noise: 0.03, seed: 11 }), radar: [] });
    expect(detection.landUse).toBe('double-crop');
    expect(detection.seasons.map((season) => season.season)).toEqual([1, 2]);
    expectEventsNear(detection, early, curve, 7, 1);
    expectEventsNear(detection, late, curve, 7, 2);
    expect((detection.seasons[0]?.end ?? '') < (detection.seasons[1]?.start ?? '')).toBe(true);
  });

  it('returns only the seasons whose peak falls in the year', () => {
    const winter: SyntheticSeason = { riseMid: dayOf('2024-11-20'), riseWidth: 6, fallMid: dayOf('2025-02-10'), fallWidth: 5, amplitude: 0.5 };
    const withWinter = doubleLogistic(0.2, [early, winter]);
    const points = syntheticSeries({ curve: withWinter, from: FROM, to: TO, seed: 5 });
    const detection = detectSeasons({ year: YEAR, points, radar: [] });
    expect(detection.landUse).toBe('crop');
    expect(detection.seasons).toHaveLength(1);
    expect(event(detection, 'peak')?.date.startsWith('2024-05')).toBe(true);
    // The same series read for the next year: the winter season peaks in it, sown in the year before.
    const nextYear = detectSeasons({ year: 2025, points, radar: [] });
    expect(nextYear.seasons).toHaveLength(1);
    expect(event(nextYear, 'peak')?.date.startsWith('2025-01')).toBe(true);
    expectNear(dayOfEvent(nextYear, 'sowing'), knownEvents(winter, FRACTIONS).sowing, 7);
    expectNear(dayOfEvent(nextYear, 'harvest'), knownEvents(winter, FRACTIONS).harvest, 7);
  });
});

describe('detectSeasons where there is no crop', () => {
  it('calls a field that only greens a little with the rains fallow, with no event', () => {
    const weeds: SyntheticSeason = { riseMid: dayOf('2024-06-01'), riseWidth: 12, fallMid: dayOf('2024-10-20'), fallWidth: 12, amplitude: 0.2 };
    const detection = detectSeasons({ year: YEAR, points: syntheticSeries({ curve: doubleLogistic(0.2, [weeds]), from: FROM, to: TO, noise: 0.03 }), radar: [] });
    expect(detection).toEqual({ landUse: 'fallow', seasons: [], events: [], message: SEASON_MESSAGES.noSeason(YEAR) });
  });

  it('calls ground that stays low bare', () => {
    const detection = detectSeasons({ year: YEAR, points: syntheticSeries({ curve: () => 0.14, from: FROM, to: TO, noise: 0.02 }), radar: [] });
    expect(detection).toEqual({ landUse: 'bare', seasons: [], events: [], message: SEASON_MESSAGES.bare(YEAR) });
  });

  it('says unknown with too few points, a long gap or none at all', () => {
    const curve = doubleLogistic(0.18, [maize]);
    const unknown = { landUse: 'unknown', seasons: [], events: [], message: SEASON_MESSAGES.unknown(YEAR) };
    const sparse = syntheticSeries({ curve, from: FROM, to: TO, revisit: 40 });
    expect(detectSeasons({ year: YEAR, points: sparse, radar: [] })).toEqual(unknown);
    const gap = syntheticSeries({ curve, from: FROM, to: TO }).filter((point) => point.date < '2024-05-01' || point.date > '2024-08-31');
    expect(detectSeasons({ year: YEAR, points: gap, radar: [] })).toEqual(unknown);
    expect(detectSeasons({ year: YEAR, points: [], radar: [] })).toEqual(unknown);
    const broken = syntheticSeries({ curve, from: FROM, to: TO }).map((point) => ({ ...point, value: Number.NaN }));
    expect(detectSeasons({ year: YEAR, points: broken, radar: [] })).toEqual(unknown);
  });
});

describe('detectSeasons on a crop still standing', () => {
  const curve = doubleLogistic(0.18, [maize]);

  it('gives sowing and peak but no harvest when the series ends before the fall', () => {
    const detection = detectSeasons({ year: YEAR, points: syntheticSeries({ curve, from: FROM, to: '2024-09-05' }), radar: [] });
    expect(detection.landUse).toBe('crop');
    expect(detection.seasons[0]?.end).toBeNull();
    expect(event(detection, 'harvest')).toBeUndefined();
    expectNear(dayOfEvent(detection, 'sowing'), knownEvents(maize, FRACTIONS).sowing, 6);
    expect(event(detection, 'peak')).toBeDefined();
  });

  it('gives sowing and emergence only while the crop is still rising, no peak yet', () => {
    const detection = detectSeasons({ year: YEAR, points: syntheticSeries({ curve, from: FROM, to: '2024-07-15' }), radar: [] });
    expect(detection.landUse).toBe('crop');
    expect(detection.events.map((e) => e.kind)).toEqual(['sowing', 'emergence']);
    expect(detection.seasons[0]?.end).toBeNull();
  });

  it('invents no sowing for a season already green when the series starts', () => {
    // A slow dry-season crop sown in October of the year before, peaking in February: the series (from 2 November)
    // starts on its rise, already past 20 % of its amplitude.
    const dry: SyntheticSeason = { riseMid: dayOf('2023-11-05'), riseWidth: 15, fallMid: dayOf('2024-03-10'), fallWidth: 6, amplitude: 0.6 };
    const detection = detectSeasons({ year: YEAR, points: syntheticSeries({ curve: doubleLogistic(0.18, [dry, maize]), from: FROM, to: TO }), radar: [] });
    expect(detection.landUse).toBe('double-crop');
    expect(event(detection, 'sowing', 1)).toBeUndefined();
    expect(event(detection, 'emergence', 1)).toBeUndefined();
    expect(detection.seasons[0]?.start).toBeNull();
    expectNear(dayOfEvent(detection, 'harvest', 1), knownEvents(dry, FRACTIONS).harvest, 6);
    expectNear(dayOfEvent(detection, 'sowing', 2), knownEvents(maize, FRACTIONS).sowing, 6);
  });
});

function expectNear(day: number, known: number, tolerance: number) {
  expect(Math.abs(day - known)).toBeLessThanOrEqual(tolerance);
}
