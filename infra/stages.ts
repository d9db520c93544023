import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { DeployerSettingName, DeployerSettings } from './deployer-settings';
import type { StaffMfaSetting } from '../shared/domain/staff-mfa';
import { SCHEDULES } from './definitions';

/**
 * Per-stage configuration of a deployed stage. `cdk deploy -c stage=NAME` picks one of STAGES; add a stage by adding
 * an entry (usually `withOverrides(DEV, { ... })`). What only the deployer knows (domain, certificate, mail sender,
 * alarm and support addresses) is never committed: the entries name it in `deployer` and the app builder fills it in
 * from the context or environment (infra/deployer-settings.ts). Constructs receive the parts they need as props and
 * never read `process.env`. Secrets are named here (Secrets Manager), never valued.
 */
export interface StageConfig {
  /** Stage name: stack names, tags and the STAGE variable of every function. */
  name: string;
  /** Pin account/region without lookups; undefined keeps the stacks environment-agnostic (the CLI's credentials). */
  env?: { account?: string; region?: string };
  /** Production retains the table, buckets, user pool and logs and turns on deletion and termination protection. */
  retainData: boolean;
  web: WebStageConfig;
  auth: AuthStageConfig;
  paystack: { mode: 'test' | 'live'; secretKeySecretName: string };
  weather: { provider: 'open-meteo' | 'nasa-power'; apiKeySecretName?: string };
  imagery: { provider: 'earth-search'; stacApiUrl: string; collection: string };
  /**
   * Sentinel-1 radar (RTC gamma0 COGs and their STAC API): `assetRegion` is the region of the bucket its `s3://`
   * asset hrefs name, read over HTTPS. Unset: the stage has no radar (the radar routes and fill=radar say so).
   */
  radar?: { provider: 'deafrica'; stacApiUrl: string; collection: string; assetRegion: string };
  /** The tile URLs' HMAC key: a generated Secrets Manager secret, rotated every this many days (links live an hour). */
  tileSigning: { rotationDays: number };
  /**
   * Nominatim's usage policy: the User-Agent names the app and how to reach its operators. `reverseLocation` refines
   * a drawn or reshaped field's nearest place name with Nominatim's reverse lookup (the offline GeoNames one otherwise).
   */
  placeSearch: { userAgent?: string; reverseLocation: boolean };
  /** Stage-wide API Gateway throttling (requests per second, burst). */
  api: {
    throttle: { rateLimit: number; burstLimit: number };
    /** Per imagery route (tiles, index series): lower, so a map full of tiles or a backfill cannot starve the rest. */
    imageryThrottle: { rateLimit: number; burstLimit: number };
  };
  schedules: {
    indexPlanner: { enabled: boolean; cron: CronFields };
    subscriptionExpiry: { enabled: boolean; cron: CronFields };
    uploadSweeper: { enabled: boolean; cron: CronFields };
    outboxSweeper: { enabled: boolean; cron: CronFields };
    alertEvaluator: { enabled: boolean; cron: CronFields };
  };
  lambda: {
    /** Memory per function name (`FunctionDef.name`), replacing the definition's default. */
    memoryMb: Record<string, number>;
    /** Active X-Ray tracing on every function. */
    tracing: boolean;
    /** LOG_LEVEL of the functions' logger. */
    logLevel: 'debug' | 'info' | 'warn' | 'error';
    /**
     * Reserved concurrency of the background consumers. Unset on stages whose account may still have the default
     * quota of 10 (a reservation would leave less than the 10 unreserved AWS requires and fail the deploy); the
     * event sources' maximum concurrency limits them there.
     */
    reservedConcurrency: { indexWorker?: number; uploadSweeper?: number; outboxSweeper?: number };
    /**
     * Index workers running at once (the index-jobs event source's maximum concurrency; at least the reservation,
     * where there is one). With the measured seconds per job it sets the backlog above which the planner defers
     * backfills (shared/platform.ts indexBacklogLimit).
     */
    indexWorkerConcurrency: number;
    /**
     * X-Ray sampling rules where `tracing` is on: the share of API requests and of index jobs traced (percent), so
     * that a busy stage does not pay for a trace of every invocation.
     */
    traceSampling?: { apiPercent: number; indexJobsPercent: number };
  };
  logs: { retention: RetentionDays };
  /** Alarm notifications (DLQ depth, Lambda errors); without an address the alarms only show in CloudWatch. */
  alarms: { email?: string };
  /**
   * Where SMS and WhatsApp alerts (and phone codes) are sent from, set up in AWS End User Messaging beforehand (see
   * the README): `smsOriginationIdentity` a sender ID, phone number or pool (its ARN or id) of End User Messaging
   * SMS; `whatsappPhoneNumberId` the phone number id (`phone-number-id-...`) of a WhatsApp Business account linked
   * in End User Messaging Social. Either unset: that channel sends nothing (its messages end in the mail outbox's
   * dead-letter queue, and the synth warns); alerts still show in the app and go by e-mail.
   */
  alerts?: { smsOriginationIdentity?: string; whatsappPhoneNumberId?: string };
  /**
   * A WAF web ACL on CloudFront (AWS common and known-bad-inputs rules, a per-IP rate limit). It needs a region
   * (`env.region`, else the CLI's): in us-east-1 it lives in the edge stack, elsewhere in a `-waf` stack in us-east-1
   * (CloudFront's ACLs exist only there) whose ARN reaches the edge stack as a cross-region reference. Unset: no web
   * ACL. The per-IP limit is generous because Nigerian mobile carriers put many users behind one address (CGNAT),
   * and one map view asks for dozens of tiles.
   */
  waf?: WafStageConfig;
  /** The deployer's settings (infra/deployer-settings.ts) this stage cannot synthesize without, and its defaults. */
  deployer: {
    required: readonly DeployerSettingName[];
    defaults: DeployerSettings;
    /** Display name of the mail sender (`auth.email.fromName`) when the deployer gives `mailFrom`. */
    mailFromName?: string;
  };
  /**
   * Checks of the account that fail the deploy before any other stack changes (infra/stacks/checks-stack.ts). The
   * SES identity of `auth.email` must always be verified; these add the account-wide conditions.
   */
  deployChecks: {
    /**
     * SES production access in `auth.email.sesRegion` (SESv2 GetAccount ProductionAccessEnabled). In the sandbox SES
     * mails only verified addresses: no farmer would get a sign-up code. Off where testers verify their own addresses.
     */
    sesProductionAccess: boolean;
    /**
     * Concurrent executions the account's Lambda quota must allow beyond what the stage reserves
     * (`lambda.reservedConcurrency`): the API and the unreserved functions. Unset: no check (a new account's quota is 10).
     */
    lambdaConcurrencyHeadroom?: number;
  };
}

