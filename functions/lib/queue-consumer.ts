import type { SQSRecord } from 'aws-lambda';
import { DEAD_LETTER_QUEUE_ENV, type QueueKey } from '../../shared/platform';
import { AWS_CLIENT_LIMITS } from '../core/aws-timeouts';
import { parseQueueMessage, type QueueMessage } from '../core/queues/queue-messages';
import { lazyClient } from '../core/lazy-client';
import type { Logger } from './logger';

/**
 * A queue message that does not parse by its queue's schema can never succeed: retried, it would fail the same way
 * maxReceiveCount times (hours on the outbox's backoff), hold a batch slot each time and alarm only at the end.
 * SQS's partial batch response can only say "retry", so the consumer moves it itself: it sends the body to the
 * queue's dead-letter queue (with the reason as a message attribute) and reports the record processed, so Lambda
 * deletes it from the queue. If that send fails the record is reported failed and comes back as usual.
 */
const sqs = lazyClient(
  () => import('@aws-sdk/client-sqs'),
  (sdk) => new sdk.SQSClient({ ...AWS_CLIENT_LIMITS }),
);

export function deadLetterQueueUrl(queue: QueueKey): string {
  const url = process.env[DEAD_LETTER_QUEUE_ENV[queue]];
  if (!url) throw new Error(`${DEAD_LETTER_QUEUE_ENV[queue]} is not set`);
  return url;
}

/** Sends the record's body to the queue's dead-letter queue now, with why. */
export async function deadLetter(queue: QueueKey, record: SQSRecord, reason: string, log: Logger): Promise<void> {
  const { sdk, client } = await sqs();
  await client.send(
    new sdk.SendMessageCommand({
      QueueUrl: deadLetterQueueUrl(queue),
      MessageBody: record.body,
      MessageAttributes: { reason: { DataType: 'String', StringValue: reason.slice(0, 1000) } },
    }),
  );
  log.error('queue message moved to the dead-letter queue', { queue, reason, bodyLength: record.body.length });
}

/**
 * The record's message parsed by its queue's schema, or null once a malformed one is in the dead-letter queue
 * (the caller then treats the record as processed).
 */
export async function messageOf<K extends QueueKey>(queue: K, record: SQSRecord, log: Logger): Promise<QueueMessage<K> | null> {
  const parsed = parseQueueMessage(queue, record.body);
  if ('message' in parsed) return parsed.message;
  await deadLetter(queue, record, `malformed message: ${parsed.problem}`, log);
  return null;
}
