import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import type { Middleware } from '@reduxjs/toolkit';
import { MESSAGES } from '../../../../shared/domain/accounts';
import type { ApiBaseQuery, RepeatOptions } from '../retry-reads';
import { profileTeamOf, signingOutStarted, userDetailsReceived, type SessionState } from '../session-slice';
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
 * The team the API answers for when a read names none: the user's own or member team. Remembered in the browser
 * when the profile arrives (rememberDefaultTeam), because at an offline start the reads begin before the kept
 * profile that names it is back in the state. '' while not known yet (a first start, before the profile).
 */
function defaultTeamOf(state: unknown, user: string): string {
  const known = profileTeamOf((state as { session?: Session }).session?.userDetails);
  if (known) return known;
  try {
    return window.localStorage.getItem(defaultTeamKey(user)) ?? '';
  } catch {
    return '';
  }
}

/**
 * A read's key: its user, endpoint, path and query, sorted, with the team it is answered for: the one it names on a
 * team-scoped route, else the user's default team ('' while that is not known yet).
 */
function readKey(user: string, team: string, endpoint: string, args: string | FetchArgs): string {
  const { url, params } = typeof args === 'string' ? { url: args, params: undefined } : args;
  const query = Object.entries({ ...((params ?? {}) as Record<string, unknown>), team })
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');
  return `${user}|${endpoint}|${url}?${query}`;
}

/**
 * Where a read's kept answer may be, best first: under the team it is for; then, when that is the user's default
 * team, under no team, where a read that named none was kept before the profile said which team that is. So the
 * same screen finds its read whether or not the profile had arrived when it asked, online or offline.
 */
function keysOf(user: string, endpoint: string, args: string | FetchArgs, state: unknown): [string, ...string[]] {
  const named = typeof args === 'string' ? undefined : (args.params as Record<string, unknown> | undefined)?.team;
  const fallback = defaultTeamOf(state, user);
  const team = typeof named === 'string' && named ? named : fallback;
  const key = readKey(user, team, endpoint, args);
  return team && team === fallback ? [key, readKey(user, '', endpoint, args)] : [key];
}

/**
 * The longest a screen waits for its answer to be kept before showing it: what the farmer saw is in the phone
 * even if the app is closed at once, and a stuck store (another tab upgrading it) never holds a screen back.
 */
export const KEEP_WAIT_MS = 500;

/**
 * The repeats of a read that got no answer while the browser says it is online, where an answer is kept: one, after
 * a second, so a blip still brings fresh data, and a phone with signal but no data shows the kept answer in about a
 * second instead of after every repeat (READ_RETRY_DELAYS_MS, about 7 s).
 */
export const KEPT_REPEAT_DELAYS_MS: readonly number[] = [1_000];

/** Settles when `promise` does, or after `ms`, whichever is first. */
async function within(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([promise.catch(() => undefined), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

const isRead = (args: string | FetchArgs) => typeof args === 'string' || (args.method ?? 'GET').toUpperCase() === 'GET';

export interface KeptReadsOptions {
  store?: ReadStore;
  /** The browser's own word on the network (navigator.onLine); offline, a kept read answers at once. */
  online?: () => boolean;
}

/**
 * The user's last data, kept in the phone: each answered read of KEPT_ENDPOINTS is stored (per user, endpoint and
 * arguments) before the screen shows it; when a read gets no answer at all (status 0: no signal, after one short
 * repeat: KEPT_REPEAT_DELAYS_MS) or the browser says it is offline, the kept answer is given instead, and the
 * offline banner learns since when the screen's data dates. Another user signed in on the same phone never gets
 * it. While the browser says it is offline, any other read answers "offline" at once (no repeats, no "trying
 * again" toast); writes always go to the network untouched (the queue keeps them).
 */
export function keptReads(send: ApiBaseQuery, options: KeptReadsOptions = {}): ApiBaseQuery {
  const store = options.store ?? indexedDbReads;
  const online = options.online ?? (() => navigator.onLine !== false);
  /** The first kept answer of the user under `keys`. */
  const kept = async (keys: string[], user: string) => {
    for (const key of keys) {
      try {
        const read = await store.get(key);
        if (read?.user === user) return read;
      } catch {
        // An unreadable store is a missing answer.
      }
    }
    return undefined;
  };
  return async (args, api, extraOptions) => {
    if (!isRead(args)) return send(args, api, extraOptions);
    const user = userOf(api.getState());
    const keeps = user !== null && KEPT_ENDPOINTS.has(api.endpoint);
    if (!online()) {
      // The browser knows there is no network: the kept answer at once, else "offline" without repeats or a wait.
      networkMissing();
      const read = keeps ? await kept(keysOf(user, api.endpoint, args, api.getState()), user) : undefined;
      if (!read) return { error: { status: 0, message: MESSAGES.offline } };
      keptAnswerShown(read.savedAt);
      return { data: read.value };
    }
    if (!keeps) return send(args, api, extraOptions);
    const hasKept = async () => (await kept(keysOf(user, api.endpoint, args, api.getState()), user)) !== undefined;
    // No answer at all, where one is kept: one short repeat. A server asking to wait (503) is repeated as ever.
    const repeats: RepeatOptions = { repeatDelaysMs: async (error) => (error.status === 0 && (await hasKept()) ? KEPT_REPEAT_DELAYS_MS : undefined) };
    const result = await send(args, api, { ...extraOptions, ...repeats });
    if (!result.error) {
      networkAnswered();
      // Kept under the team as known now: the profile may have arrived while the read was on its way.
      const [key] = keysOf(user, api.endpoint, args, api.getState());
      await within(store.put({ key, user, value: result.data, savedAt: new Date().toISOString() }), KEEP_WAIT_MS);
      return result;
    }
    if (result.error.status !== 0) return result;
    networkMissing();
    const read = await kept(keysOf(user, api.endpoint, args, api.getState()), user);
    if (!read) return result;
    keptAnswerShown(read.savedAt);
    return { data: read.value };
  };
}

/** Remembers the user's default team in the browser as soon as their profile names it (see defaultTeamOf). */
export function rememberDefaultTeam(): Middleware {
  return (api) => (next) => (action) => {
    const result = next(action);
    if (userDetailsReceived.match(action)) {
      const user = userOf(api.getState());
      const team = profileTeamOf(action.payload);
      try {
        if (user && team) window.localStorage.setItem(defaultTeamKey(user), team);
      } catch {
        // A browser without storage: reads before the profile are found under no team.
      }
    }
    return result;
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
