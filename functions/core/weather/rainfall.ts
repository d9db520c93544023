import type { MonthlyRainfall } from '../../../shared/api/schemas/weather';
import { monthName } from '../../../shared/domain/weather';
import type { DailyWeather } from './types';

/**
 * Average rainfall by calendar month over the days given, in mm/h (the unit the spec's chart shows): the month's
 * precipitation over its days with a value, divided by 24. Months in the order the range meets them; a month
 * without any value has null.
 */
export function monthlyRainfall(days: readonly DailyWeather[]): MonthlyRainfall[] {
  const months = new Map<string, { total: number; count: number }>();
  for (const day of days) {
    const month = monthName(day.date);
    const entry = months.get(month) ?? { total: 0, count: 0 };
    if (day.precipitation !== null) {
      entry.total += day.precipitation;
      entry.count += 1;
    }
    months.set(month, entry);
  }
  return [...months].map(([month, { total, count }]) => ({
    month,
    avgRainfall: count === 0 ? null : Math.round((total / count / 24) * 1000) / 1000,
  }));
}
