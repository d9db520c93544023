import { daysBetween, parseDay, type DayRange } from '../../../shared/domain/weather';
import { InvalidError } from '../errors';
import { localToday } from './grid';

/** No source has daily data before this day. */
export const EARLIEST_HISTORY_DAY = '1940-01-01';
/** The longest range one call may ask for (about 10 years): the spec sets none for plain history, the sources do. */
export const MAX_HISTORY_DAYS = 3660;
export const RANGE_TOO_LONG = 'The date range exceeds 10 years. Please choose a shorter date range.';

/**
 * The history range the spec allows (§2.5, §5): both dates real calendar days, start ≤ end ≤ today at the location.
 * null when they are not (the history answer is then 'Invalid Date'); a range past the sources' limits is a 400.
 */
export function historyRange(startText: string | undefined, endText: string | undefined, lon: number, nowMs = Date.now()): DayRange | null {
  const start = parseDay(startText);
  const end = parseDay(endText);
  if (!start || !end || start > end || end > localToday(lon, nowMs) || start < EARLIEST_HISTORY_DAY) return null;
  if (daysBetween(start, end) + 1 > MAX_HISTORY_DAYS) {
    throw new InvalidError(RANGE_TOO_LONG, { startdate: [RANGE_TOO_LONG] });
  }
  return { start, end };
}
