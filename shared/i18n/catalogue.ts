import type { Language } from './languages';

/**
 * A catalogue is one JSON file per language and screen (web/<feature>/) or API area (api/<area>/). English maps a
 * key to the specification's text; every other language maps it to its translation and whether a fluent speaker
 * has reviewed it. Machine-quality text is recorded `reviewed: false`; a language with any such entry is not in
 * REVIEWED_LANGUAGES (review-state.ts), and the app says so ("translation in review").
 */
export interface TranslatedEntry {
  message: string;
  reviewed: boolean;
}
/** One catalogue file: English's texts, or another language's translated entries. */
export type CatalogueFile = Record<string, string | TranslatedEntry>;

/** One language's messages ready for the formatter. */
export interface LoadedCatalogue {
  language: Language;
  messages: Record<string, string>;
}

function isTranslated(entry: string | TranslatedEntry): entry is TranslatedEntry {
  return typeof entry === 'object';
}

/** Merges a language's catalogue files into the formatter's flat messages. */
export function mergeCatalogues(language: Language, parts: readonly CatalogueFile[]): LoadedCatalogue {
  const messages: Record<string, string> = {};
  for (const part of parts) {
    for (const [key, entry] of Object.entries(part)) messages[key] = isTranslated(entry) ? entry.message : entry;
  }
  return { language, messages };
}
