import type * as z from 'zod';
import type { FieldAgronomyAnswer } from '../../../shared/api/schemas/alerts';
import type { AlertThresholds } from '../../../shared/domain/alerts';
import { addDays } from '../../../shared/domain/weather';
import { forecastFor } from '../weather/forecast';
import { gridCell, localToday } from '../weather/grid';
import { historyFor } from '../weather/history';
import type { GeoPoint } from '../weather/types';
import { fieldCropWindows, toRuleDay } from './field-inputs';
import type { CropWindow, RuleDay } from './rules/types';

/**
 * A field's agronomic weather, for its page: growing degree days and rain since sowing, and whether today and
 * tomorrow suit spraying. Pure functions over the days, and the loader the route calls.
 */
type Answer = z.infer<typeof FieldAgronomyAnswer>;
type SprayWindow = Answer['spray_windows'][number];
type SprayReason = SprayWindow['reasons'][number];

/** A detected season without an end is taken to be in the field this long after its start. */
export const OPEN_SEASON_DAYS = 200;

/**
 * The crop in the field on `day`: a window from its sowing to its harvest (inclusive) covering the day, a planned one
 * before a detected one (crop planning says what the farmer did; detection guesses), the latest sown first.
 */
export function cropOn(crops: readonly CropWindow[], day: string): CropWindow | null {
  const covering = crops.filter((crop) => crop.sowing <= day && day <= (crop.harvest ?? addDays(crop.sowing, OPEN_SEASON_DAYS)));
  const rank = (crop: CropWindow) => (crop.source === 'planned' ? 0 : 1);
  return [...covering].sort((a, b) => rank(a) - rank(b) || b.sowing.localeCompare(a.sowing))[0] ?? null;
}

/**
 * Degrees above which maize (and most warm-season cereals) grows no faster: a day's maximum and minimum are capped
 * at it before averaging, as in the modified (86/50 °F) growing degree day method.
 */
export const GDD_UPPER_C = 30;

/**
 * One day's growing degree days: max(0, (max + min) / 2 − base), each of max and min capped at GDD_UPPER_C first.
 * Null when either temperature is missing (the day is left out of the sum, not guessed).
 */
export function dayGdd(maxC: number | null, minC: number | null, baseC: number): number | null {
  if (maxC === null || minC === null) return null;
  const capped = (value: number) => Math.min(value, GDD_UPPER_C);
  return Math.max(0, (capped(maxC) + capped(minC)) / 2 - baseC);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Growing degree days summed over the days (those with both temperatures), to 0.1. */
export function gddSum(days: readonly RuleDay[], baseC: number): number {
  return round1(days.reduce((sum, day) => sum + (dayGdd(day.maxC, day.minC, baseC) ?? 0), 0));
}

/** Rain summed over the days (those with a value), to 0.1 mm. */
export function rainSum(days: readonly RuleDay[]): number {
  return round1(days.reduce((sum, day) => sum + (day.rainMm ?? 0), 0));
}

/**
 * Whether a day suits spraying: wind at most `sprayMaxWindMs` (drift), rain below `dryDayMm` (wash-off) and a maximum
 * below `sprayMaxC` (evaporation, crop scorch). A missing value rules nothing out but the day is not advised: ok
 * needs all three known and within. The window is the day (start and end its date: the forecast is daily).
 */
export function sprayWindow(day: RuleDay, thresholds: AlertThresholds): SprayWindow {
  const reasons: SprayReason[] = [];
  if (day.windMs !== null && day.windMs > thresholds.sprayMaxWindMs) reasons.push('wind');
  if (day.rainMm !== null && day.rainMm >= thresholds.dryDayMm) reasons.push('rain');
  if (day.maxC !== null && day.maxC >= thresholds.sprayMaxC) reasons.push('heat');
  const known = day.windMs !== null && day.rainMm !== null && day.maxC !== null;
  return { start: day.date, end: day.date, ok: known && reasons.length === 0, reasons, wind_ms: day.windMs, rain_mm: day.rainMm, max_c: day.maxC };
}

/** The days the spray windows cover: today and tomorrow. */
export const SPRAY_DAYS = 2;

/**
 * The answer for a field: the season covering today (field-inputs.ts: planned, else detected); its degree days and
 * rain from sowing to yesterday, the observed days (today is not over); spray windows from the daily forecast.
 */
export async function fieldAgronomy(teamId: string, fieldId: string, point: GeoPoint, thresholds: AlertThresholds): Promise<Answer> {
  // The forecast's today: the grid cell's (the sources are asked about its centre).
  const today = localToday(gridCell(point).lon);
  const yesterday = addDays(today, -1);
  const crop = cropOn(await fieldCropWindows(teamId, fieldId, today), today);
  const [observed, forecast] = await Promise.all([
    crop && crop.sowing <= yesterday ? historyFor(point, { start: crop.sowing, end: yesterday }) : Promise.resolve([]),
    forecastFor(point),
  ]);
  const days = observed.map((day) => toRuleDay(day, false));
  const ahead = forecast.filter((day) => day.date >= today).slice(0, SPRAY_DAYS);
  return {
    field: fieldId,
    today,
    season: crop ? { crop: crop.crop, sowing: crop.sowing, harvest: crop.harvest, source: crop.source } : null,
    gdd_base_c: thresholds.gddBaseC,
    gdd: crop ? gddSum(days, thresholds.gddBaseC) : null,
    rain_since_sowing_mm: crop ? rainSum(days) : null,
    spray_windows: ahead.map((day) => sprayWindow(toRuleDay(day, true), thresholds)),
    source: forecast[0]?.source ?? observed[0]?.source ?? '',
  };
}
