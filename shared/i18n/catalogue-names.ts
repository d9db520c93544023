/**
 * The catalogue folders: one per screen area under shared/i18n/web/, one per API area under shared/i18n/api/
 * (catalogues.test.ts checks these lists against the folders on disk). Apart from english.ts, so that the API's
 * code lists its catalogues without bundling the browser's texts.
 */
export const WEB_CATALOGUES = ['app', 'landing', 'legal', 'auth', 'account', 'fields', 'monitoring', 'weather', 'farm-summary', 'crop-plan', 'activities', 'team', 'subscriptions', 'admin', 'alerts', 'alert-settings', 'scouting', 'field-app', 'zones', 'api-keys', 'sharing'] as const;
export const API_CATALOGUES = ['common', 'account', 'fields', 'monitoring', 'weather', 'farm-summary', 'crop-plan', 'activities', 'team', 'subscriptions', 'admin', 'mail', 'report', 'alerts', 'messages', 'scouting', 'partners', 'sharing'] as const;
