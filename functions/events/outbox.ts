import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { deliverMail } from '../core/mail/deliver-mail';
import { AWS_CLIENT_LIMITS } from '../core/aws-timeouts';
import { lazyClient } from '../core/lazy-client';
import { mailQueueUrl, retryDelaySeconds } from '../core/mail/mail-config';
import { claimOutbox, markOutboxSent, releaseOutbox } from '../core/mail/outbox-delivery';
import { createLogger, type Logger } from '../lib/logger';
import { withMetrics, type BusinessMetrics } from '../lib/metrics';
import { deadLetter, messageOf } from '../lib/queue-consumer';

/**
 * The outbox queue's consumer: sends each message (a mail through SES now; SMS and WhatsApp later by `channel`)
 * once. A message claimed by another delivery, or whose send failed, is a batch item failure hidden for a growing
 * time (ChangeMessageVisibility: 30 s, 1 min, 2 min ... by receive count) and dead-lettered after the queue's
 * maxReceiveCount. A body that does not parse, or names no outbox item, cannot succeed: it is moved to the
 * dead-letter queue at once.
 */
const sqs = lazyClient(
  () => import('@aws-sdk/client-sqs'),
  (sdk) => new sdk.SQSClient({ ...AWS_CLIENT_LIMITS }),
);

/** Another delivery holds the message: try again later, nothing failed. */
class HeldElsewhere extends Error {}

async function backOff(record: SQSRecord, log: Logger): Promise<void> {
  const receives = Number(record.attributes.ApproximateReceiveCount) || 1;
  const seconds = retryDelaySeconds(receives);
  await sqs()
    .then(({ sdk, client }) => client.send(new sdk.ChangeMessageVisibilityCommand({ QueueUrl: mailQueueUrl(), ReceiptHandle: record.receiptHandle, VisibilityTimeout: seconds })))
    // The queue's own visibility timeout applies instead.
    .catch((error: unknown) => log.warn('retry delay not set', { error }));
}

async function send(record: SQSRecord, log: Logger, metrics: BusinessMetrics): Promise<void> {
  const message = await messageOf('mail', record, log);
  if (!message) {
    metrics.count('OutboxMalformed');
    return;
  }
  const messageLog = log.child({ outboxId: message.outboxId, channel: message.channel });
  const claim = await claimOutbox(message.outboxId);
  if (claim === 'sent') {
    messageLog.info('outbox message already sent');
    return;
  }
  if (claim === 'busy') throw new HeldElsewhere();
  if (claim === 'unknown') {
    metrics.count('OutboxMalformed');
    await deadLetter('mail', record, 'no outbox item with this id', messageLog);
    return;
  }
  try {
    if (message.channel !== 'email') throw new Error(`no sender for ${message.channel} yet`);
    await deliverMail(message);
  } catch (error) {
    await releaseOutbox(message.outboxId, messageLog);
    throw error;
  }
  await markOutboxSent(message.outboxId);
  metrics.count('OutboxSent');
}

export const handler = (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> =>
  withMetrics(context, (metrics) => {
    const log = createLogger({ job: 'outbox' }, context);
    const processOne = async (record: SQSRecord) => {
      const recordLog = log.child({ messageId: record.messageId, receiveCount: record.attributes.ApproximateReceiveCount });
      try {
        await send(record, recordLog, metrics);
      } catch (error) {
        if (!(error instanceof HeldElsewhere)) {
          recordLog.error('outbox message not sent', { error });
          metrics.count('OutboxSendFailed');
        }
        await backOff(record, recordLog);
        throw error;
      }
    };
    return processPartialResponse(event, processOne, new BatchProcessor(EventType.SQS), { processInParallel: true, throwOnFullBatchFailure: false });
  });
