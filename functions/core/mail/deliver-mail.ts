import { mailFrom, sesRegion } from '../config';
import { AWS_CLIENT_LIMITS } from '../aws-timeouts';
import { lazyClient } from '../lazy-client';
import type { OutboxMessage } from './outbox-message';
import { oneLine } from './mail-text';

/** The SES client of the stage's identity region (not the function's); the one the outbox sends with. */
export const sesClient = lazyClient(
  () => import('@aws-sdk/client-sesv2'),
  (sdk) => new sdk.SESv2Client({ ...AWS_CLIENT_LIMITS, region: sesRegion() }),
);

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
  const { sdk, client } = await sesClient();
  await client.send(
    new sdk.SendEmailCommand({
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