/** Per-IP limits of the stage's web ACL, each over any 5 minutes (AWS's minimum is 10). */
export interface WafStageConfig {
  /** Requests to the API (`/api/*`); the app's static files are not counted. */
  requestsPerFiveMinutesPerIp: number;
  /** Map tile requests (`/tiles/*`): a map view asks for dozens, panning for dozens more, for every user behind one address. */
  tileRequestsPerFiveMinutesPerIp: number;
}

/** A stage as committed: the support address may come from the deployer (infra/deployer-settings.ts) instead. */
export type StageDefinition = Omit<StageConfig, 'web'> & {
  web: Omit<WebStageConfig, 'supportEmail'> & { supportEmail?: string };
};

export interface CronFields {
  minute?: string;
  hour?: string;
  day?: string;
  month?: string;
  weekDay?: string;
}

export interface WebStageConfig {
  /** Custom domain of the web app (CloudFront). Without it the stage answers on its *.cloudfront.net domain. */
  domain?: {
    name: string;
    /** ACM certificate in us-east-1 covering `name` (CloudFront only reads certificates there). */
    certificateArn: string;
    /** Route 53 zone to create the alias record in; without it, point the DNS at the distribution yourself. */
    hostedZone?: { id: string; name: string };
  };
  /** The operators' support address: 'Contact the administrator' and the landing contact form write to it. */
  supportEmail: string;
  /**
   * OAuth redirect and sign-out URLs of the app client besides the stage's own URL, which the stacks derive from the
   * domain or the distribution (mail links use it too, from the first deploy): e.g. a developer's `vite` server.
   */
  extraCallbackUrls?: string[];
}

