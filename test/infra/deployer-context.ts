import type { DeployerSettings } from '../../infra/deployer-settings';

/** What a deployer of prod gives (`-c name=value`): the settings prod cannot synthesize without, for the template tests. */
export const PROD_DEPLOYER_CONTEXT = {
  domain: 'app.fieldwatch.test',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
  mailFrom: 'no-reply@fieldwatch.test',
  mailDomain: 'fieldwatch.test',
  alarmEmail: 'ops@fieldwatch.test',
  supportEmail: 'support@fieldwatch.test',
} as const satisfies DeployerSettings;
