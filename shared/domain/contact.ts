import type { ApiMessageId } from '../i18n/english';
import { messageRef } from '../i18n/message-ref';

/** The contact route's path under the API prefix (the route table's entry; the landing page posts to it without loading the table). */
export const CONTACT_PATH = '/system_setup/contact/';

/** The landing page's contact form: its limits and every message it shows or the API answers. */
export const CONTACT_LIMITS = { nameMax: 100, emailMax: 254, messageMin: 10, messageMax: 2000 } as const;

/** Catalogue keys (with their limits as message refs): the API answers them in the visitor's language, the form shows them in it. */
export const CONTACT_MESSAGES = {
  nameRequired: 'account.contact.nameRequired' satisfies ApiMessageId,
  nameTooLong: messageRef('account.contact.nameTooLong', { max: CONTACT_LIMITS.nameMax }),
  emailInvalid: 'account.contact.emailInvalid' satisfies ApiMessageId,
  messageTooShort: messageRef('account.contact.messageTooShort', { min: CONTACT_LIMITS.messageMin }),
  messageTooLong: messageRef('account.contact.messageTooLong', { max: CONTACT_LIMITS.messageMax }),
  sent: 'account.contact.sent' satisfies ApiMessageId,
  notSent: 'account.contact.notSent' satisfies ApiMessageId,
  /** The subject of the enquiry mailed to our own support team: in English, the team's language. */
  subject: (name: string) => `FieldWatch enquiry from ${name}`,
} as const;
