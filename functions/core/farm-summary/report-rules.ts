import { messageRef } from '../../../shared/i18n/message-ref';

/**
 * The report's numbers and its possible causes of plant-health change, as pure functions of the period's index
 * scenes and weather, so a test can recompute every number from the same series. Thresholds are stated in the
 * evidence each cause prints: no cause is given without the numbers that triggered it.
 */
export interface SceneValue {
  date: string;
  mean: number | null;
  validFraction: number;
}

/** A scene counts when at least half the field was seen clear (as for the stored latest values). */
export const CLEAR_FRACTION = 0.5;
export const RULES = {
  /** Fewer clear scenes than this, or under half the scenes clear: too few to judge. */
  minClearScenes: 2,
  /** NDMI or NDVI falling by at least this much from the period's first clear scene to its last. */
  falling: 0.05,
  /** Rainfall below this share of the same period's normal is below normal. */
  dryShare: 0.8,
  /** A day with at least this much rain (mm) counts as heavy rain. */
  heavyRainMm: 50,
  /** An NDVI fall of at least this much between two consecutive clear scenes is sharp. */
  sharpDrop: 0.2,
} as const;

const round = (value: number, decimals = 4) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const fmt = (value: number) => value.toFixed(4);

export const clearScenes = (scenes: readonly SceneValue[]) =>
  scenes.filter((scene): scene is SceneValue & { mean: number } => scene.mean !== null && scene.validFraction >= CLEAR_FRACTION);

/** The mean of the clear scenes' means, 4 decimals; null without any clear scene. */
export function periodMean(scenes: readonly SceneValue[]): number | null {
  const clear = clearScenes(scenes);
  if (clear.length === 0) return null;
  return round(clear.reduce((sum, scene) => sum + scene.mean, 0) / clear.length);
}

/**
 * Performance: the period's mean NDVI relative to the mean, over the previous years that have clear scenes in the
 * same period, of each year's period mean (100 % = as usual). Null without the period's mean or any such year.
 */
export function performance(period: readonly SceneValue[], previousYears: ReadonlyMap<number, readonly SceneValue[]>) {
  const periodValue = periodMean(period);
  const yearly = [...previousYears.entries()]
    .map(([year, scenes]) => ({ year, mean: periodMean(scenes) }))
    .filter((entry): entry is { year: number; mean: number } => entry.mean !== null)
    .sort((a, b) => a.year - b.year);
  const baseline = yearly.length === 0 ? null : round(yearly.reduce((sum, entry) => sum + entry.mean, 0) / yearly.length);
  const percentage = periodValue === null || baseline === null || baseline <= 0 ? null : round((periodValue / baseline) * 100, 2);
  return { percentage, period_mean: periodValue, baseline_mean: baseline, years: yearly.map((entry) => entry.year) };
}

export interface RainDay {
  date: string;
  precipitation: number | null;
}

export interface CauseInput {
  ndvi: readonly SceneValue[];
  ndmi: readonly SceneValue[];
  rain: readonly RainDay[] | null;
  /** The same period's rainfall averaged over previous years (mm), null when unknown. */
  normalRainMm: number | null;
}

/** A cause and its evidence as messageRefs (api/farm-summary): the preview and the PDF word them in the reader's language. */
export interface Cause {
  cause: string;
  evidence: string;
}

export const totalRain = (days: readonly RainDay[]) => round(days.reduce((sum, day) => sum + (day.precipitation ?? 0), 0), 1);

function change(scenes: readonly SceneValue[]) {
  const clear = clearScenes(scenes);
  const first = clear[0];
  const last = clear.at(-1);
  if (!first || !last || first === last) return null;
  return { first, last, delta: round(last.mean - first.mean) };
}

/**
 * Only the water-stress rule compares the period's rain with the normal, and only once NDMI fell: the previous
 * years' weather (five more history ranges) is asked for only then.
 */
export function needsNormalRain(ndmi: readonly SceneValue[]): boolean {
  const trend = change(ndmi);
  return trend !== null && trend.delta <= -RULES.falling;
}

export function possibleCauses(input: CauseInput): Cause[] {
  const causes: Cause[] = [];
  const clear = clearScenes(input.ndvi);
  const total = input.ndvi.length;
  if (clear.length < RULES.minClearScenes || clear.length < total / 2) {
    causes.push({
      cause: 'farm-summary.cause.cloud',
      evidence: messageRef('farm-summary.evidence.cloud', { clear: clear.length, total, share: CLEAR_FRACTION * 100, needs: RULES.minClearScenes }),
    });
  }
  const rain = input.rain === null ? null : totalRain(input.rain);
  const ndmi = change(input.ndmi);
  if (ndmi && ndmi.delta <= -RULES.falling && rain !== null && input.normalRainMm !== null && input.normalRainMm > 0 && rain < input.normalRainMm * RULES.dryShare) {
    causes.push({
      cause: 'farm-summary.cause.waterStress',
      evidence: messageRef('farm-summary.evidence.waterStress', {
        first: fmt(ndmi.first.mean),
        firstDate: ndmi.first.date,
        last: fmt(ndmi.last.mean),
        lastDate: ndmi.last.date,
        delta: fmt(ndmi.delta),
        rain: String(rain),
        normal: String(input.normalRainMm),
        share: String(Math.round((rain / input.normalRainMm) * 100)),
        dryShare: String(RULES.dryShare * 100),
      }),
    });
  }
  const ndvi = change(input.ndvi);
  if (ndvi && ndvi.delta <= -RULES.falling && input.rain) {
    const heavy = input.rain.filter((day) => (day.precipitation ?? 0) >= RULES.heavyRainMm && day.date <= ndvi.last.date);
    const wettest = heavy.sort((a, b) => (b.precipitation ?? 0) - (a.precipitation ?? 0))[0];
    if (wettest) {
      causes.push({
        cause: 'farm-summary.cause.waterlogging',
        evidence: messageRef('farm-summary.evidence.waterlogging', {
          rain: String(wettest.precipitation),
          date: wettest.date,
          heavy: String(RULES.heavyRainMm),
          first: fmt(ndvi.first.mean),
          firstDate: ndvi.first.date,
          last: fmt(ndvi.last.mean),
          lastDate: ndvi.last.date,
          delta: fmt(ndvi.delta),
        }),
      });
    }
  }
  for (let i = 1; i < clear.length; i++) {
    const before = clear[i - 1];
    const after = clear[i];
    if (!before || !after) continue;
    const drop = round(before.mean - after.mean);
    if (drop >= RULES.sharpDrop) {
      causes.push({
        cause: 'farm-summary.cause.harvest',
        evidence: messageRef('farm-summary.evidence.harvest', {
          before: fmt(before.mean),
          beforeDate: before.date,
          after: fmt(after.mean),
          afterDate: after.date,
          drop: fmt(-drop),
          sharp: String(RULES.sharpDrop),
        }),
      });
    }
  }
  return causes;
}
