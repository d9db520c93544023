/** The contact route's path under the API prefix (the route table's entry; the landing page posts to it without loading the table). */
export const CONTACT_PATH = '/system_setup/contact/';

/** The landing page's contact form: its limits and every message it shows or the API answers. */
export const CONTACT_LIMITS = { nameMax: 100, emailMax: 254, messageMin: 10, messageMax: 2000 } as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Enter your name.',
  nameTooLong: `A name is at most ${CONTACT_LIMITS.nameMax} characters.`,
  emailInvalid: 'Enter a valid e-mail address, so we can answer you.',
  messageTooShort: `Write a message of at least ${CONTACT_LIMITS.messageMin} characters.`,
  messageTooLong: `A message is at most ${CONTACT_LIMITS.messageMax} characters.`,
  sent: 'Thank you: your message is on its way to our support team, who will answer by e-mail.',
  notSent: 'Your message could not be sent just now. Please try again in a few minutes.',
  subject: (name: string) => `FieldWatch enquiry from ${name}`,
} as const;
