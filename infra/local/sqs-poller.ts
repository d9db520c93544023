import { DeleteMessageBatchCommand, ReceiveMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { FunctionDef, QueueDef } from '../definitions';
import { invoke } from './lambdas';

/**
 * What the Lambda event source mapping does: receive a batch, invoke the consumer with an SQS event, delete
 * what succeeded and leave the batchItemFailures (or the whole batch when the consumer throws) to come back
 * after the visibility timeout, until the redrive policy moves them to the dead-letter queue.
 */
export function pollQueue(options: {
  sqs: SQSClient;
  queue: QueueDef;
  queueUrl: string;
  queueArn: string;
  consumer: FunctionDef;
  idleMs?: number;
}): { stop(): Promise<void> } {
  let running = true;
  const idleMs = options.idleMs ?? 250;
  const loop = (async () => {
    while (running) {
      let received = 0;
      try {
        received = await pollOnce(options);
      } catch (error) {
        console.error(`[sqs] polling ${options.queue.key} failed:`, error instanceof Error ? error.message : error);
      }
      if (received === 0 && running) await new Promise((resolve) => setTimeout(resolve, idleMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

async function pollOnce(options: {
  sqs: SQSClient;
  queue: QueueDef;
  queueUrl: string;
  queueArn: string;
  consumer: FunctionDef;
}): Promise<number> {
  const { Messages = [] } = await options.sqs.send(
    new ReceiveMessageCommand({
      QueueUrl: options.queueUrl,
      MaxNumberOfMessages: options.queue.batchSize,
      WaitTimeSeconds: 0,
      MessageSystemAttributeNames: ['ApproximateReceiveCount'],
      AttributeNames: ['All'],
      MessageAttributeNames: ['All'],
    }),
  );
  if (Messages.length === 0) return 0;
  const event: SQSEvent = {
    Records: Messages.map((message) => ({
      messageId: message.MessageId ?? '',
      receiptHandle: message.ReceiptHandle ?? '',
      body: message.Body ?? '',
      attributes: {
        ApproximateReceiveCount: message.Attributes?.ApproximateReceiveCount ?? '1',
        SentTimestamp: String(Date.now()),
        SenderId: 'local',
        ApproximateFirstReceiveTimestamp: String(Date.now()),
      },
      messageAttributes: {},
      md5OfBody: message.MD5OfBody ?? '',
      eventSource: 'aws:sqs',
      eventSourceARN: options.queueArn,
      awsRegion: 'us-east-1',
    })),
  };
  let failed: Set<string>;
  try {
    const response = (await invoke(options.consumer, event)) as SQSBatchResponse | undefined;
    failed = new Set((response?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
  } catch (error) {
    console.error(`[sqs] ${options.consumer.name} failed:`, error instanceof Error ? error.message : error);
    return Messages.length;
  }
  const done = Messages.filter((message) => !failed.has(message.MessageId ?? ''));
  if (done.length > 0) {
    await options.sqs.send(
      new DeleteMessageBatchCommand({
        QueueUrl: options.queueUrl,
        Entries: done.map((message, index) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle })),
      }),
    );
  }
  return Messages.length;
}
