import { secretField, secretString } from '../secrets';
import type { WeatherKeySettings } from './config';
import { WeatherUnavailable } from './errors';

/**
 * The Open-Meteo API key: WEATHER_API_KEY directly (tests, local), or the Secrets Manager secret named by
 * WEATHER_API_KEY_SECRET_NAME (the key itself, or JSON with `apiKey`), cached by the secrets reader.
 */
export async function weatherApiKey(settings: WeatherKeySettings): Promise<string | undefined> {
  if (settings.apiKey) return settings.apiKey;
  const name = settings.secretName;
  if (!name) return undefined;
  try {
    return secretField(await secretString(name), 'apiKey', 'key');
  } catch (error) {
    throw new WeatherUnavailable('NOT_CONFIGURED', `weather API key secret ${name} unreadable: ${String(error)}`);
  }
}
