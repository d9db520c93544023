import { DEFAULT_ALERT_THRESHOLDS } from '../../../../shared/domain/alerts';
import { addDays, eachDay } from '../../../../shared/domain/weather';
import { regionalEarliestOnset } from '../../alerts/rules/onset';
import type { GeoPoint } from '../types';
import { normalsFor } from './demo-climate';

/**
 * The demo weather's scripted rainy season, so that the local stage's demo owner receives real alerts and the
 * alert rules can be tested against a known truth. At every tropical northern point (the savanna climate table),
 * every year, the rain of the year is the generator's daily draw reshaped around five events:
 * - a false start: a rain run of 22 mm or more over three days a week after the regional earliest onset date
 *   (regionalEarliestOnset: 8 April at the demo farm), then 12 dry days;
 * - the true onset a month after the earliest date (1 May at the demo farm, before the demo maize is sown on day
 *   130), a run of 22 mm or more in two days;
 * - a dry spell of 12 days 50 days after the onset (20 June to 1 July at the demo farm, the maize and sorghum in the
 *   field), ended by rain on the 13th day (the rain's return);
 * - one heavy-rain day of 76–82 mm on 14 August (an alert: at least 1.5 × the 50 mm threshold).
 * And nothing else the rules (at their default thresholds) would alert: before the false start and between it and the
 * onset, only light showers (at most 4 mm, never two within three days: no onset-like run); from the onset to the
 * season's end (27 October, after every demo crop's maturity) no dry run longer than 5 days, no day over 40 mm and no
 * three days reaching 90 mm; after it, no day over 30 mm. The script is deterministic per place (0.1°) and year,
 * computed once and cached. Heat is not scripted: the dry-season rice flowers in the harmattan's heat (35–36 °C in
 * late March), which the truth counts from the generator's output (test/unit/alerts/demo-season.test.ts).
 */

