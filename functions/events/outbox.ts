import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { deliverMail } from '../core/mail/deliver-mail';
import { AWS_CLIENT_LIMITS } from '../core/aws-timeouts';
import { lazyClient } from '../core/lazy-client';
import { mailQueueUrl, retryDelaySeconds } from '../core/mail/mail-config';
import { claimOutbox, markOutboxFailed, markOutboxSent, outboxSentAt, releaseOutbox } from '../core/mail/outbox-delivery';
import type { OutboxMessage } from '../core/mail/outbox-message';
import { NoChannelSenderError, PermanentRefusalError } from '../core/alerts/channel-config';
import { markDelivery } from '../core/alerts/deliveries';
import { recordMessageUsage } from '../core/alerts/message-usage';
import { sendSms } from '../core/alerts/send-sms';
import { sendWhatsApp } from '../core/alerts/send-whatsapp';
import { QUEUES } from '../../shared/platform';
import { createLogger, type Logger } from '../lib/logger';
import { withMetrics, type BusinessMetrics } from '../lib/metrics';
import { deadLetter, messageOf } from '../lib/queue-consumer';

/**
 * The outbox queue's consumer: sends each message once, by its channel: a mail through SES, an SMS through AWS End
 * User Messaging SMS, a WhatsApp template message through AWS End User Messaging Social. A message claimed by
 * another delivery, or whose send failed (the service down, throttling, a 5xx), is a batch item failure hidden for a
 * growing time (ChangeMessageVisibility: 30 s, 1 min, 2 min ... by receive count) and dead-lettered after the queue's
 * maxReceiveCount. A body that does not parse, or names no outbox item, cannot succeed: it is moved to the
 * dead-letter queue at once; so is an SMS or WhatsApp message the service refused for good (an opted-out or invalid
 * number) or that has no sender configured. Whatever becomes of a message, its alert still shows in the app, and
 * what became of it is recorded on the alert.
 */
const sqs = lazyClient(
  () => import('@aws-sdk/client-sqs'),
  (sdk) => new sdk.SQSClient({ ...AWS_CLIENT_LIMITS }),
);

/** Another delivery holds the message: try again later, nothing failed. */
class HeldElsewhere extends Error {}

/** The message went out, but its usage or its alert's delivery was not recorded: the redelivery writes them. */
class RecordsPending extends Error {}

async function backOff(record: SQSRecord, log: Logger): Promise<void> {
  const receives = Number(record.attributes.ApproximateReceiveCount) || 1;
  const seconds = retryDelaySeconds(receives);
  await sqs()
    .then(({ sdk, client }) => client.send(new sdk.ChangeMessageVisibilityCommand({ QueueUrl: mailQueueUrl(), ReceiptHandle: record.receiptHandle, VisibilityTimeout: seconds })))
    // The queue's own visibility timeout applies instead.
    .catch((error: unknown) => log.warn('retry delay not set', { error }));
}

/** Hands the message to its channel's service; throws when it refuses or does not answer. */
async function deliver(message: OutboxMessage): Promise<void> {
  switch (message.channel) {
    case 'email':
      await deliverMail(message);
      return;
    case 'sms':
      await sendSms(message);
      return;
    case 'whatsapp':
      await sendWhatsApp(message);
      return;
  }
}

/** The outbox queue's receives before SQS moves a message to its dead-letter queue. */
const MAX_RECEIVES = QUEUES.find((queue) => queue.key === 'mail')?.maxReceiveCount ?? Number.POSITIVE_INFINITY;

/** This delivery is the message's last: if it fails, SQS dead-letters the message. */
const lastReceive = (record: SQSRecord) => (Number(record.attributes.ApproximateReceiveCount) || 1) >= MAX_RECEIVES;

/** A message whose sending leaves records beside the outbox item: a paid message's usage, an alert's delivery. */
const hasFollowUps = (message: OutboxMessage) => message.channel !== 'email' || message.alert !== undefined;

