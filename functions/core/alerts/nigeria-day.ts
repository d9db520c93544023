import { DEFAULT_ALERT_TIME_ZONE } from '../../../shared/domain/alerts';

/** Today in Nigeria (YYYY-MM-DD): the day the fields live in, and the month (its first 7 characters) messages count in. */
export function nigeriaDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_ALERT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
