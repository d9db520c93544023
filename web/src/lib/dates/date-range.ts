import dayjs from 'dayjs';
import { DATE_RANGE_TEXTS } from './date-range-texts';

/** Spec 2 §5, §9: the dashboard's start and end dates are at most 365 days apart. */
export const MAX_RANGE_DAYS = 365;

export type RangeCheck = { ok: true } | { ok: false; message: string };

/** A changed range is kept only when valid; otherwise the change is ignored and the message shown. */
export function checkDateRange(start: string, end: string): RangeCheck {
  const from = dayjs(start);
  const to = dayjs(end);
  if (!from.isValid() || !to.isValid()) return { ok: false, message: DATE_RANGE_TEXTS.rangeHint };
  if (from.isAfter(to, 'day')) return { ok: false, message: DATE_RANGE_TEXTS.startAfterEnd };
  if (to.diff(from, 'day') > MAX_RANGE_DAYS) return { ok: false, message: DATE_RANGE_TEXTS.rangeTooLong };
  return { ok: true };
}

/** The pickers' limits: start within the year before the end, end from the start to today (spec 2 §5). */
export function pickerLimits(start: string, end: string, today = dayjs()) {
  return {
    startMin: dayjs(end).subtract(MAX_RANGE_DAYS, 'day').format('YYYY-MM-DD'),
    startMax: end,
    endMin: start,
    endMax: today.format('YYYY-MM-DD'),
  };
}

/** YYYY/MM/DD, the pickers' display format (spec 2 §5). */
export function slashDate(day: string): string {
  return day.replace(/-/g, '/');
}

export interface DateRange {
  start: string;
  end: string;
}

/**
 * A date a picker holds is complete when it is a real day of a plausible year: the native picker reports
 * "0002-12-15", "0020-12-15"... while the year is typed, and those are not dates to check yet.
 */
export function isCompleteDate(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const parsed = dayjs(day, 'YYYY-MM-DD');
  return parsed.isValid() && parsed.format('YYYY-MM-DD') === day && parsed.year() >= 1970;
}

/**
 * The range an edit of one end settles on: kept as typed when within the rules; else the window moves with the
 * edited end, its length kept (start and end shift together, so a window crosses a year in one edit), as long as
 * the end stays on or before today; else the edit is refused with the rule's message.
 */
export function settleDateRange(previous: DateRange, edited: keyof DateRange, value: string, today = dayjs()): { ok: true; range: DateRange } | { ok: false; message: string } {
  if (!isCompleteDate(value)) return { ok: false, message: DATE_RANGE_TEXTS.rangeHint };
  const typed = { ...previous, [edited]: value };
  const check = checkDateRange(typed.start, typed.end);
  if (check.ok) return { ok: true, range: typed };
  const length = Math.min(MAX_RANGE_DAYS, Math.max(0, dayjs(previous.end).diff(dayjs(previous.start), 'day')));
  const moved = edited === 'start' ? { start: value, end: dayjs(value).add(length, 'day').format('YYYY-MM-DD') } : { start: dayjs(value).subtract(length, 'day').format('YYYY-MM-DD'), end: value };
  if (dayjs(moved.end).isAfter(today, 'day')) return check;
  return { ok: true, range: moved };
}
