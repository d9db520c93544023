import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { QUEUE_RETENTION_DAYS, QUEUES, STATS_TABLE, TABLE, type QueueKey } from '../definitions';
import { queueName, statsTableName, tableName } from './names';

async function tableExists(dynamo: DynamoDBClient, name: string): Promise<boolean> {
  try {
    await dynamo.send(new DescribeTableCommand({ TableName: name }));
    return true;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    return false;
  }
}

/** Both tables of the stage: the main one and the index statistics' one; idempotent. */
export async function ensureTables(dynamo: DynamoDBClient): Promise<void> {
  await Promise.all([ensureTable(dynamo), ensureStatsTable(dynamo)]);
}

/** The index statistics' table (keys only, no GSI, no TTL), as the data stack defines it. */
async function ensureStatsTable(dynamo: DynamoDBClient): Promise<void> {
  const name = statsTableName();
  if (await tableExists(dynamo, name)) return;
  await dynamo.send(
    new CreateTableCommand({
      TableName: name,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [STATS_TABLE.partitionKey, STATS_TABLE.sortKey].map((attribute) => ({ AttributeName: attribute, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: STATS_TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: STATS_TABLE.sortKey, KeyType: 'RANGE' },
      ],
    }),
  );
}

/** Creates the stage's table and queues from the same definitions the CDK stacks use; idempotent. */
export async function ensureTable(dynamo: DynamoDBClient): Promise<void> {
  const name = tableName();
  if (await tableExists(dynamo, name)) return;
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
