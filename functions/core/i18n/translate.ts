import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { apiEnglishCatalogue } from '../../../shared/i18n/api-catalogues';
import { API_ENGLISH, type ApiMessageId } from '../../../shared/i18n/english';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { readMessageRef } from '../../../shared/i18n/message-ref';
import { apiCatalogueFiles } from './catalogue-files';

/** What a message's ICU placeholders take. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

const cache = createIntlCache();
const intls = new Map<Language, IntlShape>();

/**
 * The API's formatter in a language (FormatJS's, as the browser's react-intl): its messages over English's, so a
 * key not yet translated reads in English rather than as its id; dates, numbers and NGN in the language's forms.
 */
export function intlFor(language: Language): IntlShape {
  let intl = intls.get(language);
  if (!intl) {
    const english = apiEnglishCatalogue().messages;
    intl = createIntl(
      {
        locale: language,
        defaultLocale: DEFAULT_LANGUAGE,
        messages: language === DEFAULT_LANGUAGE ? english : { ...english, ...apiCatalogueFiles(language).messages },
        // A missing key is a catalogue defect the completeness test reports; at run time English stands in.
        onError: (error) => {
          if (error.code !== 'MISSING_TRANSLATION') throw error;
        },
      },
      cache,
    );
    intls.set(language, intl);
  }
  return intl;
}

export function isApiMessageId(text: string): text is ApiMessageId {
  return Object.hasOwn(API_ENGLISH, text);
}

/** One API message in a language. */
export function translate(language: Language, id: ApiMessageId, values?: MessageValues): string {
  return intlFor(language).formatMessage({ id }, values);
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
