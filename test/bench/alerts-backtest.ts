/**
 * The weather alerts' backtest: the rules (functions/core/alerts/rules) replayed day by day, as the daily job runs
 * them, against the truth in hindsight, per kind: hits, misses and false alarms. Prints a table; asserts nothing.
 *
 * - Simulated weather: the demo generator (functions/core/weather/providers/demo.ts, whose script knows the false
 *   start, onset, dry spell and heavy-rain day it made) at four Nigerian places over several years; a rain-fed maize
 *   sown 10 days after each year's onset (harvest 120 days later). Replayed with a perfect forecast, and with a noisy
 *   one: each forecast day's rain scaled by a random factor between 0.5 and 1.5 and 20 % of the wet days forecast dry.
 * - The same generator's natural draw, without the script (independent days from the monthly normals): weather
 *   whose events nobody placed, so that the real-time rules meet false starts, dry spells and storms where they fall.
 * - Real series: openly licensed daily rainfall of Nigerian places through `loadRealRainfall()` of
 *   test/bench/real-rainfall.ts when that file is present (REAL_RAINFALL_LOADER below); each goes through
 *   `backtestSeries`, the same as the simulated ones.
 *
 * The truth in hindsight, with the whole season known: onset and false starts by the full definition (on or after the
 * regional earliest date, 20 mm within 3 days, a false start when a dry spell of 7 or more days starts within the
 * next 30 days); dry spells of 7 or more days (< 1 mm each) starting after the onset while the maize is between sowing
 * and maturity (harvest − 21 days); heavy rain, a day of 50 mm or three days of 100 mm. An alert is a hit when its
 * date is within the kind's tolerance of a true event's (onset 7 days, the others 3), each true event matched once.
 *
 * Run: NODE_OPTIONS=--openssl-legacy-provider npx tsx test/bench/alerts-backtest.ts (or `npm run bench alerts`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { replayFindings, type ReplayedFinding } from '../../functions/core/alerts/rules/replay';
import { regionalEarliestOnset } from '../../functions/core/alerts/rules/onset';
import type { CropWindow, RuleDay } from '../../functions/core/alerts/rules/types';
import { demoDay } from '../../functions/core/weather/providers/demo';
import { demoWeatherEvents, naturalRain, seeded } from '../../functions/core/weather/providers/demo-events';
import { ALERT_FORECAST_DAYS, ALERT_HISTORY_DAYS, DEFAULT_ALERT_THRESHOLDS } from '../../shared/domain/alerts';
import { addDays, eachDay } from '../../shared/domain/weather';

const PLACES = [
  { name: 'Kano', lat: 12.0, lon: 8.5 },
  { name: 'Abuja', lat: 9.08, lon: 7.4 },
  { name: 'Makurdi', lat: 7.7, lon: 8.5 },
  { name: 'Ibadan', lat: 7.4, lon: 3.9 },
];
const YEARS = [2020, 2021, 2022, 2023, 2024, 2025];
const KINDS = ['onset', 'false_start', 'dry_spell', 'heavy_rain'] as const;
type Kind = (typeof KINDS)[number];
const TOLERANCE: Record<Kind, number> = { onset: 7, false_start: 3, dry_spell: 3, heavy_rain: 3 };
const SOW_AFTER_ONSET_DAYS = 10;
const SEASON_DAYS = 120;
const T = DEFAULT_ALERT_THRESHOLDS;

/** The hook for real series: a module exporting `loadRealRainfall()` (another piece of work provides it). */
const REAL_RAINFALL_LOADER = path.join(import.meta.dirname, 'real-rainfall.ts');

interface RealSeries {
  place: string;
  lat: number;
  lon: number;
  days: Array<{ date: string; rainMm: number | null }>;
}

interface Score {
  hits: number;
  misses: number;
  falseAlarms: number;
}

