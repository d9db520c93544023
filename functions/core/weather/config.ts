import type { WeatherSourceId } from '../../../shared/domain/weather';

/**
 * The weather configuration of a stage, read from the environment on every use (cheap), so tests can point the
 * providers at a local stand-in. Deployed stages set WEATHER_PROVIDER; unset means the demo source (local stage).
 */
export const WEATHER_ENV = {
  provider: 'WEATHER_PROVIDER',
  openMeteoUrl: 'OPEN_METEO_URL',
  openMeteoArchiveUrl: 'OPEN_METEO_ARCHIVE_URL',
  nasaPowerUrl: 'NASA_POWER_URL',
  apiKey: 'WEATHER_API_KEY',
  apiKeySecretName: 'WEATHER_API_KEY_SECRET_NAME',
  timeoutMs: 'WEATHER_TIMEOUT_MS',
  forecastDays: 'WEATHER_FORECAST_DAYS',
  callsPerMinute: 'WEATHER_CALLS_PER_MINUTE',
} as const;

export const OPEN_METEO_FREE = { forecast: 'https://api.open-meteo.com', archive: 'https://archive-api.open-meteo.com' };
/** A paid plan's key goes with the same syntax to the customer endpoints. */
export const OPEN_METEO_CUSTOMER = {
  forecast: 'https://customer-api.open-meteo.com',
  archive: 'https://customer-archive-api.open-meteo.com',
};
export const NASA_POWER_DEFAULT = 'https://power.larc.nasa.gov';

export interface WeatherConfig {
  provider: WeatherSourceId;
  /** Base URLs (origin and optional path prefix); the API paths are appended. */
  openMeteoUrl: string;
  openMeteoArchiveUrl: string;
  nasaPowerUrl: string;
  /** Whether a key is configured (directly or by secret name); the key itself is read by api-key.ts. */
  hasApiKey: boolean;
  timeoutMs: number;
  forecastDays: number;
  callsPerMinute: number;
}

const PROVIDERS: readonly WeatherSourceId[] = ['open-meteo', 'nasa-power', 'demo'];

function intFrom(value: string | undefined, fallback: number, min: number, max: number): number {
  const parsed = Number(value);
  if (!value || !Number.isFinite(parsed)) return fallback;
  return Math.min(max, Math.max(min, Math.round(parsed)));
}

export function weatherConfig(env: NodeJS.ProcessEnv = process.env): WeatherConfig {
  const provider = (env[WEATHER_ENV.provider] ?? 'demo').trim() as WeatherSourceId;
  if (!PROVIDERS.includes(provider)) {
    throw new Error(`${WEATHER_ENV.provider} must be one of ${PROVIDERS.join(', ')}, not "${provider}"`);
  }
  const hasApiKey = Boolean(env[WEATHER_ENV.apiKey] || env[WEATHER_ENV.apiKeySecretName]);
  const endpoints = hasApiKey ? OPEN_METEO_CUSTOMER : OPEN_METEO_FREE;
  return {
    provider,
    openMeteoUrl: env[WEATHER_ENV.openMeteoUrl] || endpoints.forecast,
    openMeteoArchiveUrl: env[WEATHER_ENV.openMeteoArchiveUrl] || endpoints.archive,
    nasaPowerUrl: env[WEATHER_ENV.nasaPowerUrl] || NASA_POWER_DEFAULT,
    hasApiKey,
    timeoutMs: intFrom(env[WEATHER_ENV.timeoutMs], 10_000, 100, 60_000),
    forecastDays: intFrom(env[WEATHER_ENV.forecastDays], 7, 7, 16),
    // Open-Meteo's free tier allows 600 a minute per IP; Lambda containers share egress IPs, so stay well below.
    callsPerMinute: intFrom(env[WEATHER_ENV.callsPerMinute], 120, 1, 10_000),
  };
}
