import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appUrl, forgetConfig, indexJobsQueueUrl, placeSearchSettings, stacSettings, tableName, weatherSettings } from '../../functions/core/config';
import { handler as customMessage } from '../../functions/triggers/custom-message';

/** The functions' settings: read once, and a missing or malformed one stops the function, naming the variable. */
afterEach(() => {
  vi.unstubAllEnvs();
  forgetConfig();
});

const resetMail = () =>
  ({
    triggerSource: 'CustomMessage_ForgotPassword',
    request: { codeParameter: '{####}', usernameParameter: '{username}', userAttributes: { email: 'farmer@example.com' } },
    response: {},
  }) as unknown as CustomMessageTriggerEvent;

describe('the platform configuration', () => {
  it('names the variable a function misses instead of running on a guess', () => {
    vi.stubEnv('TABLE_NAME', '');
    vi.stubEnv('APP_URL', undefined);
    vi.stubEnv('WEATHER_PROVIDER', undefined);
    vi.stubEnv('PLACE_SEARCH_USER_AGENT', undefined);
    vi.stubEnv('STAC_API_URL', 'https://stac.example.com');
    vi.stubEnv('STAC_COLLECTION', undefined);
    expect(() => tableName()).toThrow('Configuration: TABLE_NAME is not set');
    expect(() => appUrl()).toThrow('Configuration: APP_URL is not set');
    expect(() => weatherSettings()).toThrow(/WEATHER_PROVIDER is not set/);
    expect(() => placeSearchSettings()).toThrow('Configuration: PLACE_SEARCH_USER_AGENT is not set');
    expect(() => stacSettings()).toThrow('Configuration: STAC_COLLECTION is not set');
  });

  it('refuses a malformed value, naming it', () => {
    vi.stubEnv('APP_URL', 'app.example.com');
    vi.stubEnv('INDEX_JOBS_QUEUE_URL', 'index-jobs');
    expect(() => appUrl()).toThrow('Configuration: APP_URL is not a URL');
    expect(() => indexJobsQueueUrl()).toThrow('Configuration: INDEX_JOBS_QUEUE_URL is not a URL');
  });

  it('parses a setting once and keeps it for the container', () => {
    vi.stubEnv('APP_URL', 'https://app.example.com/');
    expect(appUrl()).toBe('https://app.example.com');
    vi.stubEnv('APP_URL', 'https://elsewhere.example.com');
    expect(appUrl()).toBe('https://app.example.com');
    forgetConfig();
    expect(appUrl()).toBe('https://elsewhere.example.com');
  });

  it('stops the reset mail without APP_URL rather than sending a relative link', async () => {
    vi.stubEnv('APP_URL', undefined);
    await expect(customMessage(resetMail())).rejects.toThrow('APP_URL is not set');
  });
});
