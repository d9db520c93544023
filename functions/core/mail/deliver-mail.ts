import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mailFrom, sesRegion } from '../config';
import { AWS_CLIENT_LIMITS } from '../aws-timeouts';
import { captured } from '../tracing';
import type { OutboxMessage } from './outbox-message';
import { oneLine } from './mail-text';

let client: SESv2Client | undefined;

/** The SES client of the stage's identity region (not the function's); the one the outbox sends with. */
export function sesClient(): SESv2Client {
  client ??= captured(new SESv2Client({ ...AWS_CLIENT_LIMITS, region: sesRegion() }));
  return client;
}

/** No sender: the stage has no SES identity. The message cannot succeed until one is configured. */
export class NoSenderError extends Error {
  override readonly name = 'NoSenderError';
}

/** Hands one outbox mail to SES (the SES stand-in on the local stage); throws when SES refuses or does not answer. */
export async function deliverMail(message: Extract<OutboxMessage, { channel: 'email' }>): Promise<void> {
  const from = mailFrom();
  if (!from) throw new NoSenderError('mail not sent: no sender configured');
  // One retry here for a blip; the outbox queue's backoff handles an outage.
  const { mail } = message;
  await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: mail.to },
      Content: {
        Simple: {
          Subject: { Data: oneLine(mail.subject), Charset: 'UTF-8' },
          Body: { Html: { Data: mail.html, Charset: 'UTF-8' }, Text: { Data: mail.text, Charset: 'UTF-8' } },
        },
      },
    }),
  );
}
