import { GetQueueAttributesCommand, ReceiveMessageCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Activity } from '../../shared/api/schemas/activities';
import { Field } from '../../shared/api/schemas/fields';
import { ENV } from '../../shared/platform';
import { quietLogger } from '../../functions/core/logger';
import type { OutboxItem } from '../../functions/core/db/outbox-entities';
import { SES_OUTAGE_PATH, type SesMode } from '../../infra/local/ses';
import { LOCAL_SUPPORT_EMAIL } from '../../infra/local/names';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '../../shared/domain/contact';
import { lonLatSquare } from '../fixtures/field-files';
import { api, latestMail, uniqueEmail } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';
import { waitFor } from '../support/wait-for';
import { translateText } from '../../functions/core/i18n/translate';

/** Mail goes through the outbox: nothing waits on the mail service, and each mail is delivered once when it is back. */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

interface StoredMail {
  destination: { to: string[] };
  subject: string;
}

async function setSes(mode: SesMode): Promise<void> {
  const response = await fetch(`${sesEndpoint}${SES_OUTAGE_PATH}?mode=${mode}`, { method: 'POST' });
  expect(await response.json()).toEqual({ mode });
}

async function mailsTo(to: string, subject: string): Promise<StoredMail[]> {
  const { emails } = (await (await fetch(`${sesEndpoint}/store`)).json()) as { emails: StoredMail[] };
  return emails.filter((mail) => mail.destination.to.includes(to) && mail.subject.includes(subject));
}

