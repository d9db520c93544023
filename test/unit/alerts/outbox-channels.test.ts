import { ConflictException, PinpointSMSVoiceV2Client, SendTextMessageCommand, ThrottlingException } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { AccessDeniedByMetaException, DependencyException, SendWhatsAppMessageCommand, SocialMessagingClient } from '@aws-sdk/client-socialmessaging';
import { ChangeMessageVisibilityCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/events/outbox';
import { MAIL_RETRY } from '../../../shared/platform';

/**
 * The outbox's SMS and WhatsApp failure paths: a throttled or unreachable service keeps the message for a later
 * delivery (nothing recorded as sent, nothing billed); a refusal no retry can change (an opted-out number, a recipient
 * Meta refuses) is recorded failed on the outbox item and the user's alert and dead-lettered at once; a stage with no
 * sender dead-letters the message with the item kept for a redrive.
 */
const dynamo = mockClient(DynamoDBDocumentClient);
const sms = mockClient(PinpointSMSVoiceV2Client);
const whatsapp = mockClient(SocialMessagingClient);
const sqs = mockClient(SQSClient);

const DLQ = 'https://sqs.us-east-1.amazonaws.com/1/mail-dlq';

beforeEach(() => {
  Object.assign(process.env, {
    TABLE_NAME: 'unit-table',
    AWS_REGION: 'us-east-1',
    LOG_LEVEL: 'silent',
    MAIL_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/1/mail',
    MAIL_DLQ_URL: DLQ,
    SMS_ORIGINATION_IDENTITY: 'FieldWatch',
    WHATSAPP_PHONE_NUMBER_ID: 'phone-number-id-1',
  });
  delete process.env.MAIL_RETRY_BASE_SECONDS;
});

afterEach(() => {
  dynamo.reset();
  sms.reset();
  whatsapp.reset();
  sqs.reset();
});

const alert = { userId: 'u1', alertId: 'a1' };
const smsBody = JSON.stringify({
  channel: 'sms',
  outboxId: 'o1',
  teamId: 't1',
  kind: 'dry_spell',
  alert,
  sms: { to: '+2348031234567', text: 'FieldWatch: no rain for 7 days on Block A.', segments: 1 },
});
const whatsappBody = JSON.stringify({
  channel: 'whatsapp',
  outboxId: 'o1',
  teamId: 't1',
  kind: 'heavy_rain',
  alert,
  whatsapp: { to: '+2348031234567', template: 'fieldwatch_alert', language: 'ha', parameters: ['Ruwan sama mai yawa'], text: 'Ruwan sama mai yawa' },
});

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

const storedItem = (status: string, body: string) => ({
  Item: {
    pk: '$fieldwatch#outboxid_o1',
    sk: '$outbox_1',
    outboxId: 'o1',
    channel: (JSON.parse(body) as { channel: string }).channel,
    body,
    status,
    createdAt: '2026-11-26T10:00:00.000Z',
    __edb_e__: 'outbox',
    __edb_v__: '1',
  },
});

/** Read before the claim (queued), then after it (this delivery's claim). */
const stored = (body: string) => dynamo.on(GetCommand).resolvesOnce(storedItem('queued', body)).resolves(storedItem('sending', body));

const updateValues = () => dynamo.commandCalls(UpdateCommand).map((call) => JSON.stringify(call.args[0].input.ExpressionAttributeValues ?? {}));
const updateKeys = () => dynamo.commandCalls(UpdateCommand).map((call) => JSON.stringify(call.args[0].input.Key));
const deadLettered = () => sqs.commandCalls(SendMessageCommand).filter((call) => call.args[0].input.QueueUrl === DLQ);

describe('an SMS the service throttles', () => {
  it('is given back and hidden for the next delay: not sent, not billed, the alert not marked', async () => {
    stored(smsBody);
    dynamo.on(UpdateCommand).resolves({});
    sms.on(SendTextMessageCommand).rejects(new ThrottlingException({ message: 'Rate exceeded', $metadata: { httpStatusCode: 429 } }));
    sqs.on(ChangeMessageVisibilityCommand).resolves({});
    const answer = await handler(sqsEvent(smsBody, 2));
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }]);
    expect(sms.commandCalls(SendTextMessageCommand)[0]?.args[0].input).toMatchObject({
      DestinationPhoneNumber: '+2348031234567',
      OriginationIdentity: 'FieldWatch',
      MessageBody: 'FieldWatch: no rain for 7 days on Block A.',
      MessageType: 'TRANSACTIONAL',
    });
    expect(sqs.commandCalls(ChangeMessageVisibilityCommand)[0]?.args[0].input).toMatchObject({ VisibilityTimeout: 2 * MAIL_RETRY.baseSeconds });
    expect(updateValues().at(-1)).toContain('":status_u0":"queued"');
    expect(updateValues().some((values) => values.includes('":status_u0":"sent"'))).toBe(false);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(updateKeys().some((key) => key.toUpperCase().includes('USER_ALERT'))).toBe(false);
    expect(deadLettered()).toHaveLength(0);
  });
});

