import { createContext, useContext, useEffect } from 'react';
import type { Language } from '../../../../shared/i18n/languages';
import type { CataloguePart } from './load-catalogue';

export interface LanguageState {
  /** The language on screen now. */
  language: Language;
  /** Switches the app (its catalogue loads first), remembers the choice in the browser and for the API's answers. */
  setLanguage: (language: Language) => void;
  /** Some of this language's texts are machine translations nobody fluent has reviewed yet. */
  inReview: boolean;
  /** The extra parts loaded with the language's texts; `want` asks for one (useCatalogue does). */
  parts: readonly CataloguePart[];
  want: (part: CataloguePart) => void;
}

export const LanguageContext = createContext<LanguageState | null>(null);

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage is used outside LanguageProvider');
  return state;
}

/** For the screens that need a part (the admin shell, the public pages): asks for it; true once it is loaded. */
export function useCatalogue(part: CataloguePart): boolean {
  const { parts, want } = useLanguage();
  const ready = parts.includes(part);
  useEffect(() => {
    if (!ready) want(part);
  }, [ready, part, want]);
  return ready;
}
