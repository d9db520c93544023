import { WEATHER_ENV } from './config';
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

export async function weatherApiKey(env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  const direct = env[WEATHER_ENV.apiKey];
  if (direct) return direct;
  const name = env[WEATHER_ENV.apiKeySecretName];
  if (!name) return undefined;
  if (cached?.name === name) return cached.value;
  const port = env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773';
  try {
    const response = await fetch(`http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(name)}`, {
      headers: { 'X-Aws-Parameters-Secrets-Token': env.AWS_SESSION_TOKEN ?? '' },
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
