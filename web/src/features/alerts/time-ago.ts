import type { IntlShape } from 'react-intl';

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 hours ago" in the language on screen (Intl), a week or more as the date itself. */
export function timeAgo(intl: IntlShape, iso: string, now: number = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  if (elapsed >= 7 * 86_400_000) return intl.formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });
  for (const [unit, size] of UNITS) if (elapsed >= size) return intl.formatRelativeTime(-Math.floor(elapsed / size), unit, { numeric: 'auto' });
  return intl.formatRelativeTime(0, 'minute', { numeric: 'auto' });
}

/** A day (YYYY-MM-DD) as the language on screen writes it, with no time-zone shift. */
export function dayText(intl: IntlShape, day: string): string {
  return intl.formatDate(`${day.slice(0, 10)}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}
