import type { LoadedCatalogue } from '../../../../shared/i18n/catalogue';
import type { Language } from '../../../../shared/i18n/languages';

type Loader = () => Promise<{ default: LoadedCatalogue }>;

/**
 * A language's texts come in chunks, each loaded when a screen needs it: the shell's always; the signed-in screens'
 * and the API's ('main': the runtime layout asks for it), the public pages' (the landing, terms and privacy pages)
 * and the admin console's (its shell), and two of screens a farmer opens now and then: the scouting notes' and the
 * alert settings' and the crop plan's, the team's API keys' and the share links' (the page a link opens needs no other). So the landing page loads none of the farmer's texts, nor a farmer the console's.
 */
export type CataloguePart = 'main' | 'public' | 'admin' | 'scouting' | 'alert-settings' | 'crop-plan' | 'zones' | 'api-keys' | 'sharing';

/** Each language's catalogue, fetched on first use as its own chunk (lazily: a Hausa reader never downloads Yoruba). */
const LOADERS: Record<Language, Record<'app' | CataloguePart, Loader>> = {
  en: {
    app: () => import('./catalogues/app-en'),
    main: () => import('./catalogues/en'),
    admin: () => import('./catalogues/admin-en'),
    public: () => import('./catalogues/public-en'),
    scouting: () => import('./catalogues/scouting-en'),
    'alert-settings': () => import('./catalogues/alert-settings-en'),
    'crop-plan': () => import('./catalogues/crop-plan-en'),
    zones: () => import('./catalogues/zones-en'),
    'api-keys': () => import('./catalogues/api-keys-en'),
    sharing: () => import('./catalogues/sharing-en'),
  },
  ha: {
    app: () => import('./catalogues/app-ha'),
    main: () => import('./catalogues/ha'),
    admin: () => import('./catalogues/admin-ha'),
    public: () => import('./catalogues/public-ha'),
    scouting: () => import('./catalogues/scouting-ha'),
    'alert-settings': () => import('./catalogues/alert-settings-ha'),
    'crop-plan': () => import('./catalogues/crop-plan-ha'),
    zones: () => import('./catalogues/zones-ha'),
    'api-keys': () => import('./catalogues/api-keys-ha'),
    sharing: () => import('./catalogues/sharing-ha'),
  },
  yo: {
    app: () => import('./catalogues/app-yo'),
    main: () => import('./catalogues/yo'),
    admin: () => import('./catalogues/admin-yo'),
    public: () => import('./catalogues/public-yo'),
    scouting: () => import('./catalogues/scouting-yo'),
    'alert-settings': () => import('./catalogues/alert-settings-yo'),
    'crop-plan': () => import('./catalogues/crop-plan-yo'),
    zones: () => import('./catalogues/zones-yo'),
    'api-keys': () => import('./catalogues/api-keys-yo'),
    sharing: () => import('./catalogues/sharing-yo'),
  },
  ig: {
    app: () => import('./catalogues/app-ig'),
    main: () => import('./catalogues/ig'),
    admin: () => import('./catalogues/admin-ig'),
    public: () => import('./catalogues/public-ig'),
    scouting: () => import('./catalogues/scouting-ig'),
    'alert-settings': () => import('./catalogues/alert-settings-ig'),
    'crop-plan': () => import('./catalogues/crop-plan-ig'),
    zones: () => import('./catalogues/zones-ig'),
    'api-keys': () => import('./catalogues/api-keys-ig'),
    sharing: () => import('./catalogues/sharing-ig'),
  },
  pcm: {
    app: () => import('./catalogues/app-pcm'),
    main: () => import('./catalogues/pcm'),
    admin: () => import('./catalogues/admin-pcm'),
    public: () => import('./catalogues/public-pcm'),
    scouting: () => import('./catalogues/scouting-pcm'),
    'alert-settings': () => import('./catalogues/alert-settings-pcm'),
    'crop-plan': () => import('./catalogues/crop-plan-pcm'),
    zones: () => import('./catalogues/zones-pcm'),
    'api-keys': () => import('./catalogues/api-keys-pcm'),
    sharing: () => import('./catalogues/sharing-pcm'),
  },
};

/** The language's shell texts, with those of the `parts` asked for. */
export async function loadCatalogue(language: Language, parts: readonly CataloguePart[]): Promise<LoadedCatalogue> {
  const loaded = await Promise.all(['app' as const, ...parts].map((part) => LOADERS[language][part]()));
  return { language, messages: Object.assign({}, ...loaded.map((chunk) => chunk.default.messages)) as Record<string, string> };
}
