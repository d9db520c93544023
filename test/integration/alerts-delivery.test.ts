import { ReceiveMessageCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ulid } from 'ulid';
import { TrackingPage } from '../../shared/api/schemas/admin';
import { countSms, pickSmsText } from '../../shared/domain/sms-segments';
import { ENV } from '../../shared/platform';
import { quietLogger } from '../../functions/core/logger';
import type { OutboxItem } from '../../functions/core/db/outbox-entities';
import type { NewOutboxMessage } from '../../functions/core/mail/outbox';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { LOCAL_SMS_SENDER, MESSAGES_OPT_OUT_PATH, MESSAGES_OUTAGE_PATH, type MessageMode, type StoredMessage } from '../../infra/local/messages';
import { api, signIn, type Session } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';
import { waitFor } from '../support/wait-for';

/**
 * SMS and WhatsApp alerts through the outbox, on the local stage's message inbox: each reaches the phone once, with
 * its text and segments (or its template and parameters), whether the service is down, throttling or the message is
 * delivered twice; each is counted in the console's tracking and marked on the user's alert; a number that opted out
 * is recorded failed and dead-lettered, not retried forever.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');
const messagesEndpoint = inject('messagesEndpoint');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function setMode(mode: MessageMode): Promise<void> {
  const response = await fetch(`${messagesEndpoint}${MESSAGES_OUTAGE_PATH}?mode=${mode}`, { method: 'POST' });
  expect(await response.json()).toEqual({ mode });
}

async function inbox(to: string): Promise<StoredMessage[]> {
  const { messages } = (await (await fetch(`${messagesEndpoint}/store`)).json()) as { messages: StoredMessage[] };
  return messages.filter((message) => message.to === to);
}

async function outboxItem(outboxId: string): Promise<OutboxItem | null> {
  const { db } = await import('../../functions/core/db/service');
  return (await db().entities.outbox.get({ outboxId }).go()).data;
}

async function enqueue(message: NewOutboxMessage): Promise<string> {
  const { enqueueOutbox } = await import('../../functions/core/mail/outbox');
  const result = await enqueueOutbox(message, quietLogger);
  if (!result.queued) throw new Error(`not queued: ${result.reason}`);
  return result.outboxId;
}

/** A user alert as the evaluation stores it, its SMS and WhatsApp deliveries queued. */
async function storedAlert(owner: Owner, kind: 'dry_spell' | 'heavy_rain'): Promise<{ userId: string; alertId: string }> {
  const { db } = await import('../../functions/core/db/service');
  const ref = { userId: owner.session.sub, alertId: ulid() };
  await db()
    .entities.userAlert.create({
      ...ref,
      teamId: owner.teamId,
      teamName: 'Delivery team',
      kind,
      severity: 'warning',
      evidence: '{}',
      values: '{}',
      language: 'ha',
      sms: { status: 'queued' },
      whatsapp: { status: 'queued' },
      createdAt: new Date().toISOString(),
    })
    .go();
  return ref;
}

async function userAlert(ref: { userId: string; alertId: string }) {
  const { db } = await import('../../functions/core/db/service');
  return (await db().entities.userAlert.get(ref).go()).data;
}

/** A Nigerian number no other test uses. */
const uniquePhone = () => `+23480${String(Date.now() % 100_000_000).padStart(8, '0')}${Math.floor(Math.random() * 10)}`;

