import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import type { Middleware } from '@reduxjs/toolkit';
import { MESSAGES } from '../../../../shared/domain/accounts';
import type { ApiBaseQuery } from '../retry-reads';
import { signingOutStarted, type SessionState } from '../session-slice';
import { offlineDb, type KeptRead } from './offline-db';
import { keptAnswerShown, networkAnswered, networkMissing } from './offline-status';

/**
 * The reads a farmer needs in the field, kept for offline use (RTK Query endpoint names): who they are and their
 * teams, the fields with their outlines, the farm summary (latest index values and stages), their tasks, a field's
 * page (details, report values, season, index series and map, agronomy) and its weather. Nothing of the staff
 * console.
 */
const KEPT_ENDPOINTS: ReadonlySet<string> = new Set([
  'getProfile',
  'listMyTeams',
  'listPermissions',
  'listFields',
  'getField',
  'listFarmSummary',
  'getSelectedFieldsSummary',
  'getFieldReport',
  'listUserActivities',
  'listFieldActivities',
  'getActivity',
  'listCrops',
  'getForecast',
  'getHistory',
  'getAverageRainfall',
  'getFieldWeatherInfo',
  'getFieldSeason',
  'getIndexDates',
  'getIndexSeries',
  'getIndexLegend',
  'fetchFieldAgronomy',
  'getTileUrl',
  'getLegendImage',
]);

/** Where kept reads live: the offline database's `reads` store (a map in the tests). */
export interface ReadStore {
  get(key: string): Promise<KeptRead | undefined>;
  put(read: KeptRead): Promise<void>;
  /** Forgets every read of `user` (at logout). */
  forget(user: string): Promise<void>;
}

export const indexedDbReads: ReadStore = {
  async get(key) {
    return (await offlineDb()).get('reads', key);
  },
  async put(read) {
    await (await offlineDb()).put('reads', read);
  },
  async forget(user) {
    const db = await offlineDb();
    const keys = await db.getAllKeysFromIndex('reads', 'byUser', user);
    const tx = db.transaction('reads', 'readwrite');
    await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
  },
};

type Session = Pick<SessionState, 'claims' | 'userDetails'>;

function userOf(state: unknown): string | null {
  return (state as { session?: Session }).session?.claims?.userId ?? null;
}

const defaultTeamKey = (user: string) => `fieldwatch.offline.defaultTeam.${user}`;

/**
 * The team the API answers for when a read names none: the user's own or member team. Remembered in the browser,
 * because at an offline start the reads begin before the kept profile that names it is back in the state.
 */
function defaultTeamOf(state: unknown, user: string): string {
  const details = (state as { session?: Session }).session?.userDetails;
  const known = details?.user_team ?? details?.owned_team?.id ?? null;
  try {
    if (known) window.localStorage.setItem(defaultTeamKey(user), known);
    return known ?? window.localStorage.getItem(defaultTeamKey(user)) ?? '';
  } catch {
    return known ?? '';
  }
}

/**
 * A read's key: its user, endpoint, path and query, sorted; with the team it is answered for (the one it names on a
 * team-scoped route, else the user's default team), so the same screen finds its read whether or not the profile
 * had arrived when it asked.
 */
function readKey(user: string, team: string, endpoint: string, args: string | FetchArgs): string {
  const { url, params } = typeof args === 'string' ? { url: args, params: undefined } : args;
  const query = Object.entries({ team, ...((params ?? {}) as Record<string, unknown>) })
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');
  return `${user}|${endpoint}|${url}?${query}`;
}

const isRead = (args: string | FetchArgs) => typeof args === 'string' || (args.method ?? 'GET').toUpperCase() === 'GET';

export interface KeptReadsOptions {
  store?: ReadStore;
  /** The browser's own word on the network (navigator.onLine); offline, a kept read answers at once. */
  online?: () => boolean;
}

/**
 * The user's last data, kept in the phone: each answered read of KEPT_ENDPOINTS is stored (per user, endpoint and
 * arguments); when a read gets no answer at all (status 0: no signal) or the browser says it is offline, the kept
 * answer is given instead, and the offline banner learns since when the screen's data dates. Another user signed
 * in on the same phone never gets it. While the browser says it is offline, any other read answers "offline" at
 * once (no repeats, no "trying again" toast); writes always go to the network untouched (the queue keeps them).
 */
export function keptReads(send: ApiBaseQuery, options: KeptReadsOptions = {}): ApiBaseQuery {
  const store = options.store ?? indexedDbReads;
  const online = options.online ?? (() => navigator.onLine !== false);
  const kept = async (key: string) => {
    try {
      return await store.get(key);
    } catch {
      return undefined;
    }
  };
  return async (args, api, extraOptions) => {
    if (!isRead(args)) return send(args, api, extraOptions);
    const user = userOf(api.getState());
    const key = user && KEPT_ENDPOINTS.has(api.endpoint) ? readKey(user, defaultTeamOf(api.getState(), user), api.endpoint, args) : null;
    if (!online()) {
      // The browser knows there is no network: the kept answer at once, else "offline" without repeats or a wait.
      networkMissing();
      const read = key ? await kept(key) : undefined;
      if (!read || read.user !== user) return { error: { status: 0, message: MESSAGES.offline } };
      keptAnswerShown(read.savedAt);
      return { data: read.value };
    }
    if (!key || !user) return send(args, api, extraOptions);
    const result = await send(args, api, extraOptions);
    if (!result.error) {
      networkAnswered();
      void store.put({ key, user, value: result.data, savedAt: new Date().toISOString() }).catch(() => undefined);
      return result;
    }
    if (result.error.status !== 0) return result;
    networkMissing();
    const read = await kept(key);
    if (read?.user !== user) return result;
    keptAnswerShown(read.savedAt);
    return { data: read.value };
  };
}

/** Forgets the signed-in user's kept reads when they log out. */
export function forgetReadsAtLogout(store: ReadStore = indexedDbReads): Middleware {
  return (api) => (next) => (action) => {
    if (signingOutStarted.match(action)) {
      const user = userOf(api.getState());
      if (user) void store.forget(user).catch(() => undefined);
    }
    return next(action);
  };
}
