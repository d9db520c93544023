/**
 * The resources of a stage, described once. The CDK stacks and the local stage's bootstrap both build from these
 * definitions, so the table keys, buckets, queues and schedules the local stage runs are the deployed ones.
 */
import type { Resource } from '../shared/api/routes';

export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
} as const;

export type BucketKey = 'uploads' | 'exports' | 'imageryCache';

export interface BucketDef {
  key: BucketKey;
  /** Days after which objects expire; undefined keeps them. */
  expireAfterDays?: number;
  /** Allow presigned browser PUTs from the web origin. */
  browserUploads?: boolean;
}

export const BUCKETS: readonly BucketDef[] = [
  { key: 'uploads', expireAfterDays: 30, browserUploads: true },
  { key: 'exports', expireAfterDays: 7 },
  { key: 'imageryCache', expireAfterDays: 90 },
];

export type QueueKey = 'fieldUploads' | 'indexJobs';

export interface QueueDef {
  key: QueueKey;
  /** Seconds a received message stays hidden; above the consumer's timeout. */
  visibilityTimeoutSeconds: number;
  /** Receives before the message moves to the dead-letter queue. */
  maxReceiveCount: number;
  batchSize: number;
}

export const QUEUES: readonly QueueDef[] = [
  { key: 'fieldUploads', visibilityTimeoutSeconds: 180, maxReceiveCount: 3, batchSize: 5 },
  { key: 'indexJobs', visibilityTimeoutSeconds: 360, maxReceiveCount: 3, batchSize: 1 },
];

/** Objects under this prefix of the uploads bucket are field files: their creation is sent to the parser queue. */
export const FIELD_UPLOAD_PREFIX = 'uploads/';

/** Every Lambda of the product, by role. `entry` is relative to the repository root. */
export interface FunctionDef {
  name: string;
  entry: string;
  memoryMb: number;
  timeoutSeconds: number;
}

export const API_FUNCTIONS: Record<Resource, FunctionDef> = {
  health: { name: 'health', entry: 'functions/health/index.ts', memoryMb: 256, timeoutSeconds: 5 },
  accounts: { name: 'accounts', entry: 'functions/accounts/index.ts', memoryMb: 512, timeoutSeconds: 15 },
  roles: { name: 'roles', entry: 'functions/roles/index.ts', memoryMb: 512, timeoutSeconds: 15 },
  tracking: { name: 'tracking', entry: 'functions/tracking/index.ts', memoryMb: 512, timeoutSeconds: 15 },
  fields: { name: 'fields', entry: 'functions/fields/index.ts', memoryMb: 1024, timeoutSeconds: 29 },
  crops: { name: 'crops', entry: 'functions/crops/index.ts', memoryMb: 512, timeoutSeconds: 15 },
  monitoring: { name: 'monitoring', entry: 'functions/monitoring/index.ts', memoryMb: 1769, timeoutSeconds: 29 },
  weather: { name: 'weather', entry: 'functions/weather/index.ts', memoryMb: 512, timeoutSeconds: 29 },
  activities: { name: 'activities', entry: 'functions/activities/index.ts', memoryMb: 512, timeoutSeconds: 15 },
  'system-setup': { name: 'system-setup', entry: 'functions/system-setup/index.ts', memoryMb: 512, timeoutSeconds: 15 },
  payments: { name: 'payments', entry: 'functions/payments/index.ts', memoryMb: 512, timeoutSeconds: 29 },
};

export const TRIGGER_FUNCTIONS = {
  preSignUp: { name: 'pre-sign-up', entry: 'functions/triggers/pre-sign-up.ts', memoryMb: 256, timeoutSeconds: 10 },
  postConfirmation: {
    name: 'post-confirmation',
    entry: 'functions/triggers/post-confirmation.ts',
    memoryMb: 256,
    timeoutSeconds: 10,
  },
  customMessage: { name: 'custom-message', entry: 'functions/triggers/custom-message.ts', memoryMb: 256, timeoutSeconds: 5 },
} as const satisfies Record<string, FunctionDef>;

export const JOB_FUNCTIONS = {
  fieldParser: { name: 'field-parser', entry: 'functions/events/field-upload.ts', memoryMb: 1024, timeoutSeconds: 120 },
  indexPlanner: { name: 'index-planner', entry: 'functions/jobs/index-planner.ts', memoryMb: 512, timeoutSeconds: 300 },
  indexWorker: { name: 'index-worker', entry: 'functions/events/index-job.ts', memoryMb: 1769, timeoutSeconds: 300 },
} as const satisfies Record<string, FunctionDef>;

/** Scheduled jobs: the planner looks for new scenes for every field. */
export const SCHEDULES = {
  indexPlanner: { cron: { minute: '0', hour: '*/6' }, localIntervalSeconds: 6 * 3600 },
} as const;

/** The Cognito group whose members are platform staff. */
export const STAFF_GROUP = 'staff';

/** Environment variable names the functions read; the CDK stacks and the local stage set the same ones. */
export const ENV = {
  table: 'TABLE_NAME',
  uploadsBucket: 'UPLOADS_BUCKET',
  exportsBucket: 'EXPORTS_BUCKET',
  imageryCacheBucket: 'IMAGERY_CACHE_BUCKET',
  indexJobsQueueUrl: 'INDEX_JOBS_QUEUE_URL',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  appUrl: 'APP_URL',
  mailFrom: 'MAIL_FROM',
  stage: 'STAGE',
} as const;

/**
 * Environment variable names for the external providers a stage configures (`infra/stages.ts`). Secrets are passed
 * by their Secrets Manager name, never by value; the function reads the value at run time.
 */
export const PROVIDER_ENV = {
  paystackMode: 'PAYSTACK_MODE',
  paystackSecretName: 'PAYSTACK_SECRET_NAME',
  weatherProvider: 'WEATHER_PROVIDER',
  weatherApiKeySecretName: 'WEATHER_API_KEY_SECRET_NAME',
  stacApiUrl: 'STAC_API_URL',
  stacCollection: 'STAC_COLLECTION',
} as const;
