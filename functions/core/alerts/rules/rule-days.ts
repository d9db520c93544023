import type { AlertEvidence } from '../../../../shared/api/schemas/alerts';
import type { AlertThresholds } from '../../../../shared/domain/alerts';
import { addDays } from '../../../../shared/domain/weather';
import type { CropWindow, FieldSituation, RuleDay } from './types';

/**
 * What the weather rules share: reading a day as dry or wet, dry runs, the last observed day and the evidence's
 * daily series. A day without a rain value is neither dry nor wet: it ends a dry run (nothing is alerted on a gap
 * in the data) and adds nothing to a rain total.
 */

export const isDry = (day: RuleDay, thresholds: AlertThresholds): boolean => day.rainMm !== null && day.rainMm < thresholds.dryDayMm;

export const isWet = (day: RuleDay, thresholds: AlertThresholds): boolean => day.rainMm !== null && day.rainMm >= thresholds.dryDayMm;

export const rainOf = (day: RuleDay): number => day.rainMm ?? 0;

export const sumRain = (days: readonly RuleDay[]): number => round1(days.reduce((sum, day) => sum + rainOf(day), 0));

export const round1 = (value: number): number => Math.round(value * 10) / 10;

/** A run of consecutive dry days: indexes into the day list, both included. */
export interface DryRun {
  first: number;
  last: number;
}

export const runLength = (run: DryRun): number => run.last - run.first + 1;

/** The dry runs of a day list, in order (consecutive dates only: a missing date ends a run). */
export function dryRuns(days: readonly RuleDay[], thresholds: AlertThresholds): DryRun[] {
  const runs: DryRun[] = [];
  let current: DryRun | null = null;
  for (let index = 0; index < days.length; index++) {
    const day = days[index]!;
    const follows = current !== null && addDays(days[index - 1]!.date, 1) === day.date;
    if (!isDry(day, thresholds)) {
      current = null;
      continue;
    }
    if (current && follows) current.last = index;
    else {
      current = { first: index, last: index };
      runs.push(current);
    }
  }
  return runs;
}

/** The last observed day (the day before the first forecast one), or null when every day is forecast. */
export function observedUntil(days: readonly RuleDay[]): string | null {
  let last: string | null = null;
  for (const day of days) if (!day.forecast) last = day.date;
  return last;
}

/** The evidence's daily series of a value over some days, without the days that have no value. */
export function seriesOf(days: readonly RuleDay[], pick: (day: RuleDay) => number | null): AlertEvidence['series'] {
  return days.flatMap((day) => {
    const value = pick(day);
    return value === null ? [] : [{ date: day.date, value, forecast: day.forecast }];
  }).slice(-120);
}

/**
 * When a crop stops being sensitive to drought: at physiological maturity, about three weeks before harvest
 * (grain filled and drying down). Without a harvest: 30 days after flowering; without either, 120 days after sowing
 * (a typical rain-fed cereal).
 */
export const MATURITY_BEFORE_HARVEST_DAYS = 21;

export function cropMaturity(crop: CropWindow): string {
  if (crop.harvest) return addDays(crop.harvest, -MATURITY_BEFORE_HARVEST_DAYS);
  if (crop.flowering) return addDays(crop.flowering, 30);
  return addDays(crop.sowing, 120);
}

/** The crops in their sensitive window (sowing to maturity) on some day from `from` to `to`. */
export function cropsDuring(situation: FieldSituation, from: string, to: string): CropWindow[] {
  return situation.crops.filter((crop) => crop.sowing <= to && cropMaturity(crop) >= from);
}
