import * as z from 'zod';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '../../domain/contact';

/** A visitor's message from the landing page, mailed to the stage's support address. */
export const ContactBody = z.object({
  full_name: z.string().trim().min(1, CONTACT_MESSAGES.nameRequired).max(CONTACT_LIMITS.nameMax, CONTACT_MESSAGES.nameTooLong),
  email: z.string().trim().max(CONTACT_LIMITS.emailMax, CONTACT_MESSAGES.emailInvalid).pipe(z.email(CONTACT_MESSAGES.emailInvalid)),
  message: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.messageTooShort)
    .max(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.messageTooLong),
});
export type ContactBody = z.infer<typeof ContactBody>;

export const ContactAnswer = z.object({ detail: z.string() });
export type ContactAnswer = z.infer<typeof ContactAnswer>;
