/**
 * The resources of a stage, described once. The CDK stacks and the local stage's bootstrap both build from these
 * definitions, so the table keys, buckets, queues and schedules the local stage runs are the deployed ones. What
 * the functions share with infra (keys, queue settings, variable names) lives in shared/platform.ts.
 */
import type { Resource } from '../shared/api/routes';
import { EXPORT_EXPIRE_AFTER_DAYS } from '../shared/domain/exports';
import { type BucketKey, FIELD_PARSER_TIMEOUT_SECONDS, FIELD_UPLOAD_PREFIX, INDEX_PLANNER_PERIOD_HOURS, MAIL_CONSUMER_TIMEOUT_SECONDS, USER_DELETION } from '../shared/platform';

export {
  type BucketKey,
  ENV,
  FIELD_UPLOAD_PREFIX,
  PROVIDER_ENV,
  QUEUE_RETENTION_DAYS,
  QUEUES,
  type QueueDef,
  type QueueKey,
  STAFF_GROUP,
  STATS_TABLE,
  TABLE,
} from '../shared/platform';

export interface BucketDef {
  key: BucketKey;
  /** Days after which objects expire; undefined keeps them. */
  expireAfterDays?: number;
  /** Allow presigned browser PUTs from the web origin. */
  browserUploads?: boolean;
  /** Only objects under this prefix expire (the uploads bucket keeps scouting photos under `scouting/` for good). */
  expirePrefix?: string;
}

export const BUCKETS: readonly BucketDef[] = [
  { key: 'uploads', expireAfterDays: 30, expirePrefix: FIELD_UPLOAD_PREFIX, browserUploads: true },
  // Exports too large for an answer, linked for a few minutes: gone after a day.
  { key: 'exports', expireAfterDays: EXPORT_EXPIRE_AFTER_DAYS },
  { key: 'imageryCache', expireAfterDays: 90 },
];

/** Every Lambda of the product, by role. `entry` is relative to the repository root. */
export interface FunctionDef {
  name: string;
  entry: string;
  memoryMb: number;
  timeoutSeconds: number;
}

/**
 * The longest an HTTP function may run: API Gateway gives up on the integration at 30 s and answers 504 while the
 * function goes on (its writes landing after the user was told it failed). Ending at 26 s leaves room for the
 * answer to travel back; the routes' own budgets (20 s for computed imagery, an upload's 20 s wait) fit inside.
 */
export const HTTP_TIMEOUT_SECONDS = 26;

