import { createIntl, createIntlCache } from 'react-intl';
import type { ReactNode } from 'react';
import { mergeCatalogues, type CatalogueFile, type LoadedCatalogue } from '../../../shared/i18n/catalogue';
import { API_ENGLISH, WEB_ENGLISH, type MessageId } from '../../../shared/i18n/english';
import type { Language } from '../../../shared/i18n/languages';
import { formatText } from '../../../web/src/lib/i18n/format-text';
import { LanguageProvider } from '../../../web/src/lib/i18n/language-provider';

/** The English catalogue, handed to the app synchronously so tests need not wait for its chunk. */
export const ENGLISH_CATALOGUE = mergeCatalogues('en', [API_ENGLISH, WEB_ENGLISH]);

const englishIntl = createIntl({ locale: 'en', messages: ENGLISH_CATALOGUE.messages }, createIntlCache());

/**
 * A text as the screen shows it in English: a catalogue key or messageRef (refs inside its values too) formatted,
 * other text (a name, the API's words) as it is.
 */
export function english(text: string | null | undefined): string {
  return formatText(englishIntl, text ?? '');
}

/** A message's English text, as the screen shows it: tests assert the specification's wording through its key. */
export function en(id: MessageId, values?: Record<string, string | number | Date>): string {
  return englishIntl.formatMessage({ id }, values);
}

/** For a component rendered on its own: the English catalogue (or `catalogue`) around it. */
export function WithEnglish({ catalogue = ENGLISH_CATALOGUE, children }: { catalogue?: LoadedCatalogue; children: ReactNode }) {
  return <LanguageProvider initial={catalogue}>{children}</LanguageProvider>;
}

const FILES = import.meta.glob<CatalogueFile>('../../../shared/i18n/*/*/*.json', { eager: true, import: 'default' });

/** A language's whole catalogue, synchronously: render a screen in Hausa with `catalogue={catalogueIn('ha')}`. */
export function catalogueIn(language: Language): LoadedCatalogue {
  return mergeCatalogues(
    language,
    Object.entries(FILES)
      .filter(([path]) => path.endsWith(`/${language}.json`))
      .map(([, file]) => file),
  );
}
