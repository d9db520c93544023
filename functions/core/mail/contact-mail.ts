import * as z from 'zod';
import type { ContactBody } from '../../../shared/api/schemas/contact';
import { CONTACT_MESSAGES } from '../../../shared/domain/contact';
import { ENV } from '../../../shared/platform';
import { optionalText, parseEnv } from '../config-schema';
import type { Logger } from '../logger';
import { escapeHtml, oneLine, sendMail, type Mail } from './send-mail';
import { mailWords, type MailWords } from './mail-text';
import type { ApiMessageId } from '../../../shared/i18n/english';
import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages';

/** The stage's support address (its `web.supportEmail`); unset, the contact form's messages cannot be delivered. */
export const supportEmail = () => parseEnv(z.object({ [ENV.supportEmail]: optionalText() }), process.env)[ENV.supportEmail];

/**
 * A visitor's message as mailed to support: their words escaped, their address to answer to. Support is the
 * product's team, not a user with a language setting: the mail is in `words`' language, English by default.
 */
export function contactMail(to: string, message: ContactBody, words: MailWords = mailWords(DEFAULT_LANGUAGE)): Mail {
  const rows: Array<[ApiMessageId, string]> = [
    ['mail.contact.name', message.full_name],
    ['mail.contact.email', message.email],
  ];
  const email = escapeHtml(message.email);
  return {
    to: [to],
    subject: oneLine(CONTACT_MESSAGES.subject(message.full_name)),
    html: `<div style="font-family:Arial,sans-serif;max-width:560px"><h2>${words.html('mail.contact.heading')}</h2><table>${rows
      .map(([label, value]) => `<tr><th align="left" style="padding:4px 12px 4px 0">${words.html(label)}</th><td>${escapeHtml(value)}</td></tr>`)
      .join('')}</table><p style="white-space:pre-wrap">${escapeHtml(message.message)}</p><p>${words.html('mail.contact.answer', { email: `<a href="mailto:${email}">${email}</a>` })}</p></div>`,
    text: `${words.text('mail.contact.heading')}.\n\n${rows.map(([label, value]) => `${words.text(label)}: ${value}`).join('\n')}\n\n${message.message}\n`,
  };
}

/** Queues the visitor's message to support through the outbox; false when it could not be (no address, store down). */
export async function sendContactMessage(message: ContactBody, log: Logger): Promise<boolean> {
  const to = supportEmail();
  if (!to) {
    log.error('contact message not sent: the stage has no support address');
    return false;
  }
  return sendMail(contactMail(to, message), log);
}
