import type { StageConfig, StageDefinition } from './stages';

/**
 * What a deployer gives at synth and the repository never holds: the stage's domain and certificate, its mail sender,
 * where alarms and support mail go. Each comes from the CDK context (`-c name=value`, or `cdk.context.json`, which is
 * not committed) or else from its environment variable. A stage lists the ones it cannot go without
 * (`StageDefinition.deployer.required`); the others are optional everywhere.
 */
export const DEPLOYER_SETTINGS = {
  domain: { env: 'FIELDWATCH_DOMAIN', what: "the web app's domain name, e.g. app.fieldwatch.ng" },
  certificateArn: {
    env: 'FIELDWATCH_CERTIFICATE_ARN',
    what: 'the ARN of the ACM certificate in us-east-1 that covers the domain (CloudFront reads certificates only there)',
  },
  hostedZoneId: { env: 'FIELDWATCH_HOSTED_ZONE_ID', what: "the Route 53 zone to create the domain's alias record in (optional)" },
  hostedZoneName: { env: 'FIELDWATCH_HOSTED_ZONE_NAME', what: "that zone's name, e.g. fieldwatch.ng (with hostedZoneId)" },
  mailFrom: {
    env: 'FIELDWATCH_MAIL_FROM',
    what: 'the SES-verified sender of sign-up codes and product mail, e.g. no-reply@fieldwatch.ng',
  },
  mailDomain: {
    env: 'FIELDWATCH_MAIL_DOMAIN',
    what: "the verified SES domain identity the sender's address belongs to, e.g. fieldwatch.ng (optional: else the address itself)",
  },
  sesRegion: { env: 'FIELDWATCH_SES_REGION', what: 'the region of the SES identity, e.g. eu-west-1' },
  alarmEmail: { env: 'FIELDWATCH_ALARM_EMAIL', what: 'where alarm notifications are mailed' },
  supportEmail: {
    env: 'FIELDWATCH_SUPPORT_EMAIL',
    what: "the operators' support address ('Contact the administrator' and the landing page's contact form)",
  },
} as const satisfies Record<string, { env: string; what: string }>;

export type DeployerSettingName = keyof typeof DEPLOYER_SETTINGS;
export type DeployerSettings = Partial<Record<DeployerSettingName, string>>;

const NAMES = Object.keys(DEPLOYER_SETTINGS) as DeployerSettingName[];

/** The settings given: each from the context when it holds a non-empty string, else from its environment variable. */
export function readDeployerSettings(
  context: (name: string) => unknown,
  environment: Readonly<Record<string, string | undefined>> = {},
): DeployerSettings {
  const settings: DeployerSettings = {};
  for (const name of NAMES) {
    const fromContext = context(name);
    const value = typeof fromContext === 'string' && fromContext.trim() ? fromContext : environment[DEPLOYER_SETTINGS[name].env];
    if (value?.trim()) settings[name] = value.trim();
  }
  return settings;
}

/** Thrown by a synth that lacks settings: one message naming each missing setting and how to give it. */
export class MissingDeployerSettingsError extends Error {
  constructor(
    readonly stage: string,
    readonly missing: DeployerSettingName[],
  ) {
    super(
      [
        `Stage "${stage}" needs these settings from the deployer (they are never committed). Give each as ` +
          '`-c <name>=<value>` to cdk, in cdk.context.json, or in its environment variable:',
        ...missing.map((name) => `  - ${name} (${DEPLOYER_SETTINGS[name].env}): ${DEPLOYER_SETTINGS[name].what}`),
      ].join('\n'),
    );
    this.name = 'MissingDeployerSettingsError';
  }
}

/** The settings a committed definition already carries (dev's support address, a test's overrides). */
function settingsOf(definition: StageDefinition): DeployerSettings {
  const { web, auth, alarms } = definition;
  const carried: DeployerSettings = {
    domain: web.domain?.name,
    certificateArn: web.domain?.certificateArn,
    hostedZoneId: web.domain?.hostedZone?.id,
    hostedZoneName: web.domain?.hostedZone?.name,
    mailFrom: auth.email?.fromEmail,
    mailDomain: auth.email?.sesVerifiedDomain,
    sesRegion: auth.email?.sesRegion,
    alarmEmail: alarms.email,
    supportEmail: web.supportEmail,
  };
  return Object.fromEntries(Object.entries(carried).filter(([, value]) => value !== undefined));
}

/** Settings that only make sense together: giving one asks for the other. */
const TOGETHER: Array<[DeployerSettingName, DeployerSettingName]> = [
  ['domain', 'certificateArn'],
  ['certificateArn', 'domain'],
  ['hostedZoneId', 'hostedZoneName'],
  ['hostedZoneName', 'hostedZoneId'],
  ['hostedZoneId', 'domain'],
  ['mailFrom', 'sesRegion'],
  ['mailDomain', 'mailFrom'],
];

/**
 * The stage to deploy: `definition` with the deployer's settings in place (they win over the stage's defaults and
 * what the definition carries). Throws one MissingDeployerSettingsError naming everything missing.
 */
export function resolveStage(definition: StageDefinition, given: DeployerSettings): StageConfig {
  const settings: DeployerSettings = { ...definition.deployer.defaults, ...settingsOf(definition), ...given };
  const missing = new Set<DeployerSettingName>(definition.deployer.required.filter((name) => !settings[name]));
  // Until nothing changes: a partner found missing may need its own partner (a zone asks for a domain, and so a certificate).
  for (let size = -1; size !== missing.size; ) {
    size = missing.size;
    for (const [wanted, needed] of TOGETHER) if ((settings[wanted] || missing.has(wanted)) && !settings[needed]) missing.add(needed);
  }
  if (!settings.supportEmail) missing.add('supportEmail');
  const { supportEmail, domain, certificateArn, hostedZoneId, hostedZoneName, mailFrom, sesRegion, alarmEmail } = settings;
  if (missing.size > 0 || !supportEmail) throw new MissingDeployerSettingsError(definition.name, NAMES.filter((name) => missing.has(name)));

  const { web, auth, alarms } = definition;
  return {
    ...definition,
    web: {
      ...web,
      supportEmail,
      domain:
        domain && certificateArn
          ? { name: domain, certificateArn, ...(hostedZoneId && hostedZoneName ? { hostedZone: { id: hostedZoneId, name: hostedZoneName } } : {}) }
          : undefined,
    },
    auth: {
      ...auth,
      email:
        mailFrom && sesRegion
          ? {
              ...auth.email,
              fromEmail: mailFrom,
              sesRegion,
              fromName: auth.email?.fromName ?? definition.deployer.mailFromName,
              sesVerifiedDomain: settings.mailDomain,
            }
          : undefined,
    },
    alarms: { ...alarms, email: alarmEmail },
  };
}
