import { ContactAnswer, type ContactBody } from '../../../../shared/api/schemas/contact';
import { CONTACT_MESSAGES, CONTACT_PATH } from '../../../../shared/domain/contact';
import { currentLanguage } from '../../lib/i18n/current-language';

/** The API's prefix on the app's own origin (shared/api/routes.ts API_PREFIX, not imported: the landing page stays small). */
const API_PREFIX = '/api';

/**
 * Sends the contact form to the server, which mails it to the stage's support address. A plain fetch: the landing
 * page loads without the app's store and Amplify. The answer comes in the language on screen. Resolves to the text to
 * show; throws with the text of a refusal (the API's text, or a catalogue key when there is none).
 */
export async function sendContactMessage(body: ContactBody): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${window.location.origin}${API_PREFIX}${CONTACT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': currentLanguage() },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(CONTACT_MESSAGES.notSent);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const detail = typeof answer === 'object' && answer !== null && 'detail' in answer ? (answer as { detail: unknown }).detail : null;
    throw new Error(typeof detail === 'string' && detail ? detail : CONTACT_MESSAGES.notSent);
  }
  const parsed = ContactAnswer.safeParse(answer);
  return parsed.success ? parsed.data.detail : CONTACT_MESSAGES.sent;
}