describe('SMS and WhatsApp alerts through the outbox', () => {
  let owner: Owner;
  let admin: Session;

  beforeAll(async () => {
    owner = await newOwner(stageUrl, sesEndpoint, 'alerts-delivery');
    admin = await signIn(stageUrl, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  });

  afterAll(async () => {
    await setMode('up');
  });

  it('sends an SMS alert to the inbox with its text and segments, marks the alert sent and counts its segments in the tracking', async () => {
    const to = uniquePhone();
    const full = `Gargaɗi: ba a yi ruwan sama ba kwana 7 a gonar Block A. Ku jinkirta taki har ruwa ya dawo. ${Date.now().toString(36)}`;
    const short = `Fari kwana 7: Block A. ${Date.now().toString(36)}`;
    const { text, count } = pickSmsText(full, short);
    expect(text).toBe(short);
    const alert = await storedAlert(owner, 'dry_spell');
    const outboxId = await enqueue({ channel: 'sms', teamId: owner.teamId, kind: 'dry_spell', alert, sms: { to, text, segments: count.segments } });
    const [message] = await waitFor(async () => ((await inbox(to)).length > 0 ? inbox(to) : null), { timeoutMs: 20_000, message: 'the SMS never reached the inbox' });
    expect(message).toMatchObject({ channel: 'sms', to, from: LOCAL_SMS_SENDER, text, segments: countSms(text).segments, encoding: countSms(text).encoding, template: null });
    await waitFor(async () => (await outboxItem(outboxId))?.status === 'sent', { timeoutMs: 10_000, message: 'the SMS was not marked sent' });
    const delivered = await waitFor(async () => ((await userAlert(alert))?.sms?.status === 'sent' ? userAlert(alert) : null), {
      timeoutMs: 10_000,
      message: "the alert's SMS delivery was not marked sent",
    });
    expect(delivered.sms).toMatchObject({ status: 'sent', segments: count.segments });
    // Staff see it in the tracking: kind messages, its channel, its segments, billed to the user it reached.
    const tracking = TrackingPage.parse((await api(stageUrl, 'GET', '/tracking/tracking/?service=messages&page_size=100', { token: admin.idToken })).body);
    const record = tracking.results.find((row) => row.id === outboxId);
    expect(record).toMatchObject({
      service: { name: 'SMS alert (dry_spell)', service: 'messages' },
      channel: 'sms',
      unit: count.segments,
      unit_kind: 'segments',
      team: { id: owner.teamId },
      team_member: { member: { email: owner.email } },
    });
    expect(tracking.results.every((row) => row.service.service === 'messages')).toBe(true);
  }, 60_000);

  it('retries while the SMS service is down and sends the message once when it is back', async () => {
    const to = uniquePhone();
    await setMode('down');
    let outboxId: string;
    try {
      outboxId = await enqueue({ channel: 'sms', teamId: owner.teamId, kind: 'heavy_rain', sms: { to, text: 'Heavy rain forecast: 64 mm tomorrow on Block A.', segments: 1 } });
      await waitFor(async () => ((await outboxItem(outboxId))?.attempts ?? 0) >= 2, { timeoutMs: 40_000, message: 'the outbox did not try the SMS again' });
      expect(await inbox(to)).toEqual([]);
      expect((await outboxItem(outboxId))?.status).not.toBe('sent');
    } finally {
      await setMode('up');
    }
    await waitFor(async () => (await outboxItem(outboxId))?.status === 'sent', { timeoutMs: 45_000, message: 'the SMS was not sent once the service was back' });
    await sleep(2000);
    expect(await inbox(to)).toHaveLength(1);
    expect((await outboxItem(outboxId))?.attempts).toBeGreaterThanOrEqual(2);
  }, 100_000);

  it('retries while the SMS service throttles and sends the message once', async () => {
    const to = uniquePhone();
    await setMode('throttle');
    let outboxId: string;
    try {
      outboxId = await enqueue({ channel: 'sms', teamId: owner.teamId, kind: 'heat', sms: { to, text: 'Heat: 37 C forecast after flowering on Block A.', segments: 1 } });
      await waitFor(async () => ((await outboxItem(outboxId))?.attempts ?? 0) >= 2, { timeoutMs: 40_000, message: 'the outbox did not try the throttled SMS again' });
      expect(await inbox(to)).toEqual([]);
    } finally {
      await setMode('up');
    }
    await waitFor(async () => (await outboxItem(outboxId))?.status === 'sent', { timeoutMs: 45_000, message: 'the throttled SMS was not sent' });
    await sleep(2000);
    expect(await inbox(to)).toHaveLength(1);
  }, 100_000);

  it('sends a message delivered twice (an SQS redelivery) once, and counts it once', async () => {
    const to = uniquePhone();
    const outboxId = await enqueue({ channel: 'sms', teamId: owner.teamId, kind: 'task_due', sms: { to, text: 'Task due tomorrow: scout Block A.', segments: 1 } });
    await waitFor(async () => (await outboxItem(outboxId))?.status === 'sent', { timeoutMs: 20_000, message: 'the SMS was not sent' });
    const item = await outboxItem(outboxId);
    const sqs = new SQSClient({});
    try {
      for (let i = 0; i < 2; i += 1) await sqs.send(new SendMessageCommand({ QueueUrl: process.env[ENV.mailQueueUrl], MessageBody: item?.body ?? '' }));
    } finally {
      sqs.destroy();
    }
    await sleep(4000);
    expect(await inbox(to)).toHaveLength(1);
    const { db } = await import('../../functions/core/db/service');
    const { data } = await db().entities.usage.query.byTeam({ teamId: owner.teamId }).go({ pages: 'all' });
    expect(data.filter((usage) => usage.usageId === outboxId)).toHaveLength(1);
  }, 60_000);

  it('sends a WhatsApp alert to the inbox as its template with its parameters, and marks the alert sent', async () => {
    const to = uniquePhone();
    const alert = await storedAlert(owner, 'heavy_rain');
    const parameters = ['Block A', 'Òjò tó pọ̀: 72 mm ní ọ̀la. Ẹ ṣí ọ̀nà omi.'];
    const outboxId = await enqueue({
      channel: 'whatsapp',
      teamId: owner.teamId,
      kind: 'heavy_rain',
      alert,
      whatsapp: { to, template: 'fieldwatch_alert', language: 'yo', parameters, text: parameters.join(': ') },
    });
    const [message] = await waitFor(async () => ((await inbox(to)).length > 0 ? inbox(to) : null), { timeoutMs: 20_000, message: 'the WhatsApp message never reached the inbox' });
    expect(message).toMatchObject({ channel: 'whatsapp', to, template: 'fieldwatch_alert', language: 'yo', text: parameters.join('\n'), segments: null });
    await waitFor(async () => (await userAlert(alert))?.whatsapp?.status === 'sent', { timeoutMs: 10_000, message: "the alert's WhatsApp delivery was not marked sent" });
    const { db } = await import('../../functions/core/db/service');
    const { data } = await db().entities.usage.query.byTeam({ teamId: owner.teamId }).go({ pages: 'all' });
    expect(data.find((usage) => usage.usageId === outboxId)).toMatchObject({ kind: 'messages', channel: 'whatsapp', unit: 1, unitKind: 'messages', name: 'WhatsApp alert (heavy_rain)' });
  }, 40_000);

  it('records an SMS to a number that opted out as failed and dead-letters it, without retrying', async () => {
    const to = uniquePhone();
    expect((await fetch(`${messagesEndpoint}${MESSAGES_OPT_OUT_PATH}?phone=${encodeURIComponent(to)}`, { method: 'POST' })).status).toBe(200);
    const alert = await storedAlert(owner, 'dry_spell');
    const outboxId = await enqueue({ channel: 'sms', teamId: owner.teamId, kind: 'dry_spell', alert, sms: { to, text: 'Dry spell: 10 days without rain.', segments: 1 } });
    await waitFor(async () => (await outboxItem(outboxId))?.status === 'failed', { timeoutMs: 20_000, message: 'the refused SMS was not recorded failed' });
    expect((await outboxItem(outboxId))?.attempts).toBe(1);
    expect((await outboxItem(outboxId))?.failure).toContain('DESTINATION_PHONE_NUMBER_OPTED_OUT');
    expect((await userAlert(alert))?.sms?.status).toBe('failed');
    const sqs = new SQSClient({});
    try {
      const found = await waitFor(
        async () => {
          const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: process.env[ENV.mailDeadLetterQueueUrl], MaxNumberOfMessages: 10, VisibilityTimeout: 0 }));
          return Messages.some((message) => message.Body?.includes(outboxId));
        },
        { timeoutMs: 10_000, message: 'the refused SMS is not in the dead-letter queue' },
      );
      expect(found).toBe(true);
    } finally {
      sqs.destroy();
    }
    expect(await inbox(to)).toEqual([]);
  }, 40_000);
});
