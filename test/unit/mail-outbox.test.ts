import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ChangeMessageVisibilityCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { quietLogger } from '../../functions/core/logger';
import { retryDelaySeconds } from '../../functions/core/mail/mail-config';
import { sendMail } from '../../functions/core/mail/send-mail';
import { handler } from '../../functions/events/outbox';
import { MAIL_RETRY } from '../../shared/platform';

/** The outbox's failure paths: a refused send backs off and keeps the message; a failed enqueue keeps the mail. */
const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const sqs = mockClient(SQSClient);

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: 'unit-table',
    AWS_REGION: 'us-east-1',
    LOG_LEVEL: 'silent',
    MAIL_FROM: 'FieldWatch <no-reply@fieldwatch.test>',
    MAIL_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/1/mail',
    MAIL_DLQ_URL: 'https://sqs.us-east-1.amazonaws.com/1/mail-dlq',
  });
  delete process.env.MAIL_RETRY_BASE_SECONDS;
});

afterEach(() => {
  dynamo.reset();
  ses.reset();
  sqs.reset();
});

const body = (outboxId: string) =>
  JSON.stringify({ channel: 'email', outboxId, mail: { to: ['ada@farm.example'], subject: 'New farm task', html: '<p>x</p>', text: 'x' } });

const sqsEvent = (messageBody: string, receiveCount: number): SQSEvent => ({
  Records: [
    {
      messageId: 'm1',
      receiptHandle: 'r1',
      body: messageBody,
      attributes: { ApproximateReceiveCount: String(receiveCount), SentTimestamp: '0', SenderId: 'x', ApproximateFirstReceiveTimestamp: '0' },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:1:mail',
      awsRegion: 'us-east-1',
    },
  ],
});

const storedItem = (status: string) => ({
  Item: {
    pk: '$fieldwatch#outboxid_o1',
    sk: '$outbox_1',
    outboxId: 'o1',
    channel: 'email',
    body: body('o1'),
    status,
    createdAt: '2026-11-26T10:00:00.000Z',
    __edb_e__: 'outbox',
    __edb_v__: '1',
  },
});

describe('retry delays', () => {
  it('double per receive from the base, up to the maximum', () => {
    expect([1, 2, 3, 4].map((count) => retryDelaySeconds(count, 30))).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(20, 30)).toBe(MAIL_RETRY.maxSeconds);
  });
});

describe('the outbox consumer', () => {
  it('keeps a message the mail service refused: claim given back, hidden for the next delay, reported as failed', async () => {
    // Read before the claim (queued), then before the release (this delivery's claim).
    dynamo.on(GetCommand).resolvesOnce(storedItem('queued')).resolves(storedItem('sending'));
    dynamo.on(UpdateCommand).resolves({});
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    sqs.on(ChangeMessageVisibilityCommand).resolves({});
    const answer = await handler(sqsEvent(body('o1'), 3));
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }]);
    expect(sqs.commandCalls(ChangeMessageVisibilityCommand)[0]?.args[0].input).toMatchObject({ ReceiptHandle: 'r1', VisibilityTimeout: 4 * MAIL_RETRY.baseSeconds });
    const updates = dynamo.commandCalls(UpdateCommand).map((call) => JSON.stringify(call.args[0].input.ExpressionAttributeValues));
    expect(updates[0]).toContain('":status_u0":"sending"');
    // The claim goes back to `queued`: the next delivery may send it; nothing marks it sent.
    expect(updates.at(-1)).toContain('":status_u0":"queued"');
    expect(updates.some((values) => values.includes('":status_u0":"sent"'))).toBe(false);
  });

  it('sends nothing for a message already sent (a redelivery)', async () => {
    dynamo.on(GetCommand).resolves(storedItem('sent'));
    const answer = await handler(sqsEvent(body('o1'), 2));
    expect(answer.batchItemFailures).toEqual([]);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('moves a malformed message straight to the dead-letter queue', async () => {
    sqs.on(SendMessageCommand).resolves({});
    const answer = await handler(sqsEvent(JSON.stringify({ channel: 'pigeon', outboxId: 'o1' }), 1));
    expect(answer.batchItemFailures).toEqual([]);
    expect(sqs.commandCalls(SendMessageCommand)[0]?.args[0].input).toMatchObject({ QueueUrl: 'https://sqs.us-east-1.amazonaws.com/1/mail-dlq' });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0);
  });
});

describe('an outbox message naming no stored item', () => {
  it('is moved to the dead-letter queue at once, unsent', async () => {
    dynamo.on(GetCommand).resolves({});
    sqs.on(SendMessageCommand).resolves({});
    const answer = await handler(sqsEvent(body('nobody'), 1));
    expect(answer.batchItemFailures).toEqual([]);
    expect(sqs.commandCalls(SendMessageCommand)[0]?.args[0].input).toMatchObject({ QueueUrl: 'https://sqs.us-east-1.amazonaws.com/1/mail-dlq' });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });
});

describe('sending a mail from a request', () => {
  it('stores it and leaves it unqueued for the sweeper when the queue refuses, without throwing', async () => {
    dynamo.on(PutCommand).resolves({});
    sqs.on(SendMessageCommand).rejects(Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailable' }));
    expect(await sendMail({ to: ['ada@farm.example'], subject: 'Line one\nline two', html: '<p>x</p>', text: 'x' }, quietLogger)).toBe(true);
    const put = dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(put).toMatchObject({ status: 'unqueued', channel: 'email' });
    expect(JSON.parse(String(put?.body))).toMatchObject({ channel: 'email', mail: { subject: 'Line one line two' } });
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });
});