/**
 * What a sent message leaves: its usage (SMS segments, WhatsApp messages) in the console's tracking and, for an
 * alert, the delivery marked sent on the user's alert. Both are keyed by the message, so running them again (a
 * redelivery after one of them failed) records nothing twice.
 */
async function afterSent(message: OutboxMessage, sentAt: string): Promise<void> {
  if (message.channel !== 'email') await recordMessageUsage(message, sentAt);
  if (message.alert) {
    await markDelivery(message.alert, message.channel, {
      status: 'sent',
      at: sentAt,
      ...(message.channel === 'sms' ? { segments: message.sms.segments } : {}),
    });
  }
}

/** A message that cannot succeed as it is: recorded failed on its alert, moved to the dead-letter queue with why. */
async function giveUp(message: OutboxMessage, record: SQSRecord, reason: string, log: Logger, metrics: BusinessMetrics): Promise<void> {
  metrics.count('OutboxRefused');
  if (message.alert) await markDelivery(message.alert, message.channel, { status: 'failed', at: new Date().toISOString() });
  await deadLetter('mail', record, reason, log);
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
    if (hasFollowUps(message)) await afterSent(message, (await outboxSentAt(message.outboxId)) ?? new Date().toISOString());
    return;
  }
  if (claim === 'failed') {
    messageLog.info('outbox message already refused for good');
    return;
  }
  if (claim === 'busy') throw new HeldElsewhere();
  if (claim === 'unknown') {
    metrics.count('OutboxMalformed');
    await deadLetter('mail', record, 'no outbox item with this id', messageLog);
    return;
  }
  try {
    await deliver(message);
  } catch (error) {
    if (error instanceof PermanentRefusalError) {
      messageLog.warn('outbox message refused for good', { reason: error.reason });
      await markOutboxFailed(message.outboxId, error.reason);
      await giveUp(message, record, error.message, messageLog, metrics);
      return;
    }
    await releaseOutbox(message.outboxId, messageLog);
    // Its last try failed: SQS dead-letters it, and the user's alert says it did not go (a redrive that sends it
    // marks it sent).
    if (lastReceive(record) && message.alert) {
      await markDelivery(message.alert, message.channel, { status: 'failed', at: new Date().toISOString() }).catch((markError: unknown) =>
        messageLog.warn('alert delivery not marked failed', { error: markError }),
      );
    }
    if (error instanceof NoChannelSenderError) {
      // Kept `queued`: once the stage has a sender, the message redriven from the dead-letter queue is sent.
      messageLog.error('outbox message not sent: no sender configured for its channel', { error });
      await giveUp(message, record, error.message, messageLog, metrics);
      return;
    }
    throw error;
  }
  const sentAt = await markOutboxSent(message.outboxId);
  metrics.count('OutboxSent');
  if (!hasFollowUps(message)) return;
  try {
    await afterSent(message, sentAt);
  } catch (error) {
    // Sent, and recorded so: the redelivery this failure brings sends nothing and writes the records again.
    messageLog.warn('outbox message sent, its usage or delivery record not written yet', { error });
    throw new RecordsPending('records pending', { cause: error });
  }
}

export const handler = (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> =>
  withMetrics(context, (metrics) => {
    const log = createLogger({ job: 'outbox' }, context);
    const processOne = async (record: SQSRecord) => {
      const recordLog = log.child({ messageId: record.messageId, receiveCount: record.attributes.ApproximateReceiveCount });
      try {
        await send(record, recordLog, metrics);
      } catch (error) {
        if (!(error instanceof HeldElsewhere) && !(error instanceof RecordsPending)) {
          recordLog.error('outbox message not sent', { error });
          metrics.count('OutboxSendFailed');
        }
        await backOff(record, recordLog);
        throw error;
      }
    };
    return processPartialResponse(event, processOne, new BatchProcessor(EventType.SQS), { processInParallel: true, throwOnFullBatchFailure: false });
  });
