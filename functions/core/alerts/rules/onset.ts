import type { AlertThresholds } from '../../../../shared/domain/alerts';
import { addDays } from '../../../../shared/domain/weather';
import { dryRuns, isWet, observedUntil, rainOf, round1, runLength, seriesOf, sumRain } from './rule-days';
import type { FieldSituation, Finding, RuleDay, WeatherRule } from './types';

/**
 * Rainy-season onset and false start.
 *
 * The agronomic definition (Sivakumar 1988, after Stern, Dennett and Dale 1982, as AGRHYMET and the Sahelian and
 * Nigerian meteorological services use it): the onset is the first day, on or after a regional earliest date, of a
 * run of `onsetWindowDays` days (3) with at least `onsetRainMm` (20 mm) of rain, not followed by a dry spell of
 * `falseStartDryDays` (7) or more days (each with less than `dryDayMm`, 1 mm) within the next
 * `falseStartWindowDays` (30) days. A rain run followed by such a dry spell is a false start: seeds sown into it
 * germinate and die.
 *
 * The earliest date keeps the isolated storms of the dry season's end from counting. It follows the rains' march
 * north with the monsoon (Nigerian Meteorological Agency's seasonal outlooks; Odekunle 2004): south of 7° N about
 * 1 March, 7–10° N 1 April, 10–12° N 1 May, from 12° N 1 June. A team's `onsetEarliest` (MM-DD) overrides it.
 *
 * In real time only ALERT_FORECAST_DAYS (16) days ahead are known, not the definition's 30. So:
 * - false start ("do not plant yet: a dry spell is likely after the first rains"; warning, episode
 *   `false_start:<first day of the rain run>`): the days visible after a rain run (observed or forecast) hold a dry
 *   spell of `falseStartDryDays` days starting within `falseStartWindowDays` days of the run's end. It is said as
 *   soon as the forecast shows it, while the farmer can still hold the seed, and repeated (to the job's dedupe) only
 *   while the run is within `falseStartWindowDays` days.
 * - onset ("rains look established, good time to plant"; info, episode `onset:<year>`: once a year): the rain run is
 *   observed (not only forecast), at least ONSET_CONFIRM_DAYS days after it are visible (observed or forecast) with no
 *   such dry spell, and the visible days do not end in a dry run already half a false start long (it may become one:
 *   then the rule waits a day). The rest of the 30 days is beyond sight; the backtest measures what that costs.
 * Later rain runs are the season's rain, not an onset (the onset is said once a year). Should a dry spell starting
 * within the 30 days show up after the onset was said, the run is reported as a false start after all: those who
 * sowed are warned. The rule reads only while the
 * earliest date is among the days it is given (ALERT_HISTORY_DAYS back): past that the season's start is out of sight
 * and long past any planting decision.
 */

/** Days after a rain run that must be visible, free of a false start's dry spell, before the onset is said. */
export const ONSET_CONFIRM_DAYS = 14;

/** The first day onset may be counted from, for a latitude (northern West Africa; see the file's comment). */
export function regionalEarliestOnset(lat: number, year: number, override: string | null = null): string {
  if (override) return `${year}-${override}`;
  const monthDay = lat < 7 ? '03-01' : lat < 10 ? '04-01' : lat < 12 ? '05-01' : '06-01';
  return `${year}-${monthDay}`;
}

/** A run of rain that reached the onset total: its first wet day, the day the total was reached, its rain. */
export interface RainRun {
  first: string;
  last: string;
  mm: number;
  /** Index of `last` in the day list. */
  end: number;
}

/** A rain run followed by a dry spell: its spell's first and last dry day as visible, and its length. */
export interface FalseStart {
  run: RainRun;
  spellFirst: string;
  spellLast: string;
  dryDays: number;
}

export interface OnsetReading {
  /** Whether the earliest date is among the days read: otherwise nothing is known of this year's onset. */
  inSight: boolean;
  earliest: string;
  falseStarts: FalseStart[];
  /** The run the onset was said on, when it was. */
  onset: RainRun | null;
  /** The days checked after the onset run (for the evidence). */
  checkedUntil: string | null;
}