export interface AuthStageConfig {
  /**
   * Two-step sign-in (an authenticator app) for staff: 'required' refuses the staff routes to a staff member who has
   * not set it up (the admin console links the enrolment page); 'off' does not ask.
   */
  staffMfa: StaffMfaSetting;
  /** Hosted UI domain prefix, created with Google sign-in only: `<prefix>-<account>.auth.<region>.amazoncognito.com`. */
  cognitoDomainPrefix: string;
  /** Google sign-in; absent means no Google identity provider and no Google button in the web. */
  google?: {
    clientId: string;
    /** Secrets Manager secret holding the Google OAuth client secret. */
    clientSecretName: string;
    /** JSON field of the secret when it is a JSON object; absent reads the whole secret string. */
    clientSecretField?: string;
  };
  /** Mail through SES (a verified identity); absent uses Cognito's built-in sender (low daily cap, dev only). */
  email?: {
    fromEmail: string;
    fromName?: string;
    replyTo?: string;
    /** Region of the SES identity (required: the stacks are region-agnostic). */
    sesRegion: string;
    /** Verified domain identity, when `fromEmail` is verified through its domain. */
    sesVerifiedDomain?: string;
  };
}

const EARTH_SEARCH = {
  provider: 'earth-search',
  stacApiUrl: 'https://earth-search.aws.element84.com/v1',
  collection: 'sentinel-2-l2a',
} as const;

/**
 * Digital Earth Africa's Sentinel-1 RTC (gamma0 VV and VH, 20 m, EPSG:4326, with a shadow mask) for all of Africa on
 * AWS open data (`s3://deafrica-sentinel-1`, af-south-1, no requester pays). Licence CC BY 4.0 under the Copernicus
 * Sentinel data terms; attribution: radarAttribution() in shared/domain/radar.ts.
 */
const DIGITAL_EARTH_AFRICA_S1 = {
  provider: 'deafrica',
  stacApiUrl: 'https://explorer.digitalearth.africa/stac',
  collection: 's1_rtc',
  assetRegion: 'af-south-1',
} as const;

export const DEV: StageDefinition = {
  name: 'dev',
  retainData: false,
  web: {
    supportEmail: 'support@fieldwatch.example.com',
  },
  auth: { cognitoDomainPrefix: 'fieldwatch-dev', staffMfa: 'required' },
  paystack: { mode: 'test', secretKeySecretName: 'fieldwatch/dev/paystack-secret-key' },
  weather: { provider: 'open-meteo' },
  imagery: { ...EARTH_SEARCH },
  radar: { ...DIGITAL_EARTH_AFRICA_S1 },
  tileSigning: { rotationDays: 30 },
  // The User-Agent names the stage's own URL.
  placeSearch: { reverseLocation: true },
  api: { throttle: { rateLimit: 50, burstLimit: 100 }, imageryThrottle: { rateLimit: 20, burstLimit: 60 } },
  schedules: {
    indexPlanner: { enabled: true, cron: { ...SCHEDULES.indexPlanner.cron } },
    subscriptionExpiry: { enabled: true, cron: { ...SCHEDULES.subscriptionExpiry.cron } },
    uploadSweeper: { enabled: true, cron: { ...SCHEDULES.uploadSweeper.cron } },
    outboxSweeper: { enabled: true, cron: { ...SCHEDULES.outboxSweeper.cron } },
    alertEvaluator: { enabled: true, cron: { ...SCHEDULES.alertEvaluator.cron } },
  },
  lambda: { memoryMb: {}, tracing: false, logLevel: 'debug', reservedConcurrency: {}, indexWorkerConcurrency: 5 },
  logs: { retention: RetentionDays.ONE_WEEK },
  alarms: {},
  waf: { requestsPerFiveMinutesPerIp: 2000, tileRequestsPerFiveMinutesPerIp: 10000 },
  // Any of the deployer's settings may be given (a domain, SES mail); none is needed.
  deployer: { required: [], defaults: {}, mailFromName: 'FieldWatch' },
  deployChecks: { sesProductionAccess: false },
};

