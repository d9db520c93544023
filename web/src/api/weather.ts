import type {
  FieldWeatherInfoResponse,
  ForecastResponse,
  HistoryDownloadResponse,
  HistoryResponse,
  RainfallResponse,
} from '../../../shared/api/schemas/weather';
import { api, endpoint } from '../lib/api';

/** The optional context the coordinate routes take: the selected field (its stored place names the area). */
export interface WeatherContext {
  field?: string;
}

export interface ForecastArgs extends WeatherContext {
  /** `lat,long`, as locationFromPath() gives it. */
  location: string;
}

export interface HistoryArgs extends ForecastArgs {
  startdate: string;
  enddate: string;
}

export interface FieldWeatherInfoArgs {
  id: string;
  startdate?: string;
  enddate?: string;
}

/**
 * Weather (spec 2 §7.1, §7.2). Read-only: nothing here changes data, so the answers carry no tags; the server
 * caches per grid cell, and RTK Query's own cache keeps a screen's answers while it is open.
 */
export const weatherApi = api.injectEndpoints({
  endpoints: (build) => ({
    getForecast: build.query<ForecastResponse, ForecastArgs>({
      ...endpoint('getForecast', ({ location, field }: ForecastArgs) => ({ query: { location, field } })),
    }),
    /** The spec's upper-case LOCATION on this route only. */
    getHistory: build.query<HistoryResponse, HistoryArgs>({
      ...endpoint('getHistory', ({ location, startdate, enddate, field }: HistoryArgs) => ({ query: { LOCATION: location, startdate, enddate, field } })),
    }),
    getAverageRainfall: build.query<RainfallResponse, HistoryArgs>({
      ...endpoint('getAverageRainfall', ({ location, startdate, enddate, field }: HistoryArgs) => ({ query: { location, startdate, enddate, field } })),
    }),
    downloadHistory: build.query<HistoryDownloadResponse, HistoryArgs>({
      ...endpoint('downloadHistory', ({ location, startdate, enddate, field }: HistoryArgs) => ({ query: { location, startdate, enddate, field } })),
      // A generated file is kept by the screen, not the cache.
      keepUnusedDataFor: 0,
    }),
    getFieldWeatherInfo: build.query<FieldWeatherInfoResponse, FieldWeatherInfoArgs>({
      ...endpoint('getFieldWeatherInfo', ({ id, startdate, enddate }: FieldWeatherInfoArgs) => ({ query: { id, startdate, enddate } })),
    }),
  }),
});

export const { useGetForecastQuery, useLazyDownloadHistoryQuery } = weatherApi;