type Scores = Record<Kind, Score>;
const emptyScores = (): Scores => Object.fromEntries(KINDS.map((kind) => [kind, { hits: 0, misses: 0, falseAlarms: 0 }])) as Scores;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const rain = (day: RuleDay | undefined) => day?.rainMm ?? 0;
const dry = (day: RuleDay | undefined) => day !== undefined && day.rainMm !== null && day.rainMm < T.dryDayMm;

/** The truth of one year in hindsight: dates of each kind's events (see the file's comment). */
function hindsight(byDate: ReadonlyMap<string, RuleDay>, lat: number, year: number, crops: readonly CropWindow[] | null) {
  const truth: Record<Kind, string[]> = { onset: [], false_start: [], dry_spell: [], heavy_rain: [] };
  const earliest = regionalEarliestOnset(lat, year);
  const last = `${year}-11-30`;
  const spellFrom = (from: string, until: string): string | null => {
    let run = 0;
    for (let date = from; date <= addDays(until, T.falseStartDryDays - 1); date = addDays(date, 1)) {
      run = dry(byDate.get(date)) ? run + 1 : 0;
      if (run >= T.falseStartDryDays && addDays(date, 1 - run) <= until) return addDays(date, 1 - run);
    }
    return null;
  };
  let onsetEnd: string | null = null;
  for (let from = earliest; from <= last && !onsetEnd; ) {
    let end = from;
    for (; end <= last; end = addDays(end, 1)) {
      const start = addDays(end, -(T.onsetWindowDays - 1)) < from ? from : addDays(end, -(T.onsetWindowDays - 1));
      if (eachDay(start, end).reduce((sum, date) => sum + rain(byDate.get(date)), 0) >= T.onsetRainMm) break;
    }
    if (end > last) break;
    const windowStart = addDays(end, -(T.onsetWindowDays - 1)) < from ? from : addDays(end, -(T.onsetWindowDays - 1));
    const first = eachDay(windowStart, end).find((date) => rain(byDate.get(date)) >= T.dryDayMm) ?? windowStart;
    if (spellFrom(addDays(end, 1), addDays(end, T.falseStartWindowDays))) {
      truth.false_start.push(first);
      from = addDays(end, 1);
    } else {
      truth.onset.push(first);
      onsetEnd = end;
    }
  }
  const windows = crops ?? (truth.onset[0] ? [maizeAfter(truth.onset[0])] : []);
  if (onsetEnd) {
    let run: string[] = [];
    const close = () => {
      const first = run[0];
      const lastDry = run.at(-1);
      if (first && lastDry && run.length >= T.drySpellWarningDays && windows.some((crop) => crop.sowing <= lastDry && addDays(crop.harvest!, -21) >= first)) truth.dry_spell.push(first);
      run = [];
    };
    for (let date = addDays(onsetEnd, 1); date <= last; date = addDays(date, 1)) {
      if (dry(byDate.get(date))) run.push(date);
      else close();
    }
    close();
  }
  let lastHeavy = '';
  for (let date = `${year}-02-01`; date <= last; date = addDays(date, 1)) {
    const three = rain(byDate.get(date)) + rain(byDate.get(addDays(date, -1))) + rain(byDate.get(addDays(date, -2)));
    if (rain(byDate.get(date)) >= T.heavyRainDayMm || three >= T.heavyRain3DayMm) {
      if (!lastHeavy || dayNumber(date) - dayNumber(lastHeavy) > 3) truth.heavy_rain.push(date);
      lastHeavy = date;
    }
  }
  return { truth, crops: windows };
}

function maizeAfter(onset: string): CropWindow {
  const sowing = addDays(onset, SOW_AFTER_ONSET_DAYS);
  return { crop: 'maize', sowing, harvest: addDays(sowing, SEASON_DAYS), flowering: addDays(sowing, Math.round(SEASON_DAYS * 0.55)), source: 'planned' };
}

