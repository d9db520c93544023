import { existsSync, readFileSync } from 'node:fs';
import { mergeCatalogues, type CatalogueFile, type LoadedCatalogue } from '../../../shared/i18n/catalogue';
import { API_CATALOGUES } from '../../../shared/i18n/english';
import type { Language } from '../../../shared/i18n/languages';

/**
 * A language's API catalogue files (shared/i18n/api/<area>/<language>.json), read when the language is first asked
 * for rather than bundled: in a Lambda they ship beside the bundle in ./i18n/api (infra's AppFunction copies them
 * there), in the repository (the local stage, the tests) they are read where they are.
 */
const BESIDE_BUNDLE = new URL('./i18n/api/', import.meta.url);
const IN_REPOSITORY = new URL('../../../shared/i18n/api/', import.meta.url);

const loaded = new Map<Language, LoadedCatalogue>();

function catalogueFile(directory: URL, area: string, language: Language): CatalogueFile {
  try {
    return JSON.parse(readFileSync(new URL(`${area}/${language}.json`, directory), 'utf8')) as CatalogueFile;
  } catch {
    // A file that is not there answers in English (the formatter's fallback) rather than failing the request.
    return {};
  }
}

export function apiCatalogueFiles(language: Language): LoadedCatalogue {
  let catalogue = loaded.get(language);
  if (!catalogue) {
    const directory = existsSync(BESIDE_BUNDLE) ? BESIDE_BUNDLE : IN_REPOSITORY;
    catalogue = mergeCatalogues(
      language,
      API_CATALOGUES.map((area) => catalogueFile(directory, area, language)),
    );
    loaded.set(language, catalogue);
  }
  return catalogue;
}
