import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { LOCAL_SES_REGION } from '../../infra/local/ses';
import { ENV } from '../../shared/platform';
import { api, uniqueEmail } from '../support/local-client';

/**
 * The stage's SES identity is in its own region (`auth.email.sesRegion`), which need not be the functions'. The local
 * stage puts it in another region than its other services, and its SES refuses a client signing for any other, as
 * AWS refuses a send from a region where the identity is not verified; the functions build their client there.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

interface StoredMail {
  destination: { to: string[] };
  subject: string;
}
const inbox = async (to: string) =>
  ((await (await fetch(`${sesEndpoint}/store`)).json()) as { emails: StoredMail[] }).emails.filter((mail) => mail.destination.to.includes(to));

const mailTo = (to: string) =>
  new SendEmailCommand({
    FromEmailAddress: 'no-reply@fieldwatch.local',
    Destination: { ToAddresses: [to] },
    Content: { Simple: { Subject: { Data: 'Region check' }, Body: { Text: { Data: 'Hello' } } } },
  });

const originalSesRegion = process.env[ENV.sesRegion];
afterEach(() => {
  process.env[ENV.sesRegion] = originalSesRegion;
  vi.resetModules();
});

describe('the SES region', () => {
  it('is another region than the functions’ on the local stage', () => {
    expect(process.env[ENV.sesRegion]).toBe(LOCAL_SES_REGION);
    expect(LOCAL_SES_REGION).not.toBe(process.env.AWS_REGION);
  });

  it('refuses a client signing for the functions’ region and stores nothing; a client of the SES region is served', async () => {
    const to = uniqueEmail('ses-region');
    const wrong = new SESv2Client({ region: process.env.AWS_REGION, maxAttempts: 1 });
    await expect(wrong.send(mailTo(to))).rejects.toMatchObject({ name: 'AccessDeniedException', $metadata: { httpStatusCode: 403 } });
    expect(await inbox(to)).toEqual([]);

    const right = new SESv2Client({ region: LOCAL_SES_REGION, maxAttempts: 1 });
    await right.send(mailTo(to));
    expect((await inbox(to)).map((mail) => mail.subject)).toEqual(['Region check']);
    wrong.destroy();
    right.destroy();
  });

  it("delivers the outbox's mail through a client of the SES region, and without it the mail is refused", async () => {
    const to = uniqueEmail('ses-region-outbox');
    const message = { channel: 'email' as const, outboxId: 'o1', mail: { to: [to], subject: 'Outbox region', html: '<p>Hi</p>', text: 'Hi' } };
    const { deliverMail } = await import('../../functions/core/mail/deliver-mail');
    await deliverMail(message);
    expect((await inbox(to)).map((mail) => mail.subject)).toEqual(['Outbox region']);

    // The defect as it was: a client built in the function's region is refused, nothing is stored.
    vi.resetModules();
    delete process.env[ENV.sesRegion];
    const unfixed = await import('../../functions/core/mail/deliver-mail');
    await expect(unfixed.deliverMail({ ...message, mail: { ...message.mail, subject: 'Wrong region' } })).rejects.toMatchObject({ name: 'AccessDeniedException' });
    expect((await inbox(to)).map((mail) => mail.subject)).toEqual(['Outbox region']);
  });

  it('is where the health check probes SES: the mail dependency answers ok', async () => {
    const health = await api(stageUrl, 'GET', '/health/');
    expect(health.body).toMatchObject({ dependencies: { mail: 'ok' } });
  });
});