export const API_FUNCTIONS: Record<Resource, FunctionDef> = {
  health: { name: 'health', entry: 'functions/health/index.ts', memoryMb: 256, timeoutSeconds: 5 },
  accounts: { name: 'accounts', entry: 'functions/accounts/index.ts', memoryMb: 512, timeoutSeconds: 15 },
  roles: { name: 'roles', entry: 'functions/roles/index.ts', memoryMb: 512, timeoutSeconds: 15 },
  tracking: { name: 'tracking', entry: 'functions/tracking/index.ts', memoryMb: 512, timeoutSeconds: 15 },
  fields: { name: 'fields', entry: 'functions/fields/index.ts', memoryMb: 1024, timeoutSeconds: HTTP_TIMEOUT_SECONDS },
  crops: { name: 'crops', entry: 'functions/crops/index.ts', memoryMb: 512, timeoutSeconds: 15 },
  monitoring: { name: 'monitoring', entry: 'functions/monitoring/index.ts', memoryMb: 1769, timeoutSeconds: HTTP_TIMEOUT_SECONDS },
  weather: { name: 'weather', entry: 'functions/weather/index.ts', memoryMb: 512, timeoutSeconds: HTTP_TIMEOUT_SECONDS },
  activities: { name: 'activities', entry: 'functions/activities/index.ts', memoryMb: 512, timeoutSeconds: 15 },
  'system-setup': { name: 'system-setup', entry: 'functions/system-setup/index.ts', memoryMb: 512, timeoutSeconds: 15 },
  payments: { name: 'payments', entry: 'functions/payments/index.ts', memoryMb: 512, timeoutSeconds: HTTP_TIMEOUT_SECONDS },
  alerts: { name: 'alerts', entry: 'functions/alerts/index.ts', memoryMb: 512, timeoutSeconds: HTTP_TIMEOUT_SECONDS },
  scouting: { name: 'scouting', entry: 'functions/scouting/index.ts', memoryMb: 512, timeoutSeconds: 15 },
  zones: { name: 'zones', entry: 'functions/zones/index.ts', memoryMb: 1024, timeoutSeconds: 15 },
  partners: { name: 'partners', entry: 'functions/partners/index.ts', memoryMb: 512, timeoutSeconds: 10 },
  // A share link's page reads the same index series, tiles and report as monitoring: the same engine and memory.
  sharing: { name: 'sharing', entry: 'functions/sharing/index.ts', memoryMb: 1769, timeoutSeconds: HTTP_TIMEOUT_SECONDS },
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
  fieldParser: {
    name: 'field-parser',
    entry: 'functions/events/field-upload.ts',
    memoryMb: 1024,
    timeoutSeconds: FIELD_PARSER_TIMEOUT_SECONDS,
  },
  /** Scheduled: one planning message per team (seconds). */
  indexPlanner: { name: 'index-planner', entry: 'functions/jobs/index-planner.ts', memoryMb: 512, timeoutSeconds: 60 },
  /** The planning queue's consumer: one team's fields per message. */
  indexPlanWorker: { name: 'index-plan-worker', entry: 'functions/events/index-plan.ts', memoryMb: 1024, timeoutSeconds: 300 },
  indexWorker: { name: 'index-worker', entry: 'functions/events/index-job.ts', memoryMb: 1769, timeoutSeconds: 300 },
  subscriptionExpiry: { name: 'subscription-expiry', entry: 'functions/jobs/subscription-expiry.ts', memoryMb: 256, timeoutSeconds: 120 },
  /**
   * Scheduled: settles the upload jobs past their deadline. It may run the parser again, so the parser's memory;
   * its time stays under the schedule's 15 minutes so two sweeps never settle the same job at once.
   */
  uploadSweeper: { name: 'upload-sweeper', entry: 'functions/jobs/upload-sweeper.ts', memoryMb: 1024, timeoutSeconds: 600 },
  /** The outbox queue's consumer: sends each mail once through SES, retrying with backoff while SES is down. */
  outboxSender: { name: 'outbox-sender', entry: 'functions/events/outbox.ts', memoryMb: 256, timeoutSeconds: MAIL_CONSUMER_TIMEOUT_SECONDS },
  /** Scheduled: queues again the outbox messages a request stored but could not queue. */
  outboxSweeper: { name: 'outbox-sweeper', entry: 'functions/jobs/outbox-sweeper.ts', memoryMb: 256, timeoutSeconds: 120 },
  /** Scheduled: evaluates every team's alerts (weather risks, crop anomalies, reminders) and sends them. */
  alertEvaluator: { name: 'alert-evaluator', entry: 'functions/jobs/alert-evaluator.ts', memoryMb: 1024, timeoutSeconds: 900 },
  /** The user-deletion queue's consumer: deletes a user and the team they own in pages, sending the rest on. */
  userDeleter: {
    name: 'user-deleter',
    entry: 'functions/events/user-deletion.ts',
    memoryMb: 512,
    timeoutSeconds: USER_DELETION.consumerTimeoutSeconds,
  },
} as const satisfies Record<string, FunctionDef>;

/** Invoked by Secrets Manager to rotate the stage's generated secrets. */
export const ROTATION_FUNCTIONS = {
  /** The tile URLs' HMAC key (infra/constructs/tile-signing-secret.ts). */
  tileKeyRotation: { name: 'tile-key-rotation', entry: 'functions/events/tile-key-rotation.ts', memoryMb: 256, timeoutSeconds: 30 },
} as const satisfies Record<string, FunctionDef>;

/** Scheduled jobs: the planner looks for new scenes for every field. */
export const SCHEDULES = {
  indexPlanner: { cron: { minute: '0', hour: `*/${INDEX_PLANNER_PERIOD_HOURS}` }, localIntervalSeconds: INDEX_PLANNER_PERIOD_HOURS * 3600 },
  /** Daily: ends subscriptions past their end and mails the owners' 7-day and 1-day reminders. */
  subscriptionExpiry: { cron: { minute: '0', hour: '6' }, localIntervalSeconds: 24 * 3600 },
  /** Every 15 minutes: an overdue upload job is settled soon after its deadline, while its owner may still be waiting. */
  uploadSweeper: { cron: { minute: '*/15' }, localIntervalSeconds: 15 * 60 },
  /** Every 5 minutes: a mail whose enqueue failed is on its way within minutes. */
  outboxSweeper: { cron: { minute: '*/5' }, localIntervalSeconds: 5 * 60 },
  /** Daily at 06:00 in Nigeria: the day's alerts reach farmers before they go to the field. */
  alertEvaluator: { cron: { minute: '0', hour: '5' }, localIntervalSeconds: 24 * 3600 },
} as const;
