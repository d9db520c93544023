import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mailFrom } from '../config';
import type { Logger } from '../logger';
import { AWS_CLIENT_LIMITS } from '../aws-timeouts';

export interface Mail {
  to: string[];
  subject: string;
  html: string;
  text: string;
}

let client: SESv2Client | undefined;

/** Header injection: a subject is one line, whatever the text it was built from. */
export const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** User text inside mail HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/**
 * Sends one mail through SES (the SES stand-in on the local stage). Returns whether it went out: a stage without
 * a sender address sends nothing, and a failed send is logged, never thrown, because the change the mail reports
 * has already been saved.
 */
export async function sendMail(mail: Mail, log: Logger): Promise<boolean> {
  const from = mailFrom();
  if (!from || mail.to.length === 0) {
    if (!from) log.warn('mail not sent: no sender configured', { subject: oneLine(mail.subject) });
    return false;
  }
  client ??= new SESv2Client({ ...AWS_CLIENT_LIMITS });
  try {
    await client.send(
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
    return true;
  } catch (error) {
    log.error('mail not sent', { error, subject: oneLine(mail.subject) });
    return false;
  }
}
