import type { Language } from './languages';

/**
 * The languages whose every catalogue entry a fluent speaker has reviewed; the app shows "translation in review"
 * in the others. catalogues.test.ts holds this list to the entries' own `reviewed` flags, so a language joins it
 * only when its last machine text has been reviewed.
 */
export const REVIEWED_LANGUAGES: readonly Language[] = ['en'];
