import type { WeatherConfig } from '../config';
import type { ForecastSource, HistorySource } from '../types';
import { demoForecast, demoHistory } from './demo';
import { nasaPowerHistory } from './nasa-power';
import { openMeteoArchive, openMeteoForecast } from './open-meteo';

export interface WeatherSources {
  history: HistorySource;
  /** Days ahead, and the recent days the history source does not have yet. */
  forecast: ForecastSource;
}

/** WEATHER_PROVIDER picks the history source; the forecast is Open-Meteo's unless the stage runs the demo source. */
export function weatherSources(config: WeatherConfig): WeatherSources {
  switch (config.provider) {
    case 'demo':
      return { history: demoHistory(), forecast: demoForecast() };
    case 'nasa-power':
      return { history: nasaPowerHistory(config), forecast: openMeteoForecast(config) };
    case 'open-meteo':
      return { history: openMeteoArchive(config), forecast: openMeteoForecast(config) };
  }
}
