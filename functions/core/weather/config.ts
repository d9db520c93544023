import * as z from 'zod';
import { PROVIDER_ENV } from '../../../shared/platform';
import type { WeatherSourceId } from '../../../shared/domain/weather';
import { boundedInt, type Env, optionalText, optionalUrl, parseEnv } from '../config-schema';

/**
 * The weather settings of a stage. WEATHER_PROVIDER is required: every stage names its source (the local stage the
 * demo source), so simulated weather is never what a forgotten setting gives. The endpoints and limits are
 * overrides with the providers' own values as defaults, so tests can point the providers at a local stand-in.
 */
export const OPEN_METEO_FREE = { forecast: 'https://api.open-meteo.com', archive: 'https://archive-api.open-meteo.com' };
/** A paid plan's key goes with the same syntax to the customer endpoints. */
export const OPEN_METEO_CUSTOMER = {
  forecast: 'https://customer-api.open-meteo.com',
  archive: 'https://customer-archive-api.open-meteo.com',
};
export const NASA_POWER_DEFAULT = 'https://power.larc.nasa.gov';

/** Where the Open-Meteo key comes from: the key itself (tests, local) or a Secrets Manager secret's name. */
export interface WeatherKeySettings {
  apiKey?: string;
  secretName?: string;
}

export interface WeatherConfig {
  provider: WeatherSourceId;
  /** Base URLs (origin and optional path prefix); the API paths are appended. */
  openMeteoUrl: string;
  openMeteoArchiveUrl: string;
  nasaPowerUrl: string;
  /** Whether a key is configured (directly or by secret name); the key itself is read by api-key.ts. */
  hasApiKey: boolean;
  key: WeatherKeySettings;
  timeoutMs: number;
  forecastDays: number;
  callsPerMinute: number;
}

const PROVIDERS = ['open-meteo', 'nasa-power', 'demo'] as const satisfies readonly WeatherSourceId[];

const KeySchema = z.object({
  [PROVIDER_ENV.weatherApiKey]: optionalText(),
  [PROVIDER_ENV.weatherApiKeySecretName]: optionalText(),
});

const WeatherSchema = z.object({
  [PROVIDER_ENV.weatherProvider]: z.enum(PROVIDERS, {
    error: (issue) =>
      issue.input === undefined
        ? `is not set (one of ${PROVIDERS.join(', ')})`
        : `must be one of ${PROVIDERS.join(', ')}, not "${String(issue.input)}"`,
  }),
  [PROVIDER_ENV.openMeteoUrl]: optionalUrl(),
  [PROVIDER_ENV.openMeteoArchiveUrl]: optionalUrl(),
  [PROVIDER_ENV.nasaPowerUrl]: optionalUrl(),
  [PROVIDER_ENV.weatherTimeoutMs]: boundedInt(10_000, 100, 60_000),
  [PROVIDER_ENV.weatherForecastDays]: boundedInt(7, 7, 16),
  // Open-Meteo's free tier allows 600 a minute per IP; Lambda containers share egress IPs, so stay well below.
  [PROVIDER_ENV.weatherCallsPerMinute]: boundedInt(120, 1, 10_000),
});

export function weatherKeySettings(env: Env): WeatherKeySettings {
  const parsed = parseEnv(KeySchema, env);
  const apiKey = parsed[PROVIDER_ENV.weatherApiKey];
  const secretName = parsed[PROVIDER_ENV.weatherApiKeySecretName];
  return { ...(apiKey ? { apiKey } : {}), ...(secretName ? { secretName } : {}) };
}

/** Parses the weather settings out of `env`; the functions read them once through core/config.ts. */
export function weatherConfig(env: Env): WeatherConfig {
  const parsed = parseEnv(WeatherSchema, env);
  const key = weatherKeySettings(env);
  const hasApiKey = Boolean(key.apiKey || key.secretName);
  const endpoints = hasApiKey ? OPEN_METEO_CUSTOMER : OPEN_METEO_FREE;
  return {
    provider: parsed[PROVIDER_ENV.weatherProvider],
    openMeteoUrl: parsed[PROVIDER_ENV.openMeteoUrl] ?? endpoints.forecast,
    openMeteoArchiveUrl: parsed[PROVIDER_ENV.openMeteoArchiveUrl] ?? endpoints.archive,
    nasaPowerUrl: parsed[PROVIDER_ENV.nasaPowerUrl] ?? NASA_POWER_DEFAULT,
    hasApiKey,
    key,
    timeoutMs: parsed[PROVIDER_ENV.weatherTimeoutMs],
    forecastDays: parsed[PROVIDER_ENV.weatherForecastDays],
    callsPerMinute: parsed[PROVIDER_ENV.weatherCallsPerMinute],
  };
}
