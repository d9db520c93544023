/**
 * Team API keys: what a partner (a cooperative's system, a lender, an insurer) uses to call the same routes as the
 * web app for one team. The constants here are the one source for the handlers, the web screen and the tests.
 */

/** Every key starts so, which lets a leaked key be recognised by secret scanners and by the API. */
export const API_KEY_PREFIX = 'fw_';
/** Random bytes behind the prefix (base64url): 256 bits, so a hash of it needs no salt nor slow hashing. */
export const API_KEY_RANDOM_BYTES = 32;
/** Characters of a key kept in the clear (prefix included) to recognise it in the list. */
export const API_KEY_VISIBLE_CHARS = 10;

/** read: GET routes only; read-write: every route a key may call. */
export const API_KEY_SCOPES = ['read', 'read-write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_NAME_MAX = 60;
/** Live keys a team may hold at once: enough for every partner, few enough to review. */
export const API_KEYS_PER_TEAM = 20;

/** "Last used" is written at most once in this interval, so a busy key does not write on every call. */
export const API_KEY_LAST_USED_INTERVAL_MS = 60_000;

/** Calls one key may make per minute and per UTC day; more are answered 429 with Retry-After. */
export const API_KEY_RATE_LIMITS = { perMinute: 60, perDay: 10_000 } as const;

/** The header a key may also come in, beside `Authorization: Bearer fw_...`. */
export const API_KEY_HEADER = 'x-api-key';

export const API_KEY_MESSAGES = {
  invalidKey: 'partners.invalidKey',
  routeNotForKeys: 'partners.routeNotForKeys',
  readOnlyKey: 'partners.readOnlyKey',
  rateLimited: 'partners.rateLimited',
  nameRequired: 'partners.nameRequired',
  nameTooLong: 'partners.nameTooLong',
  scopeInvalid: 'partners.scopeInvalid',
  tooManyKeys: 'partners.tooManyKeys',
  alreadyRevoked: 'partners.alreadyRevoked',
} as const;

/** One rate window: the key's count in it and when it ends. */
export interface RateWindow {
  kind: 'minute' | 'day';
  /** The window's id, e.g. `m29412345` (minute since the epoch) or `d2026-11-27`. */
  id: string;
  limit: number;
  /** Epoch ms at which the window ends. */
  endsAt: number;
}

/** The two windows a call at `now` counts in (fixed windows: simple, atomic, and at most one window's burst over). */
export function rateWindows(now: number): [RateWindow, RateWindow] {
  const minute = Math.floor(now / 60_000);
  const dayStart = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
  return [
    { kind: 'minute', id: `m${minute}`, limit: API_KEY_RATE_LIMITS.perMinute, endsAt: (minute + 1) * 60_000 },
    { kind: 'day', id: `d${new Date(dayStart).toISOString().slice(0, 10)}`, limit: API_KEY_RATE_LIMITS.perDay, endsAt: dayStart + 86_400_000 },
  ];
}

/** Whole seconds until a window ends (Retry-After), at least one. */
export function retryAfterSeconds(window: RateWindow, now: number): number {
  return Math.max(1, Math.ceil((window.endsAt - now) / 1000));
}

/** Whether a string is shaped like a key (before any lookup): the prefix and 43 base64url characters. */
export function looksLikeApiKey(value: string): boolean {
  return new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`).test(value);
}
