import { describe, expect, it } from 'vitest';
import { MissingDeployerSettingsError, readDeployerSettings, resolveStage } from '../../infra/deployer-settings';
import { DEV, PROD, STAGES, stageDefinition, withOverrides } from '../../infra/stages';
import { PROD_DEPLOYER_CONTEXT } from './deployer-context';

describe('stage config', () => {
  it('defines dev and prod; prod retains data, dev does not', () => {
    expect(Object.keys(STAGES)).toEqual(expect.arrayContaining(['dev', 'prod']));
    expect(PROD.retainData).toBe(true);
    expect(DEV.retainData).toBe(false);
    expect(DEV.auth.email).toBeUndefined();
  });

  it('commits none of what only the deployer knows: no domain, certificate, mail sender, alarm or support address in prod', () => {
    expect(PROD.web.domain).toBeUndefined();
    expect(PROD.web.supportEmail).toBeUndefined();
    expect(PROD.auth.email).toBeUndefined();
    expect(PROD.alarms.email).toBeUndefined();
    expect(PROD.placeSearch.userAgent).toBeUndefined();
    expect(JSON.stringify(PROD)).not.toMatch(/example\.com|111111111111/);
    expect(PROD.deployer.required).toEqual(expect.arrayContaining(['domain', 'certificateArn', 'mailFrom', 'alarmEmail', 'supportEmail']));
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
    expect(() => stageDefinition('staging')).toThrow(/known stages: dev, prod/);
  });
});

describe("the deployer's settings", () => {
  it('takes each from the context first, else from its FIELDWATCH_* environment variable', () => {
    const context: Record<string, unknown> = { domain: 'app.from-context.test', alarmEmail: '' };
    const settings = readDeployerSettings((name) => context[name], {
      FIELDWATCH_DOMAIN: 'app.from-env.test',
      FIELDWATCH_ALARM_EMAIL: 'ops@from-env.test',
      FIELDWATCH_SES_REGION: 'af-south-1',
    });
    expect(settings).toEqual({ domain: 'app.from-context.test', alarmEmail: 'ops@from-env.test', sesRegion: 'af-south-1' });
  });

  it('refuses prod without them, in one message naming each missing setting and how to give it', () => {
    let error: unknown;
    try {
      resolveStage(PROD, {});
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(MissingDeployerSettingsError);
    const { message, missing } = error as MissingDeployerSettingsError;
    expect(missing).toEqual(['domain', 'certificateArn', 'mailFrom', 'alarmEmail', 'supportEmail']);
    for (const [name, variable] of [
      ['domain', 'FIELDWATCH_DOMAIN'],
      ['certificateArn', 'FIELDWATCH_CERTIFICATE_ARN'],
      ['mailFrom', 'FIELDWATCH_MAIL_FROM'],
      ['alarmEmail', 'FIELDWATCH_ALARM_EMAIL'],
      ['supportEmail', 'FIELDWATCH_SUPPORT_EMAIL'],
    ]) {
      expect(message).toContain(`- ${name} (${variable}): `);
    }
    expect(message).toContain('-c <name>=<value>');
    expect(message).toContain('cdk.context.json');
  });

  it('names only what is still missing, and a setting that needs its partner', () => {
    const { domain, mailFrom, alarmEmail, supportEmail } = PROD_DEPLOYER_CONTEXT;
    expect(() => resolveStage(PROD, { domain, mailFrom, alarmEmail, supportEmail })).toThrow(
      expect.objectContaining({ missing: ['certificateArn'] }),
    );
    expect(() => resolveStage(DEV, { hostedZoneId: 'Z123' })).toThrow(
      expect.objectContaining({ missing: ['domain', 'certificateArn', 'hostedZoneName'] }),
    );
  });

  it('puts the given values in their places in prod, with the SES region defaulting to the stage default', () => {
    const config = resolveStage(PROD, { ...PROD_DEPLOYER_CONTEXT, hostedZoneId: 'Z123', hostedZoneName: 'fieldwatch.test' });
    expect(config.web.domain).toEqual({
      name: PROD_DEPLOYER_CONTEXT.domain,
      certificateArn: PROD_DEPLOYER_CONTEXT.certificateArn,
      hostedZone: { id: 'Z123', name: 'fieldwatch.test' },
    });
    expect(config.web.supportEmail).toBe(PROD_DEPLOYER_CONTEXT.supportEmail);
    expect(config.auth.email).toEqual({
      fromEmail: PROD_DEPLOYER_CONTEXT.mailFrom,
      fromName: 'FieldWatch',
      sesRegion: 'eu-west-1',
      sesVerifiedDomain: PROD_DEPLOYER_CONTEXT.mailDomain,
    });
    expect(config.alarms.email).toBe(PROD_DEPLOYER_CONTEXT.alarmEmail);
    expect(resolveStage(PROD, { ...PROD_DEPLOYER_CONTEXT, sesRegion: 'af-south-1' }).auth.email?.sesRegion).toBe('af-south-1');
  });

  it('keeps dev working with none of them', () => {
    const config = resolveStage(DEV, {});
    expect(config.web.domain).toBeUndefined();
    expect(config.auth.email).toBeUndefined();
    expect(config.web.supportEmail).toBe(DEV.web.supportEmail);
  });
});