/** A deterministic random stream from a key (FNV-1a hash seeding a mulberry32 generator). */
export function seeded(key: string): () => number {
  let hash = 2166136261;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const dayKey = (point: GeoPoint, date: string) => `${point.lat.toFixed(1)}|${point.lon.toFixed(1)}|${date}`;

/** The generator's own rain for a day (mm, unrounded): the first draws of the day's stream (the second only on a wet day). */
export function naturalRain(point: GeoPoint, date: string, random = seeded(dayKey(point, date))): number {
  const normals = normalsFor(date, point.lat);
  const wet = random() < normals.rainDays / 30.44;
  const meanAmount = normals.rainMm / Math.max(normals.rainDays, 0.5);
  return wet ? Math.min(120, -meanAmount * Math.log(1 - random() * 0.999)) : 0;
}

/** The days the script is built around, for a point and year. */
export interface DemoSeasonScript {
  falseStart: string;
  onset: string;
  drySpellFirst: string;
  drySpellLast: string;
  heavyDay: string;
  seasonEnd: string;
}

const DRY_SPELL_DAYS = 12;
const FALSE_START_DRY_DAYS = 12;
const LONGEST_WET_SEASON_DRY_RUN = 5;

/** Where the script applies: the tropical north (the savanna table, rains from spring to autumn). */
const scripted = (point: GeoPoint) => point.lat >= 0 && point.lat <= 23.5;

export function demoSeasonScript(point: GeoPoint, year: number): DemoSeasonScript {
  const earliest = regionalEarliestOnset(point.lat, year);
  const onset = addDays(earliest, 30);
  const drySpellFirst = addDays(onset, 50);
  let heavyDay = `${year}-08-14`;
  if (heavyDay >= addDays(drySpellFirst, -4) && heavyDay <= addDays(drySpellFirst, DRY_SPELL_DAYS + 4)) heavyDay = addDays(drySpellFirst, DRY_SPELL_DAYS + 20);
  return {
    falseStart: addDays(earliest, 7),
    onset,
    drySpellFirst,
    drySpellLast: addDays(drySpellFirst, DRY_SPELL_DAYS - 1),
    heavyDay,
    seasonEnd: `${year}-10-27`,
  };
}

const between = (date: string, from: string, to: string) => date >= from && date <= to;

function buildYear(point: GeoPoint, year: number): Map<string, number> {
  const script = demoSeasonScript(point, year);
  const random = seeded(`${point.lat.toFixed(1)}|${point.lon.toFixed(1)}|${year}|season`);
  const rain = new Map<string, number>();
  const { falseStart, onset, drySpellFirst, drySpellLast, heavyDay, seasonEnd } = script;
  let previous: number[] = [0, 0];
  let dryRun = 0;
  const shower = (mm: number) => (previous.some((value) => value > 0) ? 0 : Math.min(mm, 4));
  for (const date of eachDay(`${year}-01-01`, `${year}-12-31`)) {
    const natural = naturalRain(point, date);
    const u = random();
    let mm: number;
    if (date < addDays(falseStart, -2)) mm = shower(natural);
    else if (date < falseStart) mm = 0;
    else if (date <= addDays(falseStart, 2)) mm = [9 + 5 * u, 11 + 5 * u, 4 + 4 * u][eachDay(falseStart, date).length - 1]!;
    else if (date <= addDays(falseStart, 2 + FALSE_START_DRY_DAYS)) mm = 0;
    else if (date < addDays(onset, -2)) mm = shower(natural);
    else if (date < onset) mm = 0;
    else if (date <= addDays(onset, 2)) mm = [10 + 6 * u, 12 + 8 * u, 5 + 5 * u][eachDay(onset, date).length - 1]!;
    else if (between(date, drySpellFirst, drySpellLast)) mm = 0;
    else if (date === heavyDay) mm = 76 + 6 * u;
    else {
      const wetSeason = date < seasonEnd;
      mm = Math.min(natural, wetSeason ? 40 : 30);
      if (between(date, addDays(heavyDay, -2), addDays(heavyDay, 2))) mm = Math.min(mm, 6);
      mm = Math.max(0, Math.min(mm, 89 - previous[0]! - previous[1]!));
      if (date === addDays(drySpellFirst, -1)) mm = Math.max(mm, 3 + 5 * u);
      if (date === addDays(drySpellLast, 1)) mm = Math.max(mm, 6 + 10 * u);
      if (wetSeason && mm < DEFAULT_ALERT_THRESHOLDS.dryDayMm && dryRun >= LONGEST_WET_SEASON_DRY_RUN) mm = 2 + 6 * u;
    }
    const rounded = Math.round(mm * 10) / 10;
    rain.set(date, rounded);
    dryRun = rounded < DEFAULT_ALERT_THRESHOLDS.dryDayMm ? dryRun + 1 : 0;
    previous = [previous[1]!, rounded];
  }
  return rain;
}

const cache = new Map<string, Map<string, number>>();
const CACHE_LIMIT = 64;

/** The scripted rain of a day (mm, one decimal), or null where the script does not apply (outside the tropical north). */
export function scriptedRain(point: GeoPoint, date: string): number | null {
  if (!scripted(point)) return null;
  const year = Number(date.slice(0, 4));
  const key = `${point.lat.toFixed(1)}|${point.lon.toFixed(1)}|${year}`;
  let days = cache.get(key);
  if (!days) {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    days = buildYear({ lat: Number(point.lat.toFixed(1)), lon: Number(point.lon.toFixed(1)) }, year);
    cache.set(key, days);
  }
  return days.get(date) ?? 0;
}

/** An event the demo weather was made to hold: what the alert rules should say, by kind and episode. */
export interface DemoWeatherEvent {
  kind: 'false_start' | 'onset' | 'dry_spell' | 'rain_returned' | 'heavy_rain';
  episode: string;
  /** The event's days (a dry spell's first and last dry day, the rain run, the heavy day). */
  from: string;
  to: string;
}

/** The truth of a year's demo weather at a point: the events the generator made (none outside the tropical north). */
export function demoWeatherEvents(point: GeoPoint, year: number): DemoWeatherEvent[] {
  if (!scripted(point)) return [];
  const script = demoSeasonScript({ lat: Number(point.lat.toFixed(1)), lon: point.lon }, year);
  return [
    { kind: 'false_start', episode: `false_start:${script.falseStart}`, from: script.falseStart, to: addDays(script.falseStart, 2 + FALSE_START_DRY_DAYS) },
    { kind: 'onset', episode: `onset:${year}`, from: script.onset, to: addDays(script.onset, 1) },
    { kind: 'dry_spell', episode: `dry_spell:${script.drySpellFirst}`, from: script.drySpellFirst, to: script.drySpellLast },
    { kind: 'rain_returned', episode: `rain_returned:${script.drySpellFirst}`, from: script.drySpellFirst, to: addDays(script.drySpellLast, 1) },
    { kind: 'heavy_rain', episode: `heavy_rain:${script.heavyDay}`, from: script.heavyDay, to: script.heavyDay },
  ];
}
