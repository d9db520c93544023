import { Workbox } from 'workbox-window';
import { keepLoadedFiles } from './keep-loaded-files';

/** Something the user may be typing into: a page holding one is never reloaded under them. */
const formOpen = () => document.querySelector('form, [role="dialog"]') !== null;

let registered = false;

/**
 * Registers the service worker (web/vite.config.ts builds it): the app shell and map tiles kept in the phone, so the
 * app opens without signal. Called once someone is signed in: a visitor of the landing page downloads no more than
 * the page. A new version takes over at once (autoUpdate); the page moves to it with a reload only
 * while it is hidden and no form or dialog is open, so nothing typed is lost. The writes made without signal live in
 * IndexedDB, which an update leaves alone: they are sent by whichever version runs.
 */
export function registerServiceWorker(): void {
  if (registered || !('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  registered = true;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  let updated = false;
  const reloadWhenIdle = () => {
    if (updated && document.visibilityState === 'hidden' && !formOpen()) window.location.reload();
  };
  workbox.addEventListener('controlling', (event) => {
    // This start's configuration was read before the worker took over: read once more so it keeps a copy for an
    // offline start.
    void fetch('/config.json', { cache: 'no-store' }).catch(() => undefined);
    if (!event.isUpdate) {
      void keepLoadedFiles().catch((error: unknown) => console.warn('The files already loaded could not be kept', error));
      return;
    }
    updated = true;
    document.addEventListener('visibilitychange', reloadWhenIdle);
  });
  void workbox.register().catch((error: unknown) => console.warn('The service worker could not be registered', error));
}