describe("an SMS whose last try fails", () => {
  it("marks the user's alert failed as SQS dead-letters the message, and nothing before the last try", async () => {
    const alertUpdates = () => dynamo.commandCalls(UpdateCommand).filter((call) => JSON.stringify(call.args[0].input.Key).toUpperCase().includes('USER_ALERT#A1'));
    for (const [receives, marked] of [[9, 0], [10, 1]] as const) {
      stored(smsBody);
      dynamo.on(UpdateCommand).resolves({});
      sms.on(SendTextMessageCommand).rejects(new ThrottlingException({ message: 'Rate exceeded', $metadata: { httpStatusCode: 429 } }));
      sqs.on(ChangeMessageVisibilityCommand).resolves({});
      const answer = await handler(sqsEvent(smsBody, receives));
      expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }]);
      expect(alertUpdates()).toHaveLength(marked);
      if (marked) expect(JSON.stringify(alertUpdates()[0]?.args[0].input.ExpressionAttributeValues)).toContain('"failed"');
      dynamo.reset();
    }
  });
});

describe('a WhatsApp message while Meta is unreachable', () => {
  it('is kept for a later delivery', async () => {
    stored(whatsappBody);
    dynamo.on(UpdateCommand).resolves({});
    whatsapp.on(SendWhatsAppMessageCommand).rejects(new DependencyException({ message: 'Meta unavailable', $metadata: { httpStatusCode: 502 } }));
    sqs.on(ChangeMessageVisibilityCommand).resolves({});
    const answer = await handler(sqsEvent(whatsappBody, 1));
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }]);
    const input = whatsapp.commandCalls(SendWhatsAppMessageCommand)[0]?.args[0].input;
    expect(input).toMatchObject({ originationPhoneNumberId: 'phone-number-id-1' });
    expect(JSON.parse(new TextDecoder().decode(input?.message))).toEqual({
      messaging_product: 'whatsapp',
      to: '2348031234567',
      type: 'template',
      template: { name: 'fieldwatch_alert', language: { code: 'ha' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'Ruwan sama mai yawa' }] }] },
    });
    expect(updateValues().at(-1)).toContain('":status_u0":"queued"');
    expect(deadLettered()).toHaveLength(0);
  });
});

