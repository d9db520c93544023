import { createIntl, createIntlCache } from '@formatjs/intl';
import type { ReactNode } from 'react';
import { mergeCatalogues } from '../../../shared/i18n/catalogue';
import { API_ENGLISH, WEB_ENGLISH, type MessageId } from '../../../shared/i18n/english';
import { LanguageProvider } from '../../../web/src/lib/i18n/language-provider';

/** The English catalogue, handed to the app synchronously so tests need not wait for its chunk. */
export const ENGLISH_CATALOGUE = mergeCatalogues('en', [API_ENGLISH, WEB_ENGLISH]);

const english = createIntl({ locale: 'en', messages: ENGLISH_CATALOGUE.messages }, createIntlCache());

/** A message's English text, as the screen shows it: tests assert the specification's wording through its key. */
export function en(id: MessageId, values?: Record<string, string | number | Date>): string {
  return english.formatMessage({ id }, values);
}

/** For a component rendered on its own: the English catalogue around it. */
export function WithEnglish({ children }: { children: ReactNode }) {
  return <LanguageProvider initial={ENGLISH_CATALOGUE}>{children}</LanguageProvider>;
}