/** The date an alert is about: the rain run's first day, the spell's first dry day, the heavy day. */
function alertDates(findings: readonly ReplayedFinding[], kind: Kind): string[] {
  const episodes = new Map<string, string>();
  for (const finding of findings) {
    if (finding.kind !== kind || episodes.has(finding.episode)) continue;
    episodes.set(finding.episode, kind === 'heavy_rain' ? finding.episode.slice('heavy_rain:'.length) : String(finding.values.date));
  }
  return [...episodes.values()];
}

function score(truth: readonly string[], alerts: readonly string[], tolerance: number): Score {
  const unmatched = [...alerts];
  let hits = 0;
  for (const date of truth) {
    const index = unmatched.findIndex((alert) => Math.abs(dayNumber(alert) - dayNumber(date)) <= tolerance);
    if (index < 0) continue;
    hits++;
    unmatched.splice(index, 1);
  }
  return { hits, misses: truth.length - hits, falseAlarms: unmatched.length };
}

const add = (into: Scores, from: Scores) => {
  for (const kind of KINDS) {
    into[kind].hits += from[kind].hits;
    into[kind].misses += from[kind].misses;
    into[kind].falseAlarms += from[kind].falseAlarms;
  }
};

/** A noisy forecast: each forecast day's rain times 0.5–1.5, and 20 % of the wet days forecast dry. */
function noisyForecast(name: string) {
  return (today: string, day: RuleDay): RuleDay => {
    if (day.rainMm === null || day.rainMm <= 0) return day;
    const random = seeded(`${name}|${today}|${day.date}`);
    if (day.rainMm >= T.dryDayMm && random() < 0.2) return { ...day, rainMm: 0 };
    return { ...day, rainMm: Math.round(day.rainMm * (0.5 + random()) * 10) / 10 };
  };
}

/**
 * One place's series backtested year by year (each year with data from February to November): the scores with a
 * perfect forecast and with the noisy one. `crops` null: a maize sown 10 days after each year's onset.
 */
export function backtestSeries(name: string, lat: number, lon: number, days: readonly RuleDay[], crops: readonly CropWindow[] | null) {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const years = [...new Set(days.map((day) => Number(day.date.slice(0, 4))))].filter((year) => byDate.has(`${year}-02-01`) && byDate.has(`${year}-11-30`));
  const perfect = emptyScores();
  const noisy = emptyScores();
  for (const year of years) {
    const { truth, crops: windows } = hindsight(byDate, lat, year, crops);
    const from = `${year}-02-01`;
    const to = `${year}-11-30`;
    const series = eachDay(addDays(from, -ALERT_HISTORY_DAYS), addDays(to, ALERT_FORECAST_DAYS)).flatMap((date) => {
      const day = byDate.get(date);
      return day ? [{ ...day, forecast: false }] : [];
    });
    for (const [scores, forecast] of [[perfect, undefined], [noisy, noisyForecast(name)]] as const) {
      const found = replayFindings({ series, crops: windows, thresholds: T, lat, lon, from, to, forecast });
      const yearScores = emptyScores();
      for (const kind of KINDS) yearScores[kind] = score(truth[kind], alertDates(found, kind), TOLERANCE[kind]);
      add(scores, yearScores);
    }
  }
  return { name, years: years.length, perfect, noisy };
}

const simulated = (place: (typeof PLACES)[number], years: readonly number[]): RuleDay[] =>
  eachDay(addDays(`${years[0]}-02-01`, -ALERT_HISTORY_DAYS), `${years.at(-1)}-12-31`).map((date) => {
    const day = demoDay(place, date);
    return { date, rainMm: day.precipitation, maxC: day.maxTemperature, minC: day.minTemperature, windMs: day.windSpeed, forecast: false };
  });

