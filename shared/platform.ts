/**
 * What the functions, the CDK stacks and the local stage agree on: the table's key names, the bucket and queue
 * keys, the queues' retry settings the consumers reason about, object key prefixes, the staff group and the names
 * of the environment variables. The functions read these from here; infra/definitions.ts builds on them.
 */

export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
} as const;

/**
 * The index statistics' own table (one item per field, index and acquisition day: most of the stored bytes). They
 * are recomputable from the imagery, so this table has no point-in-time recovery; keys as the main table's, no GSI.
 */
export const STATS_TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
} as const;

export const BUCKET_KEYS = ['uploads', 'exports', 'imageryCache'] as const;
export type BucketKey = (typeof BUCKET_KEYS)[number];

export type QueueKey = 'fieldUploads' | 'indexPlanning' | 'indexJobs' | 'mail' | 'userDeletion';

export interface QueueDef {
  key: QueueKey;
  /** Seconds a received message stays hidden; above the consumer's timeout. */
  visibilityTimeoutSeconds: number;
  /** Receives before the message moves to the dead-letter queue. */
  maxReceiveCount: number;
  batchSize: number;
  /** Concurrent consumer invocations the event source starts at most (SQS event sources: 2 or more). */
  maxConcurrency: number;
}

/** The user-deletion consumer's timeout; it sends the rest of a deletion on when less than the margin is left. */
export const USER_DELETION = { consumerTimeoutSeconds: 300, requeueMarginMs: 60_000 } as const;

/**
 * The consumers know these too: the field parser tells a message's last attempt from its receive count. Every queue
 * follows AWS's advice for Lambda consumers: a visibility timeout of at least 6x its consumer's timeout, so a message
 * is never delivered again while a throttled or slow invocation still holds it. Index jobs have 5 receives, so a
 * throttled batch is not dead-lettered; uploads keep 3, since a user waits on them (their processing deadline is
 * derived from these). The parser keeps its 120 s timeout: at the file cap (50,000 vertices, 500 fields) the parse
 * takes about 2 s but the whole upload (duplicates, placement, the store's writes) about 20 s on the local stage
 * (test/bench/field-parse.ts), too close to a 30 s timeout. Planning messages (one team, or one field to retry)
 * follow the index jobs' rule with the planner's timeout; few at once, so the STAC API is not searched by many teams
 * together.
 */
export const QUEUES: readonly QueueDef[] = [
  { key: 'fieldUploads', visibilityTimeoutSeconds: 720, maxReceiveCount: 3, batchSize: 5, maxConcurrency: 5 },
  { key: 'indexPlanning', visibilityTimeoutSeconds: 1800, maxReceiveCount: 5, batchSize: 1, maxConcurrency: 5 },
  { key: 'indexJobs', visibilityTimeoutSeconds: 1800, maxReceiveCount: 5, batchSize: 1, maxConcurrency: 10 },
  // The outbox: each failed send is hidden for longer (MAIL_RETRY), so 10 receives outlast about 3 hours of the mail
  // service being down before the message is dead-lettered; the queue's own timeout only applies to a crashed run.
  { key: 'mail', visibilityTimeoutSeconds: 180, maxReceiveCount: 10, batchSize: 10, maxConcurrency: 2 },
  // Staff deleting a user: one user per message, worked on in pages until the consumer's time runs low, then sent
  // again for the rest. A failed page comes back after the visibility timeout; every step can be run again.
  { key: 'userDeletion', visibilityTimeoutSeconds: 6 * USER_DELETION.consumerTimeoutSeconds, maxReceiveCount: 5, batchSize: 1, maxConcurrency: 2 },
];

/**
 * Days a work queue keeps a message (SQS's maximum): a backlog that outlasts a long outage of the worker is still
 * there when it comes back, rather than expiring unseen. Dead-letter queues keep theirs as long.
 */
export const QUEUE_RETENTION_DAYS = 14;

/** The index planner's schedule runs every this many hours (infra/definitions.ts SCHEDULES builds its cron from it). */
export const INDEX_PLANNER_PERIOD_HOURS = 6;

/** Seconds the index worker takes for one job (one field and day, every index), as measured on the worker. */
export const INDEX_JOB_SECONDS = 2.5;