describe('a refusal no retry can change', () => {
  it('an opted-out number: the outbox item and the alert recorded failed, the message dead-lettered at once', async () => {
    stored(smsBody);
    dynamo.on(UpdateCommand).resolves({});
    sqs.on(SendMessageCommand).resolves({});
    sms
      .on(SendTextMessageCommand)
      .rejects(new ConflictException({ message: 'opted out', Reason: 'DESTINATION_PHONE_NUMBER_OPTED_OUT', $metadata: { httpStatusCode: 400 } }));
    const answer = await handler(sqsEvent(smsBody, 1));
    expect(answer.batchItemFailures).toEqual([]);
    expect(sms.commandCalls(SendTextMessageCommand)).toHaveLength(1);
    expect(updateValues().some((values) => values.includes('":status_u0":"failed"') && values.includes('DESTINATION_PHONE_NUMBER_OPTED_OUT'))).toBe(true);
    const alertUpdate = dynamo.commandCalls(UpdateCommand).find((call) => JSON.stringify(call.args[0].input.Key).toUpperCase().includes('USER_ALERT#A1'));
    expect(JSON.stringify(alertUpdate?.args[0].input.ExpressionAttributeValues)).toContain('"failed"');
    expect(deadLettered()).toHaveLength(1);
    expect(deadLettered()[0]?.args[0].input.MessageAttributes?.reason?.StringValue).toContain('DESTINATION_PHONE_NUMBER_OPTED_OUT');
    expect(sqs.commandCalls(ChangeMessageVisibilityCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('a recipient Meta refuses: dead-lettered, not retried', async () => {
    stored(whatsappBody);
    dynamo.on(UpdateCommand).resolves({});
    sqs.on(SendMessageCommand).resolves({});
    whatsapp.on(SendWhatsAppMessageCommand).rejects(new AccessDeniedByMetaException({ message: 'blocked', $metadata: { httpStatusCode: 403 } }));
    const answer = await handler(sqsEvent(whatsappBody, 1));
    expect(answer.batchItemFailures).toEqual([]);
    expect(updateValues().some((values) => values.includes('":status_u0":"failed"'))).toBe(true);
    expect(deadLettered()).toHaveLength(1);
  });

  it('a message already refused is not sent again when it comes back (a redrive)', async () => {
    dynamo.on(GetCommand).resolves(storedItem('failed', smsBody));
    const answer = await handler(sqsEvent(smsBody, 1));
    expect(answer.batchItemFailures).toEqual([]);
    expect(sms.commandCalls(SendTextMessageCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});

describe('an SMS sent whose usage record fails to write', () => {
  it('is not sent again: the redelivery only writes the usage and the delivery, with the same send time', async () => {
    const sentAt = '2026-11-26T10:05:00.000Z';
    dynamo.on(GetCommand).resolvesOnce(storedItem('queued', smsBody)).resolves(storedItem('sending', smsBody));
    dynamo.on(UpdateCommand).resolves({});
    dynamo.on(PutCommand).rejects(Object.assign(new Error('Throughput exceeded'), { name: 'ProvisionedThroughputExceededException' }));
    sms.on(SendTextMessageCommand).resolves({ MessageId: 'sms-1' });
    sqs.on(ChangeMessageVisibilityCommand).resolves({});
    const first = await handler(sqsEvent(smsBody, 1));
    expect(first.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }]);
    expect(updateValues().some((values) => values.includes('":status_u0":"sent"'))).toBe(true);
    const firstPut = dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(firstPut).toMatchObject({ kind: 'messages', channel: 'sms', unit: 1, unitKind: 'segments', usageId: 'o1', name: 'SMS alert (dry_spell)' });

    dynamo.reset();
    dynamo.on(GetCommand).resolves({ Item: { ...storedItem('sent', smsBody).Item, sentAt: firstPut?.createdAt ?? sentAt } });
    dynamo.on(PutCommand).resolves({});
    dynamo.on(UpdateCommand).resolves({});
    const again = await handler(sqsEvent(smsBody, 2));
    expect(again.batchItemFailures).toEqual([]);
    expect(sms.commandCalls(SendTextMessageCommand)).toHaveLength(1);
    expect(dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({ usageId: 'o1', createdAt: firstPut?.createdAt });
    const alertUpdate = dynamo.commandCalls(UpdateCommand).find((call) => JSON.stringify(call.args[0].input.Key).toUpperCase().includes('USER_ALERT#A1'));
    expect(JSON.stringify(alertUpdate?.args[0].input.ExpressionAttributeValues)).toContain('"sent"');
  });
});

describe('a stage with no SMS sender', () => {
  it('dead-letters the message with why, its item given back for a redrive once a sender is configured', async () => {
    delete process.env.SMS_ORIGINATION_IDENTITY;
    stored(smsBody);
    dynamo.on(UpdateCommand).resolves({});
    sqs.on(SendMessageCommand).resolves({});
    const answer = await handler(sqsEvent(smsBody, 1));
    expect(answer.batchItemFailures).toEqual([]);
    expect(sms.commandCalls(SendTextMessageCommand)).toHaveLength(0);
    expect(deadLettered()[0]?.args[0].input.MessageAttributes?.reason?.StringValue).toContain('no origination identity');
    expect(updateValues().some((values) => values.includes('":status_u0":"queued"'))).toBe(true);
  });
});
