import dayjs from 'dayjs';
import { FIELDS_TEXTS } from './messages';

/** Spec 2 §5, §9: the dashboard's start and end dates are at most 365 days apart. */
export const MAX_RANGE_DAYS = 365;

export type RangeCheck = { ok: true } | { ok: false; message: string };

/** A changed range is kept only when valid; otherwise the change is ignored and the message shown. */
export function checkDateRange(start: string, end: string): RangeCheck {
  const from = dayjs(start);
  const to = dayjs(end);
  if (!from.isValid() || !to.isValid()) return { ok: false, message: FIELDS_TEXTS.rangeHint };
  if (from.isAfter(to, 'day')) return { ok: false, message: FIELDS_TEXTS.startAfterEnd };
  if (to.diff(from, 'day') > MAX_RANGE_DAYS) return { ok: false, message: FIELDS_TEXTS.rangeTooLong };
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
