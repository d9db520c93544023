import { addDays } from '../../../../shared/domain/weather';
import { readOnset } from './onset';
import { cropsDuring, dryRuns, isWet, observedUntil, runLength, seriesOf, sumRain } from './rule-days';
import type { FieldSituation, Finding, RuleDay, WeatherRule } from './types';

/**
 * A dry spell while a crop is in the field, and the rain's return after it.
 *
 * A dry spell is a run of consecutive days each with less than `dryDayMm` (1 mm) of rain going on today: observed dry
 * days up to yesterday, continuing into the forecast. It must have begun (at least yesterday observed dry): a spell
 * only forecast is not said, since a forecast that misses a day's rain would make one (the backtest's noisy forecast
 * measures this: a third fewer false alarms, for one day less of warning). It is a warning at `drySpellWarningDays` (7) days and
 * an alert at `drySpellAlertDays` (10); both are one episode, `dry_spell:<first dry day>`, which the job sends once
 * per severity (the escalation once).
 *
 * It is said only
 * - while a crop is in its sensitive window during the spell: from sowing to physiological maturity (harvest − 21
 *   days; see cropMaturity), so a dry spell after the grain has filled, or before sowing, is not alerted; and
 * - once the rainy season is under way: after this year's onset by the onset rule's definition (readOnset), so the
 *   dry season's irrigated crops and the spell of a false start (which the false start warns of) are not alerted.
 *   Once the earliest onset date is beyond the days read (more than ALERT_HISTORY_DAYS ago), the season counts as
 *   under way when the days read before the spell hold an onset's rain (`onsetRainMm` within `onsetWindowDays`).
 *
 * A spell of at least the warning length that observed rain (at least `dryDayMm`) ended within the last
 * RAIN_RETURNED_DAYS days is `rain_returned` (info, episode `rain_returned:<first dry day of the spell>`), under the
 * same two conditions.
 */

/** How many days after the rain that ended a dry spell its return is still news. */
export const RAIN_RETURNED_DAYS = 3;

function seasonUnderWay(situation: FieldSituation, spellFirst: string, days: readonly RuleDay[]): boolean {
  const reading = readOnset(situation);
  if (reading.inSight) return reading.onset !== null && reading.onset.last < spellFirst;
  const { thresholds } = situation;
  if (situation.today < reading.earliest) return false;
  const before = days.filter((day) => day.date < spellFirst);
  for (let end = 0; end < before.length; end++) {
    if (sumRain(before.slice(Math.max(0, end - thresholds.onsetWindowDays + 1), end + 1)) >= thresholds.onsetRainMm) return true;
  }
  return false;
}

export const drySpellRule: WeatherRule = (situation) => {
  const { weather: days, thresholds, today } = situation;
  const findings: Finding[] = [];
  const observed = observedUntil(days);
  const runs = dryRuns(days, thresholds);

  // The spell going on: it began before today and lasts at least to yesterday (observed).
  const yesterday = addDays(today, -1);
  const spellThroughToday = runs.find((run) => days[run.first]!.date < today && days[run.last]!.date >= yesterday);
  if (spellThroughToday) {
    const length = runLength(spellThroughToday);
    const first = days[spellThroughToday.first]!.date;
    const last = days[spellThroughToday.last]!.date;
    const crops = cropsDuring(situation, first, last);
    if (length >= thresholds.drySpellWarningDays && crops.length > 0 && seasonUnderWay(situation, first, days)) {
      const span = days.slice(spellThroughToday.first, spellThroughToday.last + 1);
      findings.push({
        kind: 'dry_spell',
        severity: length >= thresholds.drySpellAlertDays ? 'alert' : 'warning',
        episode: `dry_spell:${first}`,
        evidence: {
          from: first,
          to: last,
          observed_until: observed,
          figures: { dry_days: length, rain_mm: sumRain(span), observed_dry_days: span.filter((day) => !day.forecast).length },
          series: seriesOf(span, (day) => day.rainMm),
          source: 'weather',
        },
        values: { days: length, date: first, crop: crops.map((crop) => crop.crop).filter(Boolean).join(', ') },
      });
    }
  }

  // A spell that observed rain has just ended.
  for (const run of runs) {
    const rainDay = days[run.last + 1];
    if (!rainDay || rainDay.forecast || !isWet(rainDay, thresholds)) continue;
    if (rainDay.date < addDays(today, -RAIN_RETURNED_DAYS) || runLength(run) < thresholds.drySpellWarningDays) continue;
    const first = days[run.first]!.date;
    const last = days[run.last]!.date;
    const crops = cropsDuring(situation, first, last);
    if (crops.length === 0 || !seasonUnderWay(situation, first, days)) continue;
    const span = days.slice(run.first, run.last + 2);
    findings.push({
      kind: 'rain_returned',
      severity: 'info',
      episode: `rain_returned:${first}`,
      evidence: {
        from: first,
        to: rainDay.date,
        observed_until: observed,
        figures: { dry_days: runLength(run), rain_mm: rainDay.rainMm ?? 0 },
        series: seriesOf(span, (day) => day.rainMm),
        source: 'weather',
      },
      values: { days: runLength(run), date: rainDay.date, mm: rainDay.rainMm ?? 0, crop: crops.map((crop) => crop.crop).filter(Boolean).join(', ') },
    });
  }
  return findings;
};
