import { IntlMessageFormat } from 'intl-messageformat';
import type { ApiMessageId } from '../../../shared/i18n/english';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { readMessageRef } from '../../../shared/i18n/message-ref';
import { apiMessages } from './catalogue-files';

/** What a message's ICU placeholders take. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** Each message's formatter, made once per language (FormatJS's, as the browser's react-intl formats). */
const formatters = new Map<string, IntlMessageFormat>();

export function isApiMessageId(text: string): text is ApiMessageId {
  return Object.hasOwn(apiMessages(DEFAULT_LANGUAGE), text);
}

/** One API message in a language; a key the language has not translated reads in English rather than as its id. */
export function translate(language: Language, id: ApiMessageId, values?: MessageValues): string {
  const key = `${language}:${id}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const message = apiMessages(language)[id] ?? apiMessages(DEFAULT_LANGUAGE)[id];
    // No catalogue at all (a Lambda asset without its ./i18n): the key rather than a failed request.
    if (message === undefined) return id;
    formatter = new IntlMessageFormat(message, language);
    formatters.set(key, formatter);
  }
  return String(formatter.format(values));
}

/**
 * A message that may be a catalogue key or messageRef (translated, its values over `values`) or text that is already
 * final (a name, a provider's words), answered as it is.
 */
export function translateText(language: Language, text: string, values?: MessageValues): string {
  const ref = readMessageRef(text);
  if (!ref || !isApiMessageId(ref.id)) return text;
  // A value may be a ref of its own (a refusal's reason inside the refusal): it is said in the same language.
  const own = Object.fromEntries(Object.entries(ref.values).map(([name, value]) => [name, typeof value === 'string' ? translateText(language, value) : value]));
  return translate(language, ref.id, { ...values, ...own });
}

/** A number in the language's forms (digits, separators), for texts the API writes (PDF, CSV). */
export function formatNumber(language: Language, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(language, options).format(value);
}
