import type { CropWindow, FieldSituation, RuleDay } from '../../../functions/core/alerts/rules/types';
import { DEFAULT_ALERT_THRESHOLDS, type AlertThresholds } from '../../../shared/domain/alerts';
import { addDays, eachDay } from '../../../shared/domain/weather';

/** Hand-made weather for the rules' tests: a dry baseline with the rain (and heat) the test sets on given days. */
export interface SeriesOptions {
  today: string;
  /** The first and last day of the series (default: 120 days before today to 15 after). */
  from?: string;
  to?: string;
  /** Rain by date (mm, or null for a day without a value); other days: `baseRain`. */
  rain?: Record<string, number | null>;
  /** Rain of the days not named (default 0). A function of the date for a wet season. */
  baseRain?: number | ((date: string) => number);
  maxC?: Record<string, number>;
  crops?: CropWindow[];
  lat?: number;
  thresholds?: Partial<AlertThresholds>;
}

export function situationOf(options: SeriesOptions): FieldSituation {
  const from = options.from ?? addDays(options.today, -120);
  const to = options.to ?? addDays(options.today, 15);
  const base = options.baseRain ?? 0;
  const weather: RuleDay[] = eachDay(from, to).map((date) => {
    const named = options.rain && date in options.rain ? options.rain[date]! : undefined;
    return {
      date,
      rainMm: named !== undefined ? named : typeof base === 'function' ? base(date) : base,
      maxC: options.maxC?.[date] ?? 30,
      minC: 20,
      windMs: 3,
      forecast: date >= options.today,
    };
  });
  return {
    fieldId: 'field-1',
    lat: options.lat ?? 9,
    lon: 8,
    today: options.today,
    weather,
    crops: options.crops ?? [],
    thresholds: { ...DEFAULT_ALERT_THRESHOLDS, ...options.thresholds },
  };
}

/** Rain every `every` days of `mm` from `from` on (a wet season without dry spells). */
export const showersFrom = (from: string, mm = 6, every = 3) => (date: string) =>
  date >= from && Math.round((Date.parse(date) - Date.parse(from)) / 86_400_000) % every === 0 ? mm : 0;

export const maize = (sowing: string, harvest: string, flowering: string | null = null): CropWindow => ({
  crop: 'maize',
  sowing,
  harvest,
  flowering,
  source: 'planned',
});
