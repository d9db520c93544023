import type { GeoPoint } from '../../../shared/api/schemas/weather';
import type { DayRange, WeatherSourceId } from '../../../shared/domain/weather';

export type { GeoPoint } from '../../../shared/api/schemas/weather';
export type { DayRange, WeatherSourceId } from '../../../shared/domain/weather';

/** One day of weather as the providers deliver it, in the app's units; null where the source has no value. */
export interface DailyWeather {
  date: string;
  /** °C */
  maxTemperature: number | null;
  /** °C */
  minTemperature: number | null;
  /** mm over the day */
  precipitation: number | null;
  /** m/s, the day's maximum at 10 m (NASA POWER: daily mean at 2 m) */
  windSpeed: number | null;
  /** %, daily mean */
  humidity: number | null;
  /** %, daily mean */
  cloudCover: number | null;
  /** WMO code */
  weatherCode: number | null;
}

/** A day's weather and where its values came from. */
export interface SourcedDay extends DailyWeather {
  source: WeatherSourceId;
}

/** Past days: an archive or reanalysis. */
export interface HistorySource {
  readonly source: WeatherSourceId;
  /** Earliest day the source has. */
  readonly firstDay: string;
  /** One entry per day of the range, in order. */
  history(point: GeoPoint, range: DayRange): Promise<DailyWeather[]>;
}

/** Days ahead, and the last days the archives do not have yet. */
export interface ForecastSource {
  readonly source: WeatherSourceId;
  /** `days` days from the location's today. */
  forecast(point: GeoPoint, days: number): Promise<DailyWeather[]>;
  /** Days of the recent past (at most RECENT_PAST_DAYS back from today) up to today. */
  recent(point: GeoPoint, range: DayRange, today: string): Promise<DailyWeather[]>;
}

/** How far back the forecast API's `past_days` reaches. */
export const RECENT_PAST_DAYS = 92;

const VALUE_KEYS = ['maxTemperature', 'minTemperature', 'precipitation', 'windSpeed', 'humidity', 'cloudCover'] as const;

/** Every value present: only such days are cached. */
export function isComplete(day: DailyWeather): boolean {
  return VALUE_KEYS.every((key) => day[key] !== null);
}

export function emptyDay(date: string): DailyWeather {
  return {
    date,
    maxTemperature: null,
    minTemperature: null,
    precipitation: null,
    windSpeed: null,
    humidity: null,
    cloudCover: null,
    weatherCode: null,
  };
}
