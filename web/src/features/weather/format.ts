import dayjs from 'dayjs';

/** A value with its unit, or a dash when the source had none. */
export function withUnit(value: number | null | undefined, unit: string, digits = 1): string {
  if (value === null || value === undefined) return '–';
  const text = Number.isInteger(value) ? String(value) : value.toFixed(digits);
  return `${text} ${unit}`.replace(' %', '%').replace(' °C', '°C');
}

/** 'DD MMMM YYYY' (spec 2 §9 'DD MMMM Y'). */
export function longDate(day: string): string {
  return dayjs(day).format('DD MMMM YYYY');
}

/** 'ddd DD MMM', the table's and strips' day label. */
export function shortDate(day: string): string {
  return dayjs(day).format('ddd DD MMM');
}

/** YYYY/MM/DD, the pickers' display format (spec 2 §5). */
export function slashDate(day: string): string {
  return day.replace(/-/g, '/');
}

export function todayDay(): string {
  return dayjs().format('YYYY-MM-DD');
}
