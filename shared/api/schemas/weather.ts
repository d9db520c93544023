import * as z from 'zod';
import { INVALID_DATE } from '../../domain/weather';
import type { ApiMessageId } from '../../i18n/english';

export const LOCATION_MESSAGES = {
  required: 'weather.locationRequired',
  format: 'weather.locationFormat',
  latitude: 'weather.latitudeRange',
  longitude: 'weather.longitudeRange',
} as const satisfies Record<string, ApiMessageId>;

export interface GeoPoint {
  lat: number;
  lon: number;
}

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** The spec's location parameter: `lat,long` (the screens swap the path's longitude-first pair before sending). */
export const Location = z
  .string({ message: LOCATION_MESSAGES.required })
  .trim()
  .min(1, LOCATION_MESSAGES.required)
  .transform((text, ctx): GeoPoint => {
    const parts = text.split(',').map((part) => part.trim());
    const [lat, lon] = parts.map(Number);
    if (parts.length !== 2 || !parts.every((part) => NUMBER.test(part)) || lat === undefined || lon === undefined) {
      ctx.addIssue({ code: 'custom', message: LOCATION_MESSAGES.format });
      return z.NEVER;
    }
    if (lat < -90 || lat > 90) ctx.addIssue({ code: 'custom', message: LOCATION_MESSAGES.latitude });
    if (lon < -180 || lon > 180) ctx.addIssue({ code: 'custom', message: LOCATION_MESSAGES.longitude });
    return { lat, lon };
  });

/** Dates travel as text: a missing or bad date is answered as the spec says ('Invalid Date'), not as a 400. */
const DayText = z.string().optional();

/**
 * Optional on the coordinate routes (ours, not the spec's): the selected field, whose stored place fills areaName
 * and country, and the team it belongs to when the caller is in several.
 */
const FieldContext = {
  field: z.string().trim().min(1).max(80).optional(),
  team: z.string().trim().min(1).max(80).optional(),
};

export const ForecastQuery = z.object({ location: Location, ...FieldContext });
export type ForecastQuery = z.infer<typeof ForecastQuery>;

export const HistoryQuery = z.object({ LOCATION: Location, startdate: DayText, enddate: DayText, ...FieldContext });
export type HistoryQuery = z.infer<typeof HistoryQuery>;

export const HistoryRangeQuery = z.object({ location: Location, startdate: DayText, enddate: DayText, ...FieldContext });
export type HistoryRangeQuery = z.infer<typeof HistoryRangeQuery>;

/** GET /weather/field-info/?id= (spec 2 §7.1); with startdate and enddate the weather is that range's history. */
export const FieldWeatherInfoQuery = z.object({
  id: z.string().trim().min(1, 'A field id is required.').max(80),
  startdate: DayText,
  enddate: DayText,
});
export type FieldWeatherInfoQuery = z.infer<typeof FieldWeatherInfoQuery>;

const SourceId = z.enum(['open-meteo', 'nasa-power', 'demo']);

export const Attribution = z.object({ source: SourceId, label: z.string(), url: z.string().nullable() });
export type Attribution = z.infer<typeof Attribution>;

/** The spec's weather day record (spec 2 §3), plus the code and the source of its values. Values may be null. */
export const WeatherDay = z.object({
  Humidity: z.number().nullable(),
  areaName: z.string(),
  cloud_over: z.number().nullable(),
  country: z.string(),
  date: z.string(),
  indicator: z.string(),
  max_temperature: z.number().nullable(),
  min_temperature: z.number().nullable(),
  precipitation: z.number().nullable(),
  windspeed: z.number().nullable(),
  /** Forecast records only. */
  weatherUrlIcon: z.string().optional(),
  /** History records only: 'DD MMM'. */
  dayMonth: z.string().optional(),
  weather_code: z.number().nullable(),
  source: SourceId,
});
export type WeatherDay = z.infer<typeof WeatherDay>;

export const ForecastResponse = z.array(WeatherDay);
export type ForecastResponse = z.infer<typeof ForecastResponse>;

export const HistoryResponse = z.object({
  data: z.union([z.array(WeatherDay), z.literal(INVALID_DATE)]),
  attribution: z.array(Attribution),
});
export type HistoryResponse = z.infer<typeof HistoryResponse>;

export const MonthlyRainfall = z.object({ month: z.string(), avgRainfall: z.number().nullable() });
export type MonthlyRainfall = z.infer<typeof MonthlyRainfall>;

/** Average rainfall by calendar month over the range, in mm/h (spec 2 §9 unit). */
export const RainfallResponse = z.object({ data: z.array(MonthlyRainfall), attribution: z.array(Attribution) });
export type RainfallResponse = z.infer<typeof RainfallResponse>;

const CsvCell = z.union([z.string(), z.number(), z.null()]);

/** Rows for the CSV the web builds (`toCsv([header, ...rows])`) and saves as `filename`. */
export const HistoryDownloadResponse = z.object({
  filename: z.string(),
  header: z.array(z.string()),
  rows: z.array(z.array(CsvCell)),
  attribution: z.array(Attribution),
});
export type HistoryDownloadResponse = z.infer<typeof HistoryDownloadResponse>;

/** The field the weather is for: what the weather screens and the field info page need of it. */
export const WeatherField = z.object({
  id: z.string(),
  name: z.string(),
  group_name: z.string(),
  location: z.string().nullable(),
  state: z.string().nullable(),
  size: z.number(),
  /** [longitude, latitude], as the fields API gives it. */
  centroid: z.tuple([z.number(), z.number()]),
});
export type WeatherField = z.infer<typeof WeatherField>;

/** Field info with its weather: the forecast, or the history of the range asked for ('Invalid Date' as in §5). */
export const FieldWeatherInfoResponse = z.object({
  field: WeatherField,
  /** `lat,long` for the weather routes' location parameter. */
  location: z.string(),
  kind: z.enum(['forecast', 'history']),
  weather: z.union([z.array(WeatherDay), z.literal(INVALID_DATE)]),
  attribution: z.array(Attribution),
});
export type FieldWeatherInfoResponse = z.infer<typeof FieldWeatherInfoResponse>;
