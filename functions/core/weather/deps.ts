import { logger, type Logger } from '../../lib/logger';
import type { WeatherCache } from './cache';
import { weatherConfig } from './config';
import { dynamoWeatherCache } from './dynamo-cache';
import { weatherSources, type WeatherSources } from './providers/select';

/** What the weather use cases work with; tests pass their own (stand-in sources, a memory cache, a fixed clock). */
export interface WeatherDeps {
  sources: WeatherSources;
  cache: WeatherCache;
  now: () => number;
  forecastDays: number;
  log: Logger;
}

export function weatherDeps(overrides: Partial<WeatherDeps> = {}): WeatherDeps {
  const config = weatherConfig();
  return {
    sources: overrides.sources ?? weatherSources(config),
    cache: overrides.cache ?? dynamoWeatherCache,
    now: overrides.now ?? Date.now,
    forecastDays: overrides.forecastDays ?? config.forecastDays,
    log: overrides.log ?? logger,
  };
}