/** The first run of rain ending at or after `from` that holds `onsetRainMm` within `onsetWindowDays` days, all from `from`. */
function nextRainRun(days: readonly RuleDay[], from: number, thresholds: AlertThresholds): RainRun | null {
  for (let end = from; end < days.length; end++) {
    const start = Math.max(from, end - thresholds.onsetWindowDays + 1);
    const window = days.slice(start, end + 1);
    if (sumRain(window) < thresholds.onsetRainMm) continue;
    const firstWet = window.find((day) => isWet(day, thresholds)) ?? window[0]!;
    return { first: firstWet.date, last: days[end]!.date, mm: round1(window.reduce((sum, day) => sum + rainOf(day), 0)), end };
  }
  return null;
}

/** This year's onset and false starts as the days given show them (the definition above, with what is visible). */
export function readOnset(situation: FieldSituation): OnsetReading {
  const { weather: days, thresholds } = situation;
  const earliest = regionalEarliestOnset(situation.lat, Number(situation.today.slice(0, 4)), thresholds.onsetEarliest);
  const reading: OnsetReading = { inSight: false, earliest, falseStarts: [], onset: null, checkedUntil: null };
  const first = days.findIndex((day) => day.date >= earliest);
  if (first < 0 || days[0]!.date > earliest) return reading;
  reading.inSight = true;
  const halfSpell = Math.ceil(thresholds.falseStartDryDays / 2);
  for (let from = first; from < days.length; ) {
    const run = nextRainRun(days, from, thresholds);
    if (!run) return reading;
    const windowEnd = addDays(run.last, thresholds.falseStartWindowDays);
    const after = days.slice(run.end + 1);
    const spells = dryRuns(after, thresholds).filter((spell) => after[spell.first]!.date <= windowEnd);
    const spell = spells.find((candidate) => runLength(candidate) >= thresholds.falseStartDryDays);
    if (spell) {
      reading.falseStarts.push({ run, spellFirst: after[spell.first]!.date, spellLast: after[spell.last]!.date, dryDays: runLength(spell) });
      from = run.end + 1;
      continue;
    }
    const checked = after.filter((day) => day.date <= windowEnd);
    const lastChecked = checked.at(-1);
    const tail = spells.at(-1);
    const openTail = tail !== undefined && tail.last === checked.length - 1 && lastChecked!.date < windowEnd && runLength(tail) >= halfSpell;
    const observed = !days[run.end]!.forecast;
    if (observed && checked.length >= Math.min(thresholds.falseStartWindowDays, ONSET_CONFIRM_DAYS) && !openTail) {
      reading.onset = run;
      reading.checkedUntil = lastChecked?.date ?? null;
    }
    return reading;
  }
  return reading;
}

const daysBetween = (days: readonly RuleDay[], from: string, to: string) => days.filter((day) => day.date >= from && day.date <= to);

export const onsetRule: WeatherRule = (situation) => {
  const reading = readOnset(situation);
  if (!reading.inSight) return [];
  const { weather: days, thresholds, today } = situation;
  const observed = observedUntil(days);
  const findings: Finding[] = [];
  for (const start of reading.falseStarts) {
    if (start.run.last < addDays(today, -thresholds.falseStartWindowDays)) continue;
    const span = daysBetween(days, start.run.first, start.spellLast);
    findings.push({
      kind: 'false_start',
      severity: 'warning',
      episode: `false_start:${start.run.first}`,
      evidence: {
        from: start.run.first,
        to: start.spellLast,
        observed_until: observed,
        figures: { rain_mm: start.run.mm, dry_days: start.dryDays },
        series: seriesOf(span, (day) => day.rainMm),
        source: 'weather',
      },
      values: { date: start.run.first, mm: start.run.mm, days: start.dryDays, dryFrom: start.spellFirst },
    });
  }
  const onset = reading.onset;
  if (onset) {
    const span = daysBetween(days, onset.first, reading.checkedUntil ?? onset.last);
    findings.push({
      kind: 'onset',
      severity: 'info',
      episode: `onset:${today.slice(0, 4)}`,
      evidence: {
        from: onset.first,
        to: reading.checkedUntil ?? onset.last,
        observed_until: observed,
        figures: { rain_mm: onset.mm, days_checked: span.length - daysBetween(days, onset.first, onset.last).length },
        series: seriesOf(span, (day) => day.rainMm),
        source: 'weather',
      },
      values: { date: onset.first, mm: onset.mm, days: daysBetween(days, onset.first, onset.last).length },
    });
  }
  return findings;
};