export const PROD: StageDefinition = {
  name: 'prod',
  retainData: true,
  // Domain, certificate, mail sender, support and alarm addresses: the deployer's settings (`deployer`).
  web: {},
  auth: {
    cognitoDomainPrefix: 'fieldwatch-prod',
    staffMfa: 'required',
    // Google sign-in: add { clientId: '<id>.apps.googleusercontent.com', clientSecretName: 'fieldwatch/prod/google-oauth' }.
  },
  paystack: { mode: 'live', secretKeySecretName: 'fieldwatch/prod/paystack-secret-key' },
  weather: { provider: 'open-meteo', apiKeySecretName: 'fieldwatch/prod/open-meteo-api-key' },
  imagery: { ...EARTH_SEARCH },
  radar: { ...DIGITAL_EARTH_AFRICA_S1 },
  tileSigning: { rotationDays: 30 },
  // The User-Agent names the stage's own URL (its domain).
  placeSearch: { reverseLocation: true },
  api: { throttle: { rateLimit: 500, burstLimit: 1000 }, imageryThrottle: { rateLimit: 150, burstLimit: 300 } },
  schedules: {
    indexPlanner: { enabled: true, cron: { ...SCHEDULES.indexPlanner.cron } },
    subscriptionExpiry: { enabled: true, cron: { ...SCHEDULES.subscriptionExpiry.cron } },
    uploadSweeper: { enabled: true, cron: { ...SCHEDULES.uploadSweeper.cron } },
    outboxSweeper: { enabled: true, cron: { ...SCHEDULES.outboxSweeper.cron } },
    alertEvaluator: { enabled: true, cron: { ...SCHEDULES.alertEvaluator.cron } },
  },
  lambda: {
    memoryMb: {},
    tracing: true,
    logLevel: 'info',
    // The sweepers run one at a time: a run that outlasts its period is not overlapped by the next.
    reservedConcurrency: { indexWorker: 50, uploadSweeper: 1, outboxSweeper: 1 },
    indexWorkerConcurrency: 50,
    traceSampling: { apiPercent: 5, indexJobsPercent: 1 },
  },
  logs: { retention: RetentionDays.THREE_MONTHS },
  alarms: {},
  waf: { requestsPerFiveMinutesPerIp: 5000, tileRequestsPerFiveMinutesPerIp: 25000 },
  deployer: {
    required: ['domain', 'certificateArn', 'mailFrom', 'alarmEmail', 'supportEmail'],
    defaults: { sesRegion: 'eu-west-1' },
    mailFromName: 'FieldWatch',
  },
  // Strangers sign up on prod: out of the SES sandbox, and at least 1,000 executions (52 reserved + 948).
  deployChecks: { sesProductionAccess: true, lambdaConcurrencyHeadroom: 948 },
};

export const STAGES: Record<string, StageDefinition> = { dev: DEV, prod: PROD };

export type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends readonly unknown[] ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K];
};

/** A copy of `base` with `overrides` merged in: objects merge key by key, arrays and scalars replace. */
export function withOverrides(base: StageDefinition, overrides: DeepPartial<StageDefinition> = {}): StageDefinition {
  return merge(base, overrides) as StageDefinition;
}

function merge(base: unknown, override: unknown): unknown {
  if (override === undefined) return structuredClone(base);
  if (!isPlainObject(base) || !isPlainObject(override)) return structuredClone(override);
  const result: Record<string, unknown> = structuredClone(base);
  for (const [key, value] of Object.entries(override)) result[key] = merge(base[key], value);
  return result;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The named stage with `overrides` merged in (tests), before the deployer's settings (`resolveStage`). */
export function stageDefinition(name: string, overrides?: DeepPartial<StageDefinition>): StageDefinition {
  const base = STAGES[name];
  if (!base) throw new Error(`Unknown stage "${name}"; known stages: ${Object.keys(STAGES).join(', ')}`);
  return withOverrides(base, overrides);
}
