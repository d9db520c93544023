import * as z from 'zod';
import { ENV, INDEX_PLANNER_PERIOD_HOURS, indexBacklogLimit, PROVIDER_ENV, QUEUES, RUNTIME_ENV } from '../../shared/platform';
import { STAFF_MFA_SETTINGS, type StaffMfaSetting } from '../../shared/domain/staff-mfa';
import { boundedInt, ConfigError, type Env, optionalText, optionalUrl, parseEnv, requiredText, requiredUrl } from './config-schema';
import { DEFAULT_NOMINATIM_URL } from './fields/place-search';
import { weatherConfig, type WeatherConfig } from './weather/config';

/**
 * The one place the functions read their environment. Each concern is parsed once per container, on its first use,
 * and kept: a Lambda needs only the settings of what it does (the Cognito triggers cannot even be given the user
 * pool's own id), and a missing or malformed one stops the function with an error naming the variable.
 */
const forgetters: Array<() => void> = [];

function once<T>(read: (env: Env) => T): () => T {
  let parsed: { value: T } | undefined;
  forgetters.push(() => {
    parsed = undefined;
  });
  return () => (parsed ??= { value: read(process.env) }).value;
}

/** Forgets every parsed setting, so the next use reads the environment again (tests that change it). */
export function forgetConfig(): void {
  for (const forget of forgetters) forget();
}

function single(name: string, schema: z.ZodType<string, unknown>): () => string {
  return once((env) => parseEnv(z.object({ [name]: schema }), env)[name] as string);
}

export const tableName = single(ENV.table, requiredText());

/** The index statistics' table (no point-in-time recovery: they are recomputable). */
export const statsTableName = single(ENV.statsTable, requiredText());

export const uploadsBucket = single(ENV.uploadsBucket, requiredText());

export const imageryCacheBucket = single(ENV.imageryCacheBucket, requiredText());

/** Exports too large for an answer are written here and answered as a link (functions/lib/export-reply.ts). */
export const exportsBucket = single(ENV.exportsBucket, requiredText());

export const indexJobsQueueUrl = single(ENV.indexJobsQueueUrl, requiredUrl());

export const indexPlanningQueueUrl = single(ENV.indexPlanningQueueUrl, requiredUrl());

export const fieldUploadsQueueUrl = single(ENV.fieldUploadsQueueUrl, requiredUrl());

export const userPoolId = single(ENV.userPoolId, requiredText());

/** The web app's client of the pool: the reset request asks Cognito to mail the link as that client. */
export const userPoolClientId = single(ENV.userPoolClientId, requiredText());

/** Whether staff routes need two-step sign-in (the stage's `auth.staffMfa`); unset is 'off'. */
export const staffMfaSetting = once(
  (env): StaffMfaSetting =>
    parseEnv(z.object({ [ENV.staffMfa]: z.enum(STAFF_MFA_SETTINGS).default('off') }), env)[ENV.staffMfa] as StaffMfaSetting,
);

/** The secret holding the tile URLs' HMAC key (rotated by Secrets Manager); read through core/secrets.ts. */
export const tileSigningSecret = single(ENV.tileSigningSecret, requiredText());

/** The sender of the product's own mails ('Name <address>'); a stage without an SES identity sets none and sends none. */
export const mailFrom = once((env) => parseEnv(z.object({ [ENV.mailFrom]: optionalText() }), env)[ENV.mailFrom]);

/**
 * The region of the stage's SES identity: IAM allows sending only from there, whatever region the function runs in.
 * Unset (a stage without an SES identity), SES is called in the function's own region.
 */
export const sesRegion = once((env) => parseEnv(z.object({ [ENV.sesRegion]: optionalText() }), env)[ENV.sesRegion]);

/** The web app's base URL, without a trailing slash: links in mails are built on it. */
export const appUrl = once((env) => parseEnv(z.object({ [ENV.appUrl]: requiredUrl() }), env)[ENV.appUrl].replace(/\/+$/, ''));

/** What CloudFront's origin header must carry; a stage without one (unit tests) does not check the header. */
export const originSecret = once((env) => parseEnv(z.object({ [ENV.originSecret]: optionalText() }), env)[ENV.originSecret]);

/** A local S3 endpoint (the local stage) needs path-style URLs; deployed, the variable is unset. */
export const s3PathStyle = once((env) => parseEnv(z.object({ [RUNTIME_ENV.s3Endpoint]: optionalUrl() }), env)[RUNTIME_ENV.s3Endpoint] !== undefined);

export interface StacSettings {
  stacApiUrl: string;
  collection: string;
}

export const stacSettings = once((env): StacSettings => {
  const parsed = parseEnv(z.object({ [PROVIDER_ENV.stacApiUrl]: requiredUrl(), [PROVIDER_ENV.stacCollection]: requiredText() }), env);
  return { stacApiUrl: parsed[PROVIDER_ENV.stacApiUrl], collection: parsed[PROVIDER_ENV.stacCollection] };
});

