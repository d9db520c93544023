import { messageRef } from '../i18n/message-ref';

/**
 * A person's first or last name, as every form and the server cap it: long enough for any real name, short
 * enough that a name cannot fill a mail or a team name with a page of text.
 */
export const NAME_MAX_LENGTH = 150;
/** A catalogue message ref (shared/i18n/api/account): the API and the forms answer it in the reader's language. */
export const NAME_TOO_LONG = messageRef('account.nameTooLong', { max: NAME_MAX_LENGTH });

/** The e-mail pattern of every e-mail input (sign-up, forgot password, invitations). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
