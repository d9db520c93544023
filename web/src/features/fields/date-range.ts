import dayjs from 'dayjs';
import { FIELDS_TEXTS } from './messages';

/** Spec 2 §5, §9: the dashboard's start and end dates are at most 365 days apart. */
export const MAX_RANGE_DAYS = 365;

export type RangeCheck = { ok: true } | { ok: false; message: string };

/** A changed range is kept only when valid; otherwise the change is ignored and the message shown. */
export function checkDateRange(startDate: string, endDate: string): RangeCheck {
  const start = dayjs(startDate);
  const end = dayjs(endDate);
  if (!start.isValid() || !end.isValid()) return { ok: false, message: FIELDS_TEXTS.rangeHint };
  if (start.isAfter(end, 'day')) return { ok: false, message: FIELDS_TEXTS.startAfterEnd };
  if (end.diff(start, 'day') > MAX_RANGE_DAYS) return { ok: false, message: FIELDS_TEXTS.rangeTooLong };
  return { ok: true };
}

/** The pickers' limits: start within the year before the end, end from the start to today (spec 2 §5). */
export function pickerLimits(startDate: string, endDate: string, today = dayjs()) {
  return {
    startMin: dayjs(endDate).subtract(MAX_RANGE_DAYS, 'day').format('YYYY-MM-DD'),
    startMax: endDate,
    endMin: startDate,
    endMax: today.format('YYYY-MM-DD'),
  };
}

/** YYYY/MM/DD, the pickers' display format (spec 2 §5). */
export function slashDate(day: string): string {
  return day.replace(/-/g, '/');
}