export interface RadarSettings {
  stacApiUrl: string;
  collection: string;
  /** Where `s3://bucket/key` asset hrefs are read over HTTPS (`https://bucket.s3.<region>.amazonaws.com/key`). */
  assetRegion: string;
}

/** The stage's Sentinel-1 source, or null when the stage has none (radar routes then answer without radar). */
export const radarSettings = once((env): RadarSettings | null => {
  const parsed = parseEnv(
    z.object({
      [PROVIDER_ENV.radarStacApiUrl]: optionalUrl(),
      [PROVIDER_ENV.radarStacCollection]: optionalText(),
      [PROVIDER_ENV.radarAssetRegion]: optionalText(),
    }),
    env,
  );
  const url = parsed[PROVIDER_ENV.radarStacApiUrl];
  if (!url) return null;
  return { stacApiUrl: url, collection: parsed[PROVIDER_ENV.radarStacCollection] ?? 's1_rtc', assetRegion: parsed[PROVIDER_ENV.radarAssetRegion] ?? 'af-south-1' };
});

export interface PlaceSearchSettings {
  /** Nominatim's public endpoint unless overridden (a stand-in in tests). */
  baseUrl: string;
  /** Nominatim's usage policy wants the app named, with a way to reach its operators. */
  userAgent: string;
  /** Refine a new or reshaped field's `location` with Nominatim's reverse lookup (deployed stages; off unless 'true'). */
  reverseLocation: boolean;
}

export const placeSearchSettings = once((env): PlaceSearchSettings => {
  const parsed = parseEnv(
    z.object({
      [PROVIDER_ENV.placeSearchUrl]: optionalUrl(),
      [PROVIDER_ENV.placeSearchUserAgent]: requiredText(),
      [PROVIDER_ENV.placeSearchReverseLocation]: optionalText().pipe(z.enum(['true', 'false'], { error: 'is not true or false' }).optional()),
    }),
    env,
  );
  return {
    baseUrl: parsed[PROVIDER_ENV.placeSearchUrl] ?? DEFAULT_NOMINATIM_URL,
    userAgent: parsed[PROVIDER_ENV.placeSearchUserAgent],
    reverseLocation: parsed[PROVIDER_ENV.placeSearchReverseLocation] === 'true',
  };
});

/**
 * Days before today the index planner precomputes for a new (or reshaped) field: a year by default (the dashboard's
 * windows, the farm summary's latest values); older days are computed when the analysis chart asks for them.
 */
export const indexBackfillDays = once((env) => parseEnv(z.object({ [PROVIDER_ENV.indexBackfillDays]: boundedInt(366, 1, 5 * 366) }), env)[PROVIDER_ENV.indexBackfillDays]);

/**
 * The index-jobs backlog (messages waiting or in flight) above which the planner defers new fields' backfills. The
 * jobs stack sets it from the stage's worker concurrency; unset, the index-jobs queue's default concurrency.
 */
export const indexJobsBacklogLimit = once((env) => {
  const concurrency = QUEUES.find((queue) => queue.key === 'indexJobs')?.maxConcurrency ?? 1;
  const fallback = indexBacklogLimit(concurrency, INDEX_PLANNER_PERIOD_HOURS * 3600);
  return parseEnv(z.object({ [ENV.indexBacklogLimit]: boundedInt(fallback, 1, 100_000_000) }), env)[ENV.indexBacklogLimit];
});

export const weatherSettings = once((env): WeatherConfig => weatherConfig(env));

export interface PaystackSettings {
  /** Paystack's API, or the local stage's stand-in. */
  baseUrl: string;
  mode: 'test' | 'live';
  /** The secret key itself (the local stage's fixed test key); deployed stages give `secretName` instead. */
  secretKey?: string;
  /** The Secrets Manager secret holding the key (core/secrets.ts reads it). */
  secretName?: string;
}

export const paystackSettings = once((env): PaystackSettings => {
  const parsed = parseEnv(
    z.object({
      [PROVIDER_ENV.paystackBaseUrl]: optionalUrl(),
      [PROVIDER_ENV.paystackMode]: z.enum(['test', 'live'], { error: 'is not test or live' }).optional(),
      [PROVIDER_ENV.paystackSecretKey]: optionalText(),
      [PROVIDER_ENV.paystackSecretName]: optionalText(),
    }),
    env,
  );
  const secretKey = parsed[PROVIDER_ENV.paystackSecretKey];
  const secretName = parsed[PROVIDER_ENV.paystackSecretName];
  if (!secretKey && !secretName) {
    throw new ConfigError(`Configuration: ${PROVIDER_ENV.paystackSecretName} is not set`);
  }
  return {
    baseUrl: (parsed[PROVIDER_ENV.paystackBaseUrl] ?? 'https://api.paystack.co').replace(/\/+$/, ''),
    mode: parsed[PROVIDER_ENV.paystackMode] ?? 'test',
    ...(secretKey ? { secretKey } : {}),
    ...(secretName ? { secretName } : {}),
  };
});
