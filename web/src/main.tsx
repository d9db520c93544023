import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { WebConfig } from '../../shared/api/web-config';
import type { Language } from '../../shared/i18n/languages';
// zod's own messages are catalogue refs everywhere in the app, from the first parse on (see zod-messages.ts).
import '../../shared/i18n/zod-messages';
import { currentLanguage } from './lib/i18n/current-language';
import type { CataloguePart } from './lib/i18n/load-catalogue';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadMemberScreen } from './app/routes';

/**
 * The stage's configuration, never from the HTTP cache; without signal the service worker answers its copy of the
 * last start (NetworkFirst), so the app still boots offline.
 */
async function loadConfig(): Promise<WebConfig> {
  // Revalidated on every start (fresh), yet an unchanged config moves only its headers, by its ETag: not no-store.
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return WebConfig.parse(await response.json());
}

/**
 * The boot failure's words. They show before any catalogue can load (the config did not), so they live here, in
 * each language, short; the language is the one remembered in the browser (or the browser's own).
 */
const BOOT_ERROR: Record<Language, { title: string; body: string; retry: string }> = {
  en: {
    title: 'The application could not start',
    body: 'Its configuration could not be loaded. Check your connection and try again.',
    retry: 'Try again',
  },
  ha: {
    title: 'Manhajar ba ta iya farawa ba',
    body: 'Ba a iya loda saitunanta ba. Duba hanyar sadarwarka ka sake gwadawa.',
    retry: 'Sake gwadawa',
  },
  yo: {
    title: 'Ètò náà kò lè bẹ̀rẹ̀',
    body: 'A kò lè gbé ìṣètò rẹ̀ wọlé. Ṣàyẹ̀wò ìsopọ̀ rẹ kí o sì tún gbìyànjú.',
    retry: 'Tún gbìyànjú',
  },
  ig: {
    title: 'Ngwa a enweghị ike ịmalite',
    body: 'Enweghị ike ibunye ntọala ya. Lelee njikọ gị ma nwaa ọzọ.',
    retry: 'Nwaa ọzọ',
  },
  pcm: {
    title: 'Di app no fit start',
    body: 'We no fit load im settings. Check your network come try again.',
    retry: 'Try again',
  },
};

function BootError() {
  const language = currentLanguage();
  const words = BOOT_ERROR[language];
  return (
    <main lang={language} style={{ fontFamily: 'system-ui, sans-serif', padding: 32, textAlign: 'center' }}>
      <h1>{words.title}</h1>
      <p>{words.body}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {words.retry}
      </button>
    </main>
  );
}

/** The texts a member's screen needs before it can draw (the runtime layout waits for them). */
const MEMBER_TEXTS: readonly CataloguePart[] = ['main'];

const root = createRoot(document.getElementById('root')!);

// With a service worker in control, the app's code comes from the phone: a member's screen loads its parts beside
// the config, and its texts with the shell's.
const memberScreen = Boolean(navigator.serviceWorker?.controller) && preloadMemberScreen(window.location.pathname);

loadConfig().then(
  (config) =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <AppProviders config={config} parts={memberScreen ? MEMBER_TEXTS : undefined}>
            <AppRoutes />
          </AppProviders>
        </BrowserRouter>
      </StrictMode>,
    ),
  (error: unknown) => {
    console.error(error);
    root.render(<BootError />);
  },
);
