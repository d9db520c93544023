import type { AlertSeverity } from '../../../../shared/domain/alerts';
import { addDays } from '../../../../shared/domain/weather';
import { observedUntil, rainOf, round1, seriesOf, sumRain } from './rule-days';
import type { Finding, WeatherRule } from './types';

/**
 * Heavy rain and flood risk: a day of at least `heavyRainDayMm` (50 mm), or three consecutive days holding at least
 * `heavyRain3DayMm` (100 mm), that ends today or later (forecast, or today's). Rain this heavy runs off, waterlogs
 * and floods low fields; it is time to clear drains and hold fertiliser.
 *
 * Overlapping and touching heavy days and 3-day totals are one event. Its episode is `heavy_rain:<first heavy
 * day>`, the first day a threshold is reached (the heavy day, or the third day of a 3-day total): that is the day
 * first seen in a forecast, so the episode stays the same as the event comes closer and later heavy days join it.
 * Severity: alert when a day reaches 1.5 × `heavyRainDayMm` (75 mm) or three days 1.5 × `heavyRain3DayMm`
 * (150 mm), the amounts that flood in the savanna's intense storms; otherwise warning.
 */

/** The factor over a threshold from which heavy rain is an alert rather than a warning. */
export const HEAVY_RAIN_ALERT_FACTOR = 1.5;

interface HeavyItem {
  from: number;
  to: number;
  severity: AlertSeverity;
}

export const heavyRainRule: WeatherRule = (situation) => {
  const { weather: days, thresholds, today } = situation;
  const items: HeavyItem[] = [];
  for (let index = 0; index < days.length; index++) {
    const rain = days[index]!.rainMm;
    if (rain !== null && rain >= thresholds.heavyRainDayMm) {
      items.push({ from: index, to: index, severity: rain >= thresholds.heavyRainDayMm * HEAVY_RAIN_ALERT_FACTOR ? 'alert' : 'warning' });
    }
    const third = days[index + 2];
    if (!third || third.date !== addDays(days[index]!.date, 2)) continue;
    const total = sumRain(days.slice(index, index + 3));
    if (total >= thresholds.heavyRain3DayMm) {
      items.push({ from: index, to: index + 2, severity: total >= thresholds.heavyRain3DayMm * HEAVY_RAIN_ALERT_FACTOR ? 'alert' : 'warning' });
    }
  }
  items.sort((a, b) => a.from - b.from || a.to - b.to);
  const events: HeavyItem[][] = [];
  for (const item of items) {
    const last = events.at(-1);
    if (last && item.from <= Math.max(...last.map((entry) => entry.to)) + 1) last.push(item);
    else events.push([item]);
  }
  const observed = observedUntil(days);
  const findings: Finding[] = [];
  for (const event of events) {
    const from = Math.min(...event.map((item) => item.from));
    const to = Math.max(...event.map((item) => item.to));
    if (days[to]!.date < today) continue;
    const trigger = Math.min(...event.map((item) => item.to));
    const span = days.slice(from, to + 1);
    const wettest = Math.max(...span.map(rainOf));
    findings.push({
      kind: 'heavy_rain',
      severity: event.some((item) => item.severity === 'alert') ? 'alert' : 'warning',
      episode: `heavy_rain:${days[trigger]!.date}`,
      evidence: {
        from: days[from]!.date,
        to: days[to]!.date,
        observed_until: observed,
        figures: { rain_mm: sumRain(span), max_day_mm: round1(wettest), days: span.length },
        series: seriesOf(span, (day) => day.rainMm),
        source: 'weather',
      },
      values: { date: days[from]!.date, mm: sumRain(span), days: span.length },
    });
  }
  return findings;
};
