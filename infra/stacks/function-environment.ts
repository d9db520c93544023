import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { DeadLetteredQueue } from '../constructs/dead-lettered-queue';
import { DEAD_LETTER_QUEUE_ENV, placeSearchUserAgent } from '../../shared/platform';
import { type BucketKey, ENV, PROVIDER_ENV, type QueueKey } from '../definitions';
import type { StageConfig } from '../stages';

export interface EnvironmentSources {
  config: StageConfig;
  table: ITableV2;
  /** The index statistics' table. */
  statsTable: ITableV2;
  buckets: Record<BucketKey, IBucket>;
  queues: Record<QueueKey, DeadLetteredQueue>;
  userPool: IUserPool;
  webClient: IUserPoolClient;
  /** The stage's own URL (the edge stack's), for links in mails. */
  appUrl: string;
  /** CloudFront's origin secret (the edge stack's): only the API functions, which check it, get it. */
  originSecret?: string;
}

/**
 * The environment every API and job function gets: names and identifiers only (secrets by name). Giving each
 * function the same set keeps one configuration module in the functions; IAM, not the environment, limits access.
 */
export function functionEnvironment(sources: EnvironmentSources): Record<string, string> {
  const { config } = sources;
  const email = config.auth.email;
  const environment: Record<string, string> = {
    [ENV.table]: sources.table.tableName,
    [ENV.statsTable]: sources.statsTable.tableName,
    [ENV.uploadsBucket]: sources.buckets.uploads.bucketName,
    [ENV.exportsBucket]: sources.buckets.exports.bucketName,
    [ENV.imageryCacheBucket]: sources.buckets.imageryCache.bucketName,
    [ENV.indexJobsQueueUrl]: sources.queues.indexJobs.queue.queueUrl,
    [ENV.indexPlanningQueueUrl]: sources.queues.indexPlanning.queue.queueUrl,
    [ENV.fieldUploadsQueueUrl]: sources.queues.fieldUploads.queue.queueUrl,
    [ENV.mailQueueUrl]: sources.queues.mail.queue.queueUrl,
    [ENV.userDeletionQueueUrl]: sources.queues.userDeletion.queue.queueUrl,
    [ENV.userPoolId]: sources.userPool.userPoolId,
    [ENV.userPoolClientId]: sources.webClient.userPoolClientId,
    [ENV.appUrl]: sources.appUrl,
    [ENV.supportEmail]: config.web.supportEmail,
    [ENV.staffMfa]: config.auth.staffMfa,
    [PROVIDER_ENV.paystackMode]: config.paystack.mode,
    [PROVIDER_ENV.paystackSecretName]: config.paystack.secretKeySecretName,
    [PROVIDER_ENV.weatherProvider]: config.weather.provider,
    [PROVIDER_ENV.stacApiUrl]: config.imagery.stacApiUrl,
    [PROVIDER_ENV.stacCollection]: config.imagery.collection,
    [PROVIDER_ENV.placeSearchUserAgent]: config.placeSearch.userAgent ?? placeSearchUserAgent(sources.appUrl),
    [PROVIDER_ENV.placeSearchReverseLocation]: String(config.placeSearch.reverseLocation),
  };
  // Each consumer moves a message that does not parse to its queue's dead-letter queue.
  for (const [key, name] of Object.entries(DEAD_LETTER_QUEUE_ENV) as [QueueKey, string][]) environment[name] = sources.queues[key].deadLetterQueue.queueUrl;
  if (sources.originSecret) environment[ENV.originSecret] = sources.originSecret;
  if (email) {
    environment[ENV.mailFrom] = email.fromName ? `${email.fromName} <${email.fromEmail}>` : email.fromEmail;
    // IAM allows sending only from the identity's region: the functions' SES client is built there.
    environment[ENV.sesRegion] = email.sesRegion;
  }
  // Sentinel-1 beside Sentinel-2, for the same functions (the radar routes, planner and worker read it).
  if (config.radar) {
    environment[PROVIDER_ENV.radarStacApiUrl] = config.radar.stacApiUrl;
    environment[PROVIDER_ENV.radarStacCollection] = config.radar.collection;
    environment[PROVIDER_ENV.radarAssetRegion] = config.radar.assetRegion;
  }
  // The senders of SMS and WhatsApp: only the outbox sender may use them (IAM), every function knows them.
  if (config.alerts?.smsOriginationIdentity) environment[ENV.smsOriginationIdentity] = config.alerts.smsOriginationIdentity;
  if (config.alerts?.whatsappPhoneNumberId) environment[ENV.whatsappPhoneNumberId] = config.alerts.whatsappPhoneNumberId;
  if (config.weather.apiKeySecretName) {
    environment[PROVIDER_ENV.weatherApiKeySecretName] = config.weather.apiKeySecretName;
  }
  return environment;
}
