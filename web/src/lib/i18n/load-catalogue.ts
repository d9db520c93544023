import type { LoadedCatalogue } from '../../../../shared/i18n/catalogue';
import type { Language } from '../../../../shared/i18n/languages';

/** A language's catalogue, fetched on first use as its own chunk (lazily: a Hausa reader never downloads Yoruba). */
const LOADERS: Record<Language, () => Promise<{ default: LoadedCatalogue }>> = {
  en: () => import('./catalogues/en'),
  ha: () => import('./catalogues/ha'),
  yo: () => import('./catalogues/yo'),
  ig: () => import('./catalogues/ig'),
  pcm: () => import('./catalogues/pcm'),
};

export async function loadCatalogue(language: Language): Promise<LoadedCatalogue> {
  return (await LOADERS[language]()).default;
}
