import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { QUEUE_RETENTION_DAYS, type QueueDef } from '../definitions';

/**
 * A work queue and its dead-letter queue: SQS-managed encryption (S3 event notifications can deliver to it, unlike
 * the AWS-managed KMS key), TLS enforced, a message moves to the DLQ after `maxReceiveCount` failed receives. Both
 * keep messages QUEUE_RETENTION_DAYS (a backlog outlasting an outage does not expire unseen).
 */
export class DeadLetteredQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, def: QueueDef) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'Dlq', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(QUEUE_RETENTION_DAYS),
    });
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(def.visibilityTimeoutSeconds),
      retentionPeriod: Duration.days(QUEUE_RETENTION_DAYS),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: def.maxReceiveCount },
    });
  }
}