/** The stored outbox items whose message mentions a text (the test process shares the stage's table). */
async function outboxItems(text: string): Promise<OutboxItem[]> {
  const { db } = await import('../../functions/core/db/service');
  const statuses = ['unqueued', 'queued', 'sending', 'sent'] as const;
  const found = await Promise.all(statuses.map((status) => db().entities.outbox.query.byStatus({ status }).go({ pages: 'all' })));
  return found.flatMap(({ data }) => data).filter((item) => item.body.includes(text));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mail outbox', () => {
  let owner: Owner;
  let field: Field;
  const as = () => ({ token: owner.session.idToken });

  beforeAll(async () => {
    owner = await newOwner(stageUrl, sesEndpoint, 'outbox');
    field = Field.parse(
      (await api(stageUrl, 'POST', '/field/draw/', { ...as(), body: { team: owner.teamId, name: 'Outbox block', coordinates: lonLatSquare(8.65, 9.05, 0.004) } })).body,
    );
    // The activities function loaded once, so the timing below is the request's, not a first import's.
    await api(stageUrl, 'GET', `/activity/field/${field.id}/`, as());
  });

  it('answers a task with an assignee at once while the mail service hangs, retries while it is down, and mails the assignee once when it is back', async () => {
    const name = `Scout ${Date.now().toString(36)}`;
    await setSes('hang');
    let activity: Activity;
    try {
      const started = Date.now();
      const { status, body } = await api(stageUrl, 'POST', '/activity/create/', {
        ...as(),
        body: { field: field.id, name, description: 'Walk the rows', start_date: '2026-05-04', end_date: '2026-05-06', assignees: [owner.session.sub] },
      });
      expect(status).toBe(201);
      expect(Date.now() - started).toBeLessThan(1000);
      activity = Activity.parse(body);
      // The change is stored, and so is its mail, waiting in the outbox.
      const stored = await api(stageUrl, 'GET', `/activity/${activity.id}/retrieve/`, as());
      expect(stored.status).toBe(200);
      expect(Activity.parse(stored.body)).toMatchObject({ name, assignees: [{ pk: owner.session.sub }] });
      const [item] = await outboxItems(name);
      expect(item).toMatchObject({ channel: 'email' });
      expect(item?.status).not.toBe('sent');
      // Then the mail service refuses outright: deliveries keep failing, each after a longer delay, and nothing is mailed.
      await setSes('down');
      await waitFor(async () => ((await outboxItems(name))[0]?.attempts ?? 0) >= 2, { timeoutMs: 40_000, message: 'the outbox did not try the mail again' });
      expect(await mailsTo(owner.email, name)).toEqual([]);
      expect((await outboxItems(name))[0]?.status).not.toBe('sent');
    } finally {
      await setSes('up');
    }
    await latestMail(sesEndpoint, owner.email, name, 45_000);
    const [sent] = await outboxItems(name);
    expect(sent).toMatchObject({ status: 'sent' });
    expect(sent?.attempts).toBeGreaterThanOrEqual(2);
    // The same message delivered again (an SQS redelivery) sends nothing more.
    const sqs = new SQSClient({});
    await sqs.send(new SendMessageCommand({ QueueUrl: process.env[ENV.mailQueueUrl], MessageBody: sent?.body ?? '' }));
    await sleep(3000);
    expect(await mailsTo(owner.email, name)).toHaveLength(1);
    sqs.destroy();
  }, 90_000);

  it('keeps a mail whose enqueue failed and sends it once the sweeper queues it again', async () => {
    const { sendMail } = await import('../../functions/core/mail/send-mail');
    const { sweepOutbox } = await import('../../functions/core/mail/outbox');
    const to = uniqueEmail('swept');
    const subject = `Swept ${Date.now().toString(36)}`;
    const queueUrl = process.env[ENV.mailQueueUrl];
    // The queue unreachable for this send: the mail is stored, not queued.
    process.env[ENV.mailQueueUrl] = 'http://127.0.0.1:9/queue/unreachable';
    try {
      expect(await sendMail({ to: [to], subject, html: '<p>kept</p>', text: 'kept' }, quietLogger)).toBe(true);
    } finally {
      process.env[ENV.mailQueueUrl] = queueUrl;
    }
    expect(await outboxItems(subject)).toMatchObject([{ status: 'unqueued' }]);
    await sleep(2000);
    expect(await mailsTo(to, subject)).toEqual([]);
    // The sweeper leaves a message younger than its grace period (its enqueue may be under way); later it queues it.
    expect((await sweepOutbox(quietLogger)).queued).toBe(0);
    const run = await sweepOutbox(quietLogger, new Date(Date.now() + 10 * 60 * 1000));
    expect(run.queued).toBeGreaterThanOrEqual(1);
    await latestMail(sesEndpoint, to, subject, 20_000);
    await waitFor(async () => (await outboxItems(subject))[0]?.status === 'sent', { timeoutMs: 10_000, message: 'the swept mail was not marked sent' });
    await sleep(2000);
    expect(await mailsTo(to, subject)).toHaveLength(1);
  }, 60_000);

  it('mails a landing-page contact message to the support address through the outbox, and refuses one out of bounds', async () => {
    const marker = `Contact ${Date.now().toString(36)}`;
    const refused = await api(stageUrl, 'POST', '/system_setup/contact/', { body: { full_name: '', email: 'not-an-address', message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1) } });
    expect(refused).toMatchObject({
      status: 400,
      body: { full_name: [translateText('en', CONTACT_MESSAGES.nameRequired)], email: [translateText('en', CONTACT_MESSAGES.emailInvalid)], message: [translateText('en', CONTACT_MESSAGES.messageTooLong)] },
    });
    const sent = await api(stageUrl, 'POST', '/system_setup/contact/', {
      body: { full_name: 'Ada <Obi>', email: 'ada@farm.example', message: `${marker}: do you cover Kaduna?` },
    });
    expect(sent).toEqual({ status: 202, body: { detail: translateText('en', CONTACT_MESSAGES.sent) } });
    const mail = await latestMail(sesEndpoint, LOCAL_SUPPORT_EMAIL, CONTACT_MESSAGES.subject('Ada <Obi>'), 20_000);
    expect(mail.body.html).toContain(`${marker}: do you cover Kaduna?`);
    expect(mail.body.html).toContain('Ada &lt;Obi&gt;');
    await waitFor(async () => (await outboxItems(marker))[0]?.status === 'sent', { timeoutMs: 10_000, message: 'the contact message was not marked sent' });
  }, 40_000);

  it('moves a malformed outbox message straight to the dead-letter queue', async () => {
    const sqs = new SQSClient({});
    const marker = `malformed-${Date.now().toString(36)}`;
    await sqs.send(new SendMessageCommand({ QueueUrl: process.env[ENV.mailQueueUrl], MessageBody: JSON.stringify({ channel: 'pigeon', marker }) }));
    const dlqUrl = process.env[ENV.mailDeadLetterQueueUrl];
    let found = false;
    const deadline = Date.now() + 15_000;
    while (!found && Date.now() < deadline) {
      const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: dlqUrl, MaxNumberOfMessages: 10, VisibilityTimeout: 0 }));
      found = Messages.some((message) => message.Body?.includes(marker));
      if (!found) await sleep(300);
    }
    expect(found).toBe(true);
    const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: process.env[ENV.mailQueueUrl], AttributeNames: ['All'] }));
    expect(Number(Attributes?.ApproximateNumberOfMessages ?? 0) + Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0)).toBe(0);
    sqs.destroy();
  }, 30_000);
});
