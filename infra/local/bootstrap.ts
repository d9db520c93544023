import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { QUEUE_RETENTION_DAYS, QUEUES, TABLE, type QueueKey } from '../definitions';
import { queueName, tableName } from './names';

/** Creates the stage's table and queues from the same definitions the CDK stacks use; idempotent. */
export async function ensureTable(dynamo: DynamoDBClient): Promise<void> {
  const name = tableName();
  try {
    await dynamo.send(new DescribeTableCommand({ TableName: name }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const attributes = new Set<string>([TABLE.partitionKey, TABLE.sortKey]);
  for (const index of TABLE.indexes) attributes.add(index.partitionKey).add(index.sortKey);
  await dynamo.send(
    new CreateTableCommand({
      TableName: name,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attributes].map((attribute) => ({ AttributeName: attribute, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE.indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await dynamo.send(
    new UpdateTimeToLiveCommand({
      TableName: name,
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
    }),
  );
}

export type QueueUrls = Record<QueueKey, { url: string; dlqUrl: string }>;

export async function ensureQueues(sqs: SQSClient, visibilityOverrideSeconds?: number): Promise<QueueUrls> {
  const urls = {} as QueueUrls;
  for (const queue of QUEUES) {
    const retention = String(QUEUE_RETENTION_DAYS * 24 * 3600);
    const dlq = await sqs.send(new CreateQueueCommand({ QueueName: `${queueName(queue.key)}-dlq`, Attributes: { MessageRetentionPeriod: retention } }));
    const { Attributes } = await sqs.send(
      new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }),
    );
    const main = await sqs.send(
      new CreateQueueCommand({
        QueueName: queueName(queue.key),
        Attributes: {
          VisibilityTimeout: String(visibilityOverrideSeconds ?? queue.visibilityTimeoutSeconds),
          MessageRetentionPeriod: retention,
          RedrivePolicy: JSON.stringify({
            deadLetterTargetArn: Attributes?.QueueArn,
            maxReceiveCount: queue.maxReceiveCount,
          }),
        },
      }),
    );
    if (!main.QueueUrl || !dlq.QueueUrl) throw new Error(`Could not create queue ${queue.key}`);
    urls[queue.key] = { url: main.QueueUrl, dlqUrl: dlq.QueueUrl };
  }
  return urls;
}
