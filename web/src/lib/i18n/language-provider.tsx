import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { LoadedCatalogue } from '../../../../shared/i18n/catalogue';
import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/i18n/languages';
import { currentLanguage, rememberLanguage } from './current-language';
import { LanguageContext, type LanguageState } from './language-context';
import { loadCatalogue } from './load-catalogue';
import './message-ids';

/**
 * The app's language: loads the chosen language's catalogue (the page waits for it on first paint; a switch keeps
 * the old texts until the new ones arrive), formats every text, date and number through react-intl in it, and sets
 * the page's `lang` so screen readers and hyphenation follow. `initial` hands a catalogue in synchronously (tests).
 */
export function LanguageProvider({ initial, children }: { initial?: LoadedCatalogue; children: ReactNode }) {
  const [catalogue, setCatalogue] = useState<LoadedCatalogue | null>(initial ?? null);
  const [wanted, setWanted] = useState<Language>(initial?.language ?? currentLanguage());

  useEffect(() => {
    if (catalogue?.language === wanted) return;
    let live = true;
    loadCatalogue(wanted).then(
      (loaded) => live && setCatalogue(loaded),
      (error: unknown) => {
        // A chunk that cannot be fetched (offline): stay in the language on screen, or start in English.
        console.error(error);
        if (live) setWanted(catalogue?.language ?? DEFAULT_LANGUAGE);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, catalogue]);

  useEffect(() => {
    if (catalogue) document.documentElement.lang = catalogue.language;
  }, [catalogue]);

  const setLanguage = useCallback((language: Language) => {
    rememberLanguage(language);
    setWanted(language);
  }, []);

  const state = useMemo<LanguageState | null>(
    () => catalogue && { language: catalogue.language, setLanguage, inReview: catalogue.unreviewed > 0 },
    [catalogue, setLanguage],
  );
  if (!catalogue || !state) return null;
  return (
    <LanguageContext.Provider value={state}>
      <IntlProvider locale={catalogue.language} defaultLocale={DEFAULT_LANGUAGE} messages={catalogue.messages}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
