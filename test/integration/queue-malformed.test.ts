import { GetQueueAttributesCommand, ReceiveMessageCommand, SendMessageBatchCommand, SendMessageCommand, SQSClient, type Message } from '@aws-sdk/client-sqs';
import { ulid } from 'ulid';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { db } from '../../functions/core/db/service';
import { messageBody } from '../../functions/core/queues/queue-messages';
import { DEAD_LETTER_QUEUE_ENV, ENV, type QueueKey } from '../../shared/platform';
import { waitFor } from '../support/wait-for';

/**
 * Every queue's consumer parses each message by its queue's schema; a body that does not parse is moved to the
 * queue's dead-letter queue on its first receive (with why, as the `reason` attribute: SQS's own redrive after
 * maxReceiveCount would carry none), and the other messages of its batch are processed. Read on the local stage:
 * the dead-letter queue, the work queue and the stored outbox item.
 */
const sesEndpoint = inject('sesEndpoint');
const sqs = new SQSClient({});
afterAll(() => sqs.destroy());

const QUEUE_URL_ENV: Record<QueueKey, string> = {
  fieldUploads: ENV.fieldUploadsQueueUrl,
  indexPlanning: ENV.indexPlanningQueueUrl,
  indexJobs: ENV.indexJobsQueueUrl,
  mail: ENV.mailQueueUrl,
  userDeletion: ENV.userDeletionQueueUrl,
};
const urlOf = (name: string): string => {
  const url = process.env[name];
  if (!url) throw new Error(`${name} is not set`);
  return url;
};

/** The dead-letter queue's messages mentioning a marker (left visible for the other tests). */
async function deadLettered(queue: QueueKey, marker: string): Promise<Message[]> {
  const found = new Map<string, Message>();
  for (let i = 0; i < 5; i++) {
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: urlOf(DEAD_LETTER_QUEUE_ENV[queue]), MaxNumberOfMessages: 10, VisibilityTimeout: 0, MessageAttributeNames: ['All'] }),
    );
    for (const message of Messages) if (message.Body?.includes(marker) && message.MessageId) found.set(message.MessageId, message);
  }
  return [...found.values()];
}

async function inFlight(queue: QueueKey): Promise<number> {
  const { Attributes = {} } = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: urlOf(QUEUE_URL_ENV[queue]), AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }),
  );
  return Number(Attributes.ApproximateNumberOfMessages ?? 0) + Number(Attributes.ApproximateNumberOfMessagesNotVisible ?? 0);
}

describe('malformed queue messages', () => {
  it.each<[QueueKey, string]>([
    ['indexPlanning', '{"v":1,"teamId":"","marker":"%s"}'],
    ['indexJobs', '{"v":1,"teamId":"T","fieldId":"F","date":"%s","scenes":[]}'],
    ['userDeletion', '{"userId":"%s"}'],
    ['fieldUploads', '{"Records":[{"marker":"%s"}]}'],
  ])('on the %s queue go to its dead-letter queue on the first receive, with the reason', async (queue, template) => {
    const marker = `malformed-${queue}-${ulid()}`;
    await sqs.send(new SendMessageCommand({ QueueUrl: urlOf(QUEUE_URL_ENV[queue]), MessageBody: template.replace('%s', marker) }));
    let dead: Message[] = [];
    await waitFor(async () => (dead = await deadLettered(queue, marker)).length > 0, { timeoutMs: 15_000, message: `nothing in the ${queue} dead-letter queue` });
    expect(dead).toHaveLength(1);
    expect(dead[0]?.MessageAttributes?.reason?.StringValue).toMatch(/^malformed message: /);
    await waitFor(async () => (await inFlight(queue)) === 0, { timeoutMs: 10_000, message: `the ${queue} message is still on its queue` });
  }, 40_000);

  it('in a batch with a good one: the malformed one is dead-lettered, the good mail is sent and marked sent', async () => {
    const marker = `batch-${ulid()}`;
    const outboxId = ulid();
    const subject = `Queue schema check ${marker}`;
    const body = messageBody('mail', { channel: 'email', outboxId, mail: { to: ['farmer@fieldwatch.local'], subject, html: `<p>${marker}</p>`, text: marker } });
    const now = new Date();
    await db()
      .entities.outbox.create({ outboxId, channel: 'email', body, status: 'queued', createdAt: now.toISOString(), attempts: 0, expiresAt: Math.floor(now.getTime() / 1000) + 86_400 })
      .go();
    // One SendMessageBatch: the stage's consumer receives both in one batch (its batch size is 10).
    await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: urlOf(ENV.mailQueueUrl),
        Entries: [
          { Id: 'bad', MessageBody: JSON.stringify({ channel: 'email', outboxId: '', marker }) },
          { Id: 'good', MessageBody: body },
        ],
      }),
    );
    await waitFor(async () => (await db().entities.outbox.get({ outboxId }).go()).data?.status === 'sent', { timeoutMs: 15_000, message: 'the good mail was not sent' });
    const stored = (await db().entities.outbox.get({ outboxId }).go()).data;
    expect(stored).toMatchObject({ status: 'sent', attempts: 1 });
    const { emails } = (await (await fetch(`${sesEndpoint}/store`)).json()) as { emails: Array<{ subject: string }> };
    expect(emails.filter((mail) => mail.subject === subject)).toHaveLength(1);
    const dead = await deadLettered('mail', marker);
    expect(dead.map((message) => message.MessageAttributes?.reason?.StringValue)).toEqual([expect.stringMatching(/^malformed message: /)]);
    await waitFor(async () => (await inFlight('mail')) === 0, { timeoutMs: 10_000, message: 'a mail message is still on its queue' });
  }, 40_000);
});
