import { weatherSettings } from '../config';
import { quietLogger, type Logger } from '../logger';
import type { WeatherCache } from './cache';
import { dynamoWeatherCache } from './dynamo-cache';
import { weatherSources, type WeatherSources } from './providers/select';

/**
 * What the weather use cases work with; tests pass their own (stand-in sources, a memory cache, a fixed clock).
 * The routes' answers pass the request's logger.
 */
export interface WeatherDeps {
  sources: WeatherSources;
  cache: WeatherCache;
  now: () => number;
  forecastDays: number;
  log: Logger;
}

export function weatherDeps(overrides: Partial<WeatherDeps> = {}): WeatherDeps {
  return {
    sources: overrides.sources ?? weatherSources(weatherSettings()),
    cache: overrides.cache ?? dynamoWeatherCache,
    now: overrides.now ?? Date.now,
    forecastDays: overrides.forecastDays ?? weatherSettings().forecastDays,
    log: overrides.log ?? quietLogger,
  };
}
