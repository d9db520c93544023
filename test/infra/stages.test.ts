import { describe, expect, it } from 'vitest';
import { DEV, PROD, STAGES, stageConfig, withOverrides } from '../../infra/stages';

describe('stage config', () => {
  it('defines dev and prod; prod retains data, dev does not', () => {
    expect(Object.keys(STAGES)).toEqual(expect.arrayContaining(['dev', 'prod']));
    expect(PROD.retainData).toBe(true);
    expect(DEV.retainData).toBe(false);
    expect(PROD.auth.email).toBeDefined();
    expect(DEV.auth.email).toBeUndefined();
  });

  it('merges overrides without touching the base stage', () => {
    const config = withOverrides(DEV, {
      name: 'qa',
      auth: { google: { clientId: 'id', clientSecretName: 'qa/google' } },
      web: { extraCallbackUrls: ['https://qa.example.com/'] },
    });
    expect(config.name).toBe('qa');
    expect(config.auth.cognitoDomainPrefix).toBe(DEV.auth.cognitoDomainPrefix);
    expect(config.auth.google?.clientId).toBe('id');
    expect(config.web.extraCallbackUrls).toEqual(['https://qa.example.com/']);
    expect(config.web.supportEmail).toBe(DEV.web.supportEmail);
    expect(DEV.auth.google).toBeUndefined();
  });

  it('names the known stages when asked for an unknown one', () => {
    expect(() => stageConfig('staging')).toThrow(/known stages: dev, prod/);
  });
});
