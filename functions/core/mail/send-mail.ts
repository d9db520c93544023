import { mailFrom } from '../config';
import type { Logger } from '../logger';
import { oneLine } from './mail-text';
import { enqueueOutbox } from './outbox';

export interface Mail {
  to: string[];
  subject: string;
  html: string;
  text: string;
}

// The mail builders' text helpers, here too for the callers that import them with sendMail.
export { escapeHtml, oneLine } from './mail-text';

/**
 * Sends one mail through the outbox (functions/core/mail/outbox.ts): it is stored and queued here, and the outbox
 * consumer sends it through SES, retrying while the mail service is down; nothing waits for the mail service.
 * Returns whether the mail is on its way: a stage without a sender address sends nothing, and a mail that could not
 * be stored is logged, never thrown, because the change the mail reports has already been saved (one that was
 * stored but not queued is on its way: the sweeper queues it).
 */
export async function sendMail(mail: Mail, log: Logger): Promise<boolean> {
  const from = mailFrom();
  if (!from || mail.to.length === 0) {
    if (!from) log.warn('mail not sent: no sender configured', { subject: oneLine(mail.subject) });
    return false;
  }
  const result = await enqueueOutbox({ channel: 'email', mail: { ...mail, subject: oneLine(mail.subject) } }, log);
  return result.queued || result.reason === 'queue';
}
