import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../../../shared/i18n/english';
import { readMessageRef } from '../../../../shared/i18n/message-ref';

/**
 * A text that may be a catalogue key or messageRef (a shared zod schema's message, say) in the language on screen,
 * its values over `values`; any other text (the API's answers, already in this language) as it is.
 */
export function formatText(intl: IntlShape, text: string, values?: Record<string, string | number>): string {
  const ref = readMessageRef(text);
  if (!ref || !Object.hasOwn(intl.messages, ref.id)) return text;
  // A value may be a ref of its own (a refusal's reason inside the refusal): it is said in the same language.
  const own = Object.fromEntries(Object.entries(ref.values).map(([name, value]) => [name, typeof value === 'string' ? formatText(intl, value) : value]));
  return intl.formatMessage({ id: ref.id as MessageId }, { ...values, ...own });
}