/** How many of the demo script's events the hindsight definition finds (the script and the definition agree). */
function scriptAgreement(place: (typeof PLACES)[number], days: readonly RuleDay[]): string {
  const byDate = new Map(days.map((day) => [day.date, day]));
  let found = 0;
  let all = 0;
  for (const year of YEARS) {
    const { truth } = hindsight(byDate, place.lat, year, null);
    for (const event of demoWeatherEvents(place, year)) {
      if (event.kind === 'rain_returned') continue;
      const dates = truth[event.kind];
      all++;
      if (dates.includes(event.from)) found++;
    }
  }
  return `${found}/${all}`;
}

function printRows(rows: ReturnType<typeof backtestSeries>[]) {
  const cell = (score: Score) => `${String(score.hits).padStart(3)} ${String(score.misses).padStart(3)} ${String(score.falseAlarms).padStart(3)}`;
  console.log(`  ${'series'.padEnd(22)} ${'yrs'.padStart(3)}  forecast  ${KINDS.map((kind) => kind.padEnd(12)).join('  ')}`);
  console.log(`  ${''.padEnd(22)} ${''.padStart(3)}            ${KINDS.map(() => 'hit mis  FA'.padEnd(12)).join('  ')}`);
  const total = { perfect: emptyScores(), noisy: emptyScores() };
  for (const row of rows) {
    for (const mode of ['perfect', 'noisy'] as const) {
      add(total[mode], row[mode]);
      console.log(`  ${row.name.padEnd(22)} ${String(row.years).padStart(3)}  ${mode.padEnd(8)}  ${KINDS.map((kind) => cell(row[mode][kind]).padEnd(12)).join('  ')}`);
    }
  }
  for (const mode of ['perfect', 'noisy'] as const) {
    console.log(`  ${'all'.padEnd(22)} ${''.padStart(3)}  ${mode.padEnd(8)}  ${KINDS.map((kind) => cell(total[mode][kind]).padEnd(12)).join('  ')}`);
  }
}

console.log('Weather alerts backtest (hits, misses, false alarms per kind; rules replayed daily, 16-day forecast)');
console.log('Simulated weather (demo generator), years ' + `${YEARS[0]}–${YEARS.at(-1)}`);
const simulatedRows = [];
for (const place of PLACES) {
  const days = simulated(place, YEARS);
  simulatedRows.push(backtestSeries(`${place.name} ${place.lat}N ${place.lon}E`, place.lat, place.lon, days, null));
  console.log(`  (${place.name}: the script's events found by the hindsight definition: ${scriptAgreement(place, days)})`);
}
printRows(simulatedRows);

console.log('Simulated weather without the script (the generator\'s natural daily draw), years ' + `${YEARS[0]}–${YEARS.at(-1)}`);
printRows(
  PLACES.map((place) => {
    const days = eachDay(addDays(`${YEARS[0]}-02-01`, -ALERT_HISTORY_DAYS), `${YEARS.at(-1)}-12-31`).map((date) => ({
      date,
      rainMm: Math.round(naturalRain(place, date) * 10) / 10,
      maxC: null,
      minC: null,
      windMs: null,
      forecast: false,
    }));
    return backtestSeries(`${place.name} (natural)`, place.lat, place.lon, days, null);
  }),
);

if (existsSync(REAL_RAINFALL_LOADER)) {
  const loader = (await import(REAL_RAINFALL_LOADER)) as { loadRealRainfall: () => RealSeries[] | Promise<RealSeries[]> };
  const real = await loader.loadRealRainfall();
  console.log('Real daily rainfall (test/fixtures/rainfall/)');
  printRows(
    real.map((series) =>
      backtestSeries(
        series.place,
        series.lat,
        series.lon,
        series.days.map((day) => ({ date: day.date, rainMm: day.rainMm, maxC: null, minC: null, windMs: null, forecast: false })),
        null,
      ),
    ),
  );
} else {
  console.log(`Real daily rainfall: no series (${path.relative(process.cwd(), REAL_RAINFALL_LOADER)} is not there)`);
}