/**
 * The index-jobs backlog the workers drain in one planner period: `concurrency x period / seconds per job`. Above
 * it the planner defers new fields' backfills (their older days) and still plans every field's newest days.
 */
export function indexBacklogLimit(workerConcurrency: number, plannerPeriodSeconds: number): number {
  return Math.floor((workerConcurrency * plannerPeriodSeconds) / INDEX_JOB_SECONDS);
}

/**
 * The outbox consumer's backoff: a message whose send failed is hidden for `baseSeconds * 2^(receives-1)`, at most
 * `maxSeconds` (30 s, 1 min, 2 min ... 1 h). The mail consumer's timeout stays under the queue's visibility timeout.
 */
export const MAIL_RETRY = { baseSeconds: 30, maxSeconds: 3600 } as const;
export const MAIL_CONSUMER_TIMEOUT_SECONDS = 30;

/** The field parser's timeout: an upload still processing after every delivery had this long has been given up. */
export const FIELD_PARSER_TIMEOUT_SECONDS = 120;

/** Objects under this prefix of the uploads bucket are field files: their creation is sent to the parser queue. */
export const FIELD_UPLOAD_PREFIX = 'uploads/';

/** The Cognito group whose members are platform staff. */
export const STAFF_GROUP = 'staff';

/** Environment variable names of the stage's own resources; the CDK stacks and the local stage set them. */
export const ENV = {
  table: 'TABLE_NAME',
  /** The index statistics' table (STATS_TABLE). */
  statsTable: 'STATS_TABLE_NAME',
  uploadsBucket: 'UPLOADS_BUCKET',
  exportsBucket: 'EXPORTS_BUCKET',
  imageryCacheBucket: 'IMAGERY_CACHE_BUCKET',
  indexJobsQueueUrl: 'INDEX_JOBS_QUEUE_URL',
  indexPlanningQueueUrl: 'INDEX_PLANNING_QUEUE_URL',
  /** The index-jobs backlog (messages) above which the planner defers backfills (indexBacklogLimit); only the planner reads it. */
  indexBacklogLimit: 'INDEX_BACKLOG_LIMIT',
  /** The upload queue S3 notifies; only the health check reads it (its attributes). */
  fieldUploadsQueueUrl: 'FIELD_UPLOADS_QUEUE_URL',
  /** The outbox queue of mails (later SMS and WhatsApp messages) and its dead-letter queue (malformed messages go straight there). */
  mailQueueUrl: 'MAIL_QUEUE_URL',
  mailDeadLetterQueueUrl: 'MAIL_DLQ_URL',
  /** Staff's user deletions, worked on in the background (the accounts function queues them). */
  userDeletionQueueUrl: 'USER_DELETION_QUEUE_URL',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  appUrl: 'APP_URL',
  mailFrom: 'MAIL_FROM',
  /** The region of the stage's SES identity (`auth.email.sesRegion`), where the functions send mail and probe SES. */
  sesRegion: 'SES_REGION',
  /** Where the landing page's contact form is mailed (the stage's `web.supportEmail`). */
  supportEmail: 'SUPPORT_EMAIL',
  stage: 'STAGE',
  /** The value CloudFront sends in ORIGIN_SECRET_HEADER; unset (unit tests), requests are not checked for it. */
  originSecret: 'ORIGIN_SECRET',
  /** The Secrets Manager secret (ARN or name) holding the tile URLs' HMAC key; only the tile signer and verifier get it. */
  tileSigningSecret: 'TILE_SIGNING_SECRET',
  /** The stage's `auth.staffMfa`: 'required' refuses staff routes to staff without two-step sign-in; unset means 'off'. */
  staffMfa: 'STAFF_MFA',
  /** The SMS sender (AWS End User Messaging SMS origination identity: a sender ID, phone number or pool ARN); unset: no SMS. */
  smsOriginationIdentity: 'SMS_ORIGINATION_IDENTITY',
  /** The WhatsApp Business phone number id (AWS End User Messaging Social) alerts are sent from; unset: no WhatsApp. */
  whatsappPhoneNumberId: 'WHATSAPP_PHONE_NUMBER_ID',
  /** The SMS configuration set (delivery events, opt-out list); unset: the account's defaults. */
  smsConfigurationSet: 'SMS_CONFIGURATION_SET',
} as const;

