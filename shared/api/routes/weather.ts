import { weatherMeter } from '../../domain/admin';
import { FieldWeatherInfoQuery, FieldWeatherInfoResponse, ForecastQuery, ForecastResponse, HistoryDownloadResponse, HistoryQuery, HistoryRangeQuery, HistoryResponse, RainfallResponse } from '../schemas/weather';
import { r, type RouteSpec } from './spec';

/** The routes of the weather Lambda. */
export const WEATHER_ROUTES = {
  // Weather (spec 2 §7.1, §7.2)
  getFieldWeatherInfo: r('GET', '/weather/field-info/', 'weather', 'user', 'weather.view_weather', {
    team: 'query',
    query: FieldWeatherInfoQuery,
    answer: FieldWeatherInfoResponse, meter: weatherMeter('Weather field info'),
  }),
  getForecast: r('GET', '/weather/forecast/', 'weather', 'user', 'weather.view_weather', { team: 'query', query: ForecastQuery, answer: ForecastResponse, meter: weatherMeter('Weather forecast') }),
  getHistory: r('GET', '/weather/weather/history/', 'weather', 'user', 'weather.view_weather', {
    team: 'query',
    query: HistoryQuery,
    answer: HistoryResponse, meter: weatherMeter('Weather history'),
  }),
  getAverageRainfall: r('GET', '/weather/average/rainfall/', 'weather', 'user', 'weather.view_weather', {
    team: 'query',
    query: HistoryRangeQuery,
    answer: RainfallResponse, meter: weatherMeter('Weather rainfall'),
  }),
  downloadHistory: r('GET', '/weather/weather/history/download/', 'weather', 'user', 'weather.view_weather', {
    team: 'query',
    query: HistoryRangeQuery,
    answer: HistoryDownloadResponse, meter: weatherMeter('Weather history download'),
  }),
} as const satisfies Record<string, RouteSpec>;
