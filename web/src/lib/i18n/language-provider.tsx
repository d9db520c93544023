import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { LoadedCatalogue } from '../../../../shared/i18n/catalogue';
import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/i18n/languages';
import { REVIEWED_LANGUAGES } from '../../../../shared/i18n/review-state';
import { currentLanguage, rememberLanguage } from './current-language';
import { LanguageContext, type LanguageState } from './language-context';
import { loadCatalogue, type CataloguePart } from './load-catalogue';

const ALL_PARTS: readonly CataloguePart[] = ['main', 'public', 'admin', 'scouting', 'alert-settings', 'crop-plan', 'zones'];
import './message-ids';

/**
 * The app's language: loads the chosen language's catalogue (the page waits for it on first paint; a switch keeps
 * the old texts until the new ones arrive), formats every text, date and number through react-intl in it, and sets
 * the page's `lang` so screen readers and hyphenation follow. `initial` hands a catalogue in synchronously (tests);
 * `parts` are the catalogue parts to load with the shell's texts from the start.
 */
export function LanguageProvider({ initial, parts: firstParts = [], children }: { initial?: LoadedCatalogue; parts?: readonly CataloguePart[]; children: ReactNode }) {
  // A catalogue handed in (tests) holds every text, every part's included.
  const [shown, setShown] = useState<{ catalogue: LoadedCatalogue; parts: readonly CataloguePart[] } | null>(
    initial ? { catalogue: initial, parts: ALL_PARTS } : null,
  );
  const [wanted, setWanted] = useState<Language>(initial?.language ?? currentLanguage());
  const [parts, setParts] = useState<readonly CataloguePart[]>(initial ? ALL_PARTS : firstParts);

  useEffect(() => {
    if (shown?.catalogue.language === wanted && parts.every((part) => shown.parts.includes(part))) return;
    let live = true;
    loadCatalogue(wanted, parts).then(
      (catalogue) => live && setShown({ catalogue, parts }),
      (error: unknown) => {
        // A chunk that cannot be fetched (offline): stay in the language on screen, or start in English.
        console.error(error);
        if (live) setWanted(shown?.catalogue.language ?? DEFAULT_LANGUAGE);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, parts, shown]);

  const catalogue = shown?.catalogue;
  useEffect(() => {
    if (catalogue) document.documentElement.lang = catalogue.language;
  }, [catalogue]);

  const setLanguage = useCallback((language: Language) => {
    rememberLanguage(language);
    setWanted(language);
  }, []);
  const want = useCallback((part: CataloguePart) => setParts((now) => (now.includes(part) ? now : [...now, part])), []);

  const state = useMemo<LanguageState | null>(
    () =>
      shown && {
        language: shown.catalogue.language,
        setLanguage,
        inReview: !REVIEWED_LANGUAGES.includes(shown.catalogue.language),
        parts: shown.parts,
        want,
      },
    [shown, setLanguage, want],
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