/**
 * The environment variable naming each queue's dead-letter queue: a consumer moves a message that does not parse
 * by its queue's schema (functions/core/queues) there at once, since retrying cannot make it parse.
 */
export const DEAD_LETTER_QUEUE_ENV: Record<QueueKey, string> = {
  fieldUploads: 'FIELD_UPLOADS_DLQ_URL',
  indexPlanning: 'INDEX_PLANNING_DLQ_URL',
  indexJobs: 'INDEX_JOBS_DLQ_URL',
  mail: ENV.mailDeadLetterQueueUrl,
  userDeletion: 'USER_DELETION_DLQ_URL',
};

/**
 * The header CloudFront adds to every request it forwards to the API, with the stage's generated secret: the API
 * refuses a request without it, so nothing reaches a route around the distribution (its WAF, its caching).
 */
export const ORIGIN_SECRET_HEADER = 'x-origin-verify';

/**
 * Environment variable names for the external providers a stage configures (`infra/stages.ts`). Secrets are passed
 * by their Secrets Manager name, never by value; the function reads the value at run time. The names marked as
 * overrides are left unset by the stages: tests and benches point a provider at a stand-in with them.
 */
export const PROVIDER_ENV = {
  paystackMode: 'PAYSTACK_MODE',
  paystackSecretName: 'PAYSTACK_SECRET_NAME',
  /** Override: Paystack's API base URL (the local stage's stand-in); unset, https://api.paystack.co. */
  paystackBaseUrl: 'PAYSTACK_BASE_URL',
  /** Override: the Paystack secret key itself instead of a secret's name (the local stage's test key). */
  paystackSecretKey: 'PAYSTACK_SECRET_KEY',
  weatherProvider: 'WEATHER_PROVIDER',
  weatherApiKeySecretName: 'WEATHER_API_KEY_SECRET_NAME',
  stacApiUrl: 'STAC_API_URL',
  stacCollection: 'STAC_COLLECTION',
  /** Sentinel-1 RTC: the STAC API and collection (Digital Earth Africa's `s1_rtc`); unset, the stage has no radar. */
  radarStacApiUrl: 'RADAR_STAC_API_URL',
  radarStacCollection: 'RADAR_STAC_COLLECTION',
  /** Region of the radar assets' bucket: `s3://` hrefs become that bucket's HTTPS URL (af-south-1 for Digital Earth Africa). */
  radarAssetRegion: 'RADAR_ASSET_REGION',
  placeSearchUrl: 'NOMINATIM_URL',
  placeSearchUserAgent: 'PLACE_SEARCH_USER_AGENT',
  /** 'true' on deployed stages: a new or reshaped field's nearest place name is looked up with Nominatim's reverse search. */
  placeSearchReverseLocation: 'PLACE_SEARCH_REVERSE_LOCATION',
  /** Override: the Open-Meteo key itself instead of a secret's name. */
  weatherApiKey: 'WEATHER_API_KEY',
  /** Overrides of the weather providers' endpoints and limits. */
  openMeteoUrl: 'OPEN_METEO_URL',
  openMeteoArchiveUrl: 'OPEN_METEO_ARCHIVE_URL',
  nasaPowerUrl: 'NASA_POWER_URL',
  weatherTimeoutMs: 'WEATHER_TIMEOUT_MS',
  weatherForecastDays: 'WEATHER_FORECAST_DAYS',
  weatherCallsPerMinute: 'WEATHER_CALLS_PER_MINUTE',
  /** Override: how many days back the index planner precomputes a new field (default a year; a test stage fewer). */
  indexBackfillDays: 'INDEX_BACKFILL_DAYS',
  /** Override: the mail consumer's first retry delay in seconds (MAIL_RETRY.baseSeconds; a test stage shorter). */
  mailRetryBaseSeconds: 'MAIL_RETRY_BASE_SECONDS',
} as const;

/** The place search's User-Agent (Nominatim's usage policy) for a stage whose operators are reached at `site`. */
export const placeSearchUserAgent = (site: string) =>
  `FieldWatch/0.1 (farm field monitoring; place search on the field map; +${site})`;

/** Variables the AWS runtime (or the local stage standing in for it) sets. */
export const RUNTIME_ENV = {
  /** A local S3 endpoint, which needs path-style URLs; unset when deployed. */
  s3Endpoint: 'AWS_ENDPOINT_URL_S3',
} as const;
