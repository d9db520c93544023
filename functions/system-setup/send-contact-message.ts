import { CONTACT_MESSAGES } from '../../shared/domain/contact';
import { sendContactMessage as send } from '../core/mail/contact-mail';
import { translate } from '../core/i18n/translate';
import { ServiceUnavailable } from '../lib/errors';
import { Reply, route } from '../lib/http';

/** The landing page's contact form: the message is queued to the support address (202), or the visitor tries again. */
export const sendContactMessage = route('sendContactMessage', async ({ body, log, language }) => {
  if (!(await send(body, log))) throw new ServiceUnavailable(503, CONTACT_MESSAGES.notSent);
  return new Reply(202, { detail: translate(language, CONTACT_MESSAGES.sent) });
});
