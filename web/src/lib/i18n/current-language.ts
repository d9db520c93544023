import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, negotiateLanguage, type Language } from '../../../../shared/i18n/languages';

/**
 * The language the app speaks, outside React too: the API client sends it as Accept-Language, so errors, mails,
 * PDFs and CSVs come back in it. It is remembered in the browser (before sign-in as after) and starts from the
 * browser's own languages the first time.
 */
let current: Language = initialLanguage();

function initialLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage refused (private mode): the browser's languages decide.
  }
  return typeof navigator === 'undefined' ? DEFAULT_LANGUAGE : negotiateLanguage(navigator.languages.join(','));
}

export function currentLanguage(): Language {
  return current;
}

export function rememberLanguage(language: Language): void {
  current = language;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered across visits, but the session still speaks it.
  }
}
