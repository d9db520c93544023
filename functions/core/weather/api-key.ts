import type { WeatherKeySettings } from './config';
import { WeatherUnavailable } from './errors';

/**
 * The Open-Meteo API key: WEATHER_API_KEY directly (tests, local), or the Secrets Manager secret named by
 * WEATHER_API_KEY_SECRET_NAME, read through the AWS Parameters and Secrets Lambda Extension (no SDK in the
 * bundle) and kept for the container's life. The secret may be the key itself or JSON with `apiKey`.
 */
let cached: { name: string; value: string } | undefined;

function keyFromSecret(secret: string): string {
  try {
    const parsed = JSON.parse(secret) as { apiKey?: unknown; key?: unknown };
    const value = parsed.apiKey ?? parsed.key;
    if (typeof value === 'string') return value;
  } catch {
    /* the secret is the key */
  }
  return secret.trim();
}

export async function weatherApiKey(settings: WeatherKeySettings): Promise<string | undefined> {
  if (settings.apiKey) return settings.apiKey;
  const name = settings.secretName;
  if (!name) return undefined;
  if (cached?.name === name) return cached.value;
  try {
    const response = await fetch(`http://localhost:${settings.extensionPort}/secretsmanager/get?secretId=${encodeURIComponent(name)}`, {
      headers: { 'X-Aws-Parameters-Secrets-Token': settings.sessionToken ?? '' },
      signal: AbortSignal.timeout(2_000),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const body = (await response.json()) as { SecretString?: unknown };
    if (typeof body.SecretString !== 'string' || !body.SecretString) throw new Error('no SecretString');
    cached = { name, value: keyFromSecret(body.SecretString) };
    return cached.value;
  } catch (error) {
    throw new WeatherUnavailable('NOT_CONFIGURED', `weather API key secret ${name} unreadable: ${String(error)}`);
  }
}
