import { createIntl, createIntlCache } from 'react-intl';
import { API_ENGLISH, WEB_ENGLISH } from '../../shared/i18n/english';
import { readMessageRef } from '../../shared/i18n/message-ref';

const intl = createIntl({ locale: 'en', messages: { ...API_ENGLISH, ...WEB_ENGLISH } }, createIntlCache());

/** A catalogue key or messageRef (a shared message, a screen's text) in English, as the browser shows it; other text as it is. */
export function english(text: string | null | undefined): string {
  const ref = readMessageRef(text ?? '');
  return ref && Object.hasOwn(intl.messages, ref.id) ? intl.formatMessage({ id: ref.id }, ref.values) : (text ?? '');
}
