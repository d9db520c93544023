import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetSecrets } from '../../../functions/core/secrets';
import { weatherApiKey } from '../../../functions/core/weather/api-key';
import { weatherKeySettings } from '../../../functions/core/weather/config';
import { WeatherUnavailable } from '../../../functions/core/weather/errors';

/** The key from the environment, or from Secrets Manager through the SDK (a stand-in speaking its JSON protocol). */
const SECRETS: Record<string, string> = { 'fieldwatch/prod/open-meteo-api-key': '{"apiKey":"from-secret"}' };
const calls: string[] = [];
let server: Server;
const saved = { ...process.env };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { SecretId } = JSON.parse(body) as { SecretId: string };
      calls.push(`${String(req.headers['x-amz-target'])} ${SecretId}`);
      const secret = SECRETS[SecretId];
      if (secret === undefined) {
        res.writeHead(400, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify({ __type: 'ResourceNotFoundException', message: "Secrets Manager can't find the specified secret." }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(JSON.stringify({ Name: SecretId, SecretString: secret }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_SECRETS_MANAGER: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    AWS_REGION: 'af-south-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
  });
});
beforeEach(() => {
  forgetSecrets();
  calls.length = 0;
});
afterAll(async () => {
  process.env = saved;
  forgetSecrets();
  await new Promise((resolve) => server.close(resolve));
});

describe('the Open-Meteo API key', () => {
  it('is WEATHER_API_KEY when set, and absent without any key', async () => {
    expect(await weatherApiKey(weatherKeySettings({ WEATHER_API_KEY: 'direct' }))).toBe('direct');
    expect(await weatherApiKey(weatherKeySettings({}))).toBeUndefined();
  });

  it('is read once from the secret WEATHER_API_KEY_SECRET_NAME names (plain or JSON), in any region', async () => {
    const env = weatherKeySettings({ WEATHER_API_KEY_SECRET_NAME: 'fieldwatch/prod/open-meteo-api-key' });
    expect(await weatherApiKey(env)).toBe('from-secret');
    expect(await weatherApiKey(env)).toBe('from-secret');
    expect(calls).toEqual(['secretsmanager.GetSecretValue fieldwatch/prod/open-meteo-api-key']);
  });

  it('fails as not configured, naming the secret, when the secret cannot be read', async () => {
    const error = await weatherApiKey(weatherKeySettings({ WEATHER_API_KEY_SECRET_NAME: 'missing' })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WeatherUnavailable);
    expect((error as WeatherUnavailable).code).toBe('NOT_CONFIGURED');
    expect((error as WeatherUnavailable).reason).toContain('missing');
  });
});
