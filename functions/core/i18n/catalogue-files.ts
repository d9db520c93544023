import { existsSync, readFileSync } from 'node:fs';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { mergeCatalogues, type CatalogueFile } from '../../../shared/i18n/catalogue';
import { API_CATALOGUES } from '../../../shared/i18n/catalogue-names';
import type { Language } from '../../../shared/i18n/languages';

/** A message as the formatter takes it: ICU text, or its syntax tree already parsed. */
export type ApiMessages = Record<string, string | MessageFormatElement[]>;

/**
 * A language's API messages, read when the language is first asked for rather than bundled (each Lambda would
 * otherwise carry every text in five languages). In a Lambda they ship beside the bundle as ./i18n/<language>.json,
 * parsed at build time (infra/constructs/compile-api-catalogues.mjs), so the bundle leaves the ICU parser out; in
 * the repository (the local stage, the tests) the catalogue files are read where they are, as text.
 */
const BESIDE_BUNDLE = new URL('./i18n/', import.meta.url);
const IN_REPOSITORY = new URL('../../../shared/i18n/api/', import.meta.url);

const loaded = new Map<Language, ApiMessages>();

function catalogueFile(area: string, language: Language): CatalogueFile {
  try {
    return JSON.parse(readFileSync(new URL(`${area}/${language}.json`, IN_REPOSITORY), 'utf8')) as CatalogueFile;
  } catch {
    // A file that is not there answers in English (the formatter's fallback) rather than failing the request.
    return {};
  }
}

/** The parsed messages of a language in `directory` (a Lambda's ./i18n/), or null when there are none. */
export function compiledMessages(directory: URL, language: Language): ApiMessages | null {
  const file = new URL(`${language}.json`, directory);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ApiMessages) : null;
}

export function apiMessages(language: Language): ApiMessages {
  let messages = loaded.get(language);
  if (!messages) {
    messages =
      compiledMessages(BESIDE_BUNDLE, language) ??
      mergeCatalogues(
        language,
        API_CATALOGUES.map((area) => catalogueFile(area, language)),
      ).messages;
    loaded.set(language, messages);
  }
  return messages;
}
