import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weatherApiKey } from '../../../functions/core/weather/api-key';
import { weatherKeySettings } from '../../../functions/core/weather/config';
import { WeatherUnavailable } from '../../../functions/core/weather/errors';
import { startStandIn, type StandIn } from '../../support/weather-stand-in';

/** The key from the environment, or from Secrets Manager through the Parameters and Secrets Lambda Extension. */
let extension: StandIn;
const port = () => new URL(extension.url).port;

beforeAll(async () => {
  extension = await startStandIn();
});
afterAll(() => extension.close());

describe('the Open-Meteo API key', () => {
  it('is WEATHER_API_KEY when set, and absent without any key', async () => {
    expect(await weatherApiKey(weatherKeySettings({ WEATHER_API_KEY: 'direct' }))).toBe('direct');
    expect(await weatherApiKey(weatherKeySettings({}))).toBeUndefined();
  });

  it('is read once from the secret WEATHER_API_KEY_SECRET_NAME names (plain or JSON)', async () => {
    extension.on('/secretsmanager/get', ({ query }) =>
      query.get('secretId') === 'fieldwatch/prod/open-meteo-api-key'
        ? { json: { Name: query.get('secretId'), SecretString: '{"apiKey":"from-secret"}' } }
        : { status: 400, json: { message: 'not found' } },
    );
    const env = weatherKeySettings({
      WEATHER_API_KEY_SECRET_NAME: 'fieldwatch/prod/open-meteo-api-key',
      PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: port(),
      AWS_SESSION_TOKEN: 'session',
    });
    expect(await weatherApiKey(env)).toBe('from-secret');
    expect(await weatherApiKey(env)).toBe('from-secret');
    expect(extension.calls('/secretsmanager/get')).toHaveLength(1);
  });

  it('fails as not configured when the secret cannot be read', async () => {
    const env = weatherKeySettings({ WEATHER_API_KEY_SECRET_NAME: 'missing', PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: port() });
    const error = await weatherApiKey(env).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WeatherUnavailable);
    expect((error as WeatherUnavailable).code).toBe('NOT_CONFIGURED');
  });
});
