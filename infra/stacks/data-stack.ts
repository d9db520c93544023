import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { EventType, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { SqsDestination } from 'aws-cdk-lib/aws-s3-notifications';
import type { Construct } from 'constructs';
import { BUCKETS, type BucketKey, FIELD_UPLOAD_PREFIX, QUEUES, type QueueKey, STATS_TABLE, TABLE } from '../definitions';
import { DeadLetteredQueue } from '../constructs/dead-lettered-queue';
import { AccessLogBucket, SecureBucket } from '../constructs/secure-bucket';
import type { StageConfig } from '../stages';

/** How long an overwritten or deleted field file stays restorable (a noncurrent version of the uploads bucket). */
export const UPLOAD_VERSIONS_KEPT_DAYS = 30;

export interface DataStackProps extends StackProps {
  config: StageConfig;
}

/** The stage's state: the single table, the buckets and the work queues (ARCHITECTURE §1 "data"). */
export class DataStack extends Stack {
  readonly table: TableV2;
  /** The index statistics (recomputable from the imagery): no point-in-time recovery. */
  readonly statsTable: TableV2;
  readonly buckets: Record<BucketKey, IBucket>;
  readonly queues: Record<QueueKey, DeadLetteredQueue>;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;
    const retain = config.retainData;

    const string = (name: string) => ({ name, type: AttributeType.STRING });
    this.table = new TableV2(this, 'Table', {
      partitionKey: string(TABLE.partitionKey),
      sortKey: string(TABLE.sortKey),
      globalSecondaryIndexes: TABLE.indexes.map((index) => ({
        indexName: index.name,
        partitionKey: string(index.partitionKey),
        sortKey: string(index.sortKey),
      })),
      billing: Billing.onDemand(),
      timeToLiveAttribute: TABLE.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: retain,
      removalPolicy: retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    // Most of the stored bytes are index statistics, one item per field, index and day: a table of their own keeps
    // them out of the main table's continuous backups, which would bill their every gigabyte again.
    this.statsTable = new TableV2(this, 'StatsTable', {
      partitionKey: string(STATS_TABLE.partitionKey),
      sortKey: string(STATS_TABLE.sortKey),
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: false },
      deletionProtection: retain,
      removalPolicy: retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    const accessLogs = new AccessLogBucket(this, 'AccessLogs', { retain, expireAfterDays: 90 });
    const buckets: Partial<Record<BucketKey, IBucket>> = {};
    for (const def of BUCKETS) {
      buckets[def.key] = new SecureBucket(this, bucketId(def.key), {
        retain,
        accessLogs: { bucket: accessLogs, prefix: `${def.key}/` },
        expireAfterDays: def.expireAfterDays,
        expirePrefix: def.expirePrefix,
        // Field files are the teams' own data: an overwritten or deleted upload can be restored for a while.
        keepNoncurrentVersionsDays: def.key === 'uploads' ? UPLOAD_VERSIONS_KEPT_DAYS : undefined,
        cors: def.browserUploads
          ? [
              {
                // Presigned PUTs from the web app; the signature, not CORS, is what authorises an upload.
                allowedMethods: [HttpMethods.PUT],
                allowedOrigins: webOrigins(config),
                allowedHeaders: ['*'],
                exposedHeaders: ['ETag'],
                maxAge: 3000,
              },
            ]
          : undefined,
      });
    }
    this.buckets = buckets as Record<BucketKey, IBucket>;

    const queues: Partial<Record<QueueKey, DeadLetteredQueue>> = {};
    for (const def of QUEUES) queues[def.key] = new DeadLetteredQueue(this, queueId(def.key), def);
    this.queues = queues as Record<QueueKey, DeadLetteredQueue>;

    // Field files: S3 ObjectCreated under the upload prefix -> field-uploads queue -> parser (jobs stack).
    this.buckets.uploads.addEventNotification(
      EventType.OBJECT_CREATED,
      new SqsDestination(this.queues.fieldUploads.queue),
      { prefix: FIELD_UPLOAD_PREFIX },
    );

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'StatsTableName', { value: this.statsTable.tableName });
    for (const def of BUCKETS) new CfnOutput(this, `${bucketId(def.key)}Name`, { value: this.buckets[def.key].bucketName });
    for (const def of QUEUES) new CfnOutput(this, `${queueId(def.key)}Url`, { value: this.queues[def.key].queue.queueUrl });
  }
}

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);
const bucketId = (key: BucketKey) => `${pascal(key)}Bucket`;
const queueId = (key: QueueKey) => `${pascal(key)}Queue`;

/** Origins the web app is served from; a stage without a domain learns its CloudFront origin only after deploy. */
function webOrigins(config: StageConfig): string[] {
  if (!config.web.domain) return ['*'];
  const urls = [`https://${config.web.domain.name}`, ...(config.web.extraCallbackUrls ?? [])];
  return [...new Set(urls.map((url) => new URL(url).origin))];
}
