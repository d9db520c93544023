import { createContext, useContext } from 'react';
import type { Language } from '../../../../shared/i18n/languages';

export interface LanguageState {
  /** The language on screen now. */
  language: Language;
  /** Switches the app (its catalogue loads first), remembers the choice in the browser and for the API's answers. */
  setLanguage: (language: Language) => void;
  /** Some of this language's texts are machine translations nobody fluent has reviewed yet. */
  inReview: boolean;
}

export const LanguageContext = createContext<LanguageState | null>(null);

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage is used outside LanguageProvider');
  return state;
}
