import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { routeById } from '../../../../shared/api/routes';
import {
  FieldWeatherInfoResponse,
  ForecastResponse,
  HistoryDownloadResponse,
  HistoryResponse,
  RainfallResponse,
} from '../../../../shared/api/schemas/weather';
import { api } from '../../lib/api';

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

/** A GET of the shared route table with its documented query names; empty values are left out. */
function request(routeId: string, query: Record<string, string | undefined>): FetchArgs {
  const route = routeById(routeId);
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  return { url: route.path, method: route.method, params };
}

/**
 * Weather (spec 2 §7.1, §7.2). Read-only: nothing here changes data, so the answers carry no tags; the server
 * caches per grid cell, and RTK Query's own cache keeps a screen's answers while it is open.
 */
export const weatherApi = api.injectEndpoints({
  endpoints: (build) => ({
    getForecast: build.query<ForecastResponse, ForecastArgs>({
      query: ({ location, field }) => request('getForecast', { location, field }),
      responseSchema: ForecastResponse,
    }),
    /** The spec's upper-case LOCATION on this route only. */
    getHistory: build.query<HistoryResponse, HistoryArgs>({
      query: ({ location, startdate, enddate, field }) => request('getHistory', { LOCATION: location, startdate, enddate, field }),
      responseSchema: HistoryResponse,
    }),
    getAverageRainfall: build.query<RainfallResponse, HistoryArgs>({
      query: ({ location, startdate, enddate, field }) => request('getAverageRainfall', { location, startdate, enddate, field }),
      responseSchema: RainfallResponse,
    }),
    downloadHistory: build.query<HistoryDownloadResponse, HistoryArgs>({
      query: ({ location, startdate, enddate, field }) => request('downloadHistory', { location, startdate, enddate, field }),
      responseSchema: HistoryDownloadResponse,
      // A generated file is kept by the screen, not the cache.
      keepUnusedDataFor: 0,
    }),
    getFieldWeatherInfo: build.query<FieldWeatherInfoResponse, FieldWeatherInfoArgs>({
      query: ({ id, startdate, enddate }) => request('getFieldWeatherInfo', { id, startdate, enddate }),
      responseSchema: FieldWeatherInfoResponse,
    }),
  }),
});

export const {
  useGetForecastQuery,
  useGetHistoryQuery,
  useGetAverageRainfallQuery,
  useLazyDownloadHistoryQuery,
  useGetFieldWeatherInfoQuery,
} = weatherApi;
