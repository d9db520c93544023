import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query/react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '../../../shared/api/schemas/accounts';
import type { ApiError } from '../../../web/src/lib/api';
import type { KeptRead } from '../../../web/src/lib/offline/offline-db';
import { forgetReadsAtLogout, KEEP_WAIT_MS, KEPT_REPEAT_DELAYS_MS, keptReads, rememberDefaultTeam, type ReadStore } from '../../../web/src/lib/offline/read-cache';
import { networkAnswered } from '../../../web/src/lib/offline/offline-status';
import { READ_RETRY_DELAYS_MS, retryingReads, type ApiBaseQuery } from '../../../web/src/lib/retry-reads';
import { signingOutStarted, userDetailsReceived } from '../../../web/src/lib/session-slice';
import { OfflineBanner } from '../../../web/src/features/offline/components/offline-banner';
import { en, WithEnglish } from '../support/intl';

const FIELDS = { url: '/field/', method: 'GET', params: { team: 'team-1' } } satisfies FetchArgs;

/** The phone's kept reads, in memory. */
function memoryStore(): ReadStore & { reads: Map<string, KeptRead> } {
  const reads = new Map<string, KeptRead>();
  return {
    reads,
    get: async (key) => reads.get(key),
    put: async (read) => void reads.set(read.key, read),
    forget: async (user) => {
      for (const [key, read] of reads) if (read.user === user) reads.delete(key);
    },
  };
}

/** RTK Query's view of a call: the endpoint's name and the signed-in user in the session. */
const callOf = (endpoint: string, user: string | null, userTeam?: string) =>
  ({
    endpoint,
    signal: new AbortController().signal,
    getState: () => ({ session: { claims: user ? { userId: user } : null, userDetails: userTeam ? { user_team: userTeam, owned_team: null } : null } }),
  }) as unknown as BaseQueryApi;

/** A network answering each call with the next of `answers`: data, or an error status (0: no answer at all). */
function network(answers: Array<unknown | number>) {
  const calls: Array<string | FetchArgs> = [];
  const query: ApiBaseQuery = async (args) => {
    calls.push(args);
    const next = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (typeof next === 'number') return { error: { status: next, message: 'app.api.offline' } satisfies ApiError };
    return { data: next };
  };
  return { query, calls };
}

const FIELD_LIST = [{ id: 'f1', name: 'North plot' }];

/** The user's profile arrives in the app, naming their team (rememberDefaultTeam sees it pass). */
function profileArrives(user: string, team: string): void {
  const state = { session: { claims: { userId: user } } };
  rememberDefaultTeam()({ getState: () => state, dispatch: (action: unknown) => action } as never)((action: unknown) => action)(
    userDetailsReceived({ user_team: team, owned_team: null } as unknown as UserDetails),
  );
}

describe('the field app\'s reads kept in the phone', () => {
  it('answers the kept value when a read gets no answer (status 0), and says since when', async () => {
    const store = memoryStore();
    const { query } = network([FIELD_LIST, 0]);
    const send = keptReads(query, { store, online: () => true });
    expect(await send(FIELDS, callOf('listFields', 'user-a'), {})).toEqual({ data: FIELD_LIST });
    const [kept] = [...store.reads.values()];
    expect(kept).toMatchObject({ user: 'user-a', value: FIELD_LIST });

    render(
      <WithEnglish>
        <OfflineBanner />
      </WithEnglish>,
    );
    expect(screen.getByRole('status').textContent).toBe('');

    let offline: Awaited<ReturnType<typeof send>> | undefined;
    await act(async () => {
      offline = await send(FIELDS, callOf('listFields', 'user-a'), {});
    });
    expect(offline).toEqual({ data: FIELD_LIST });
    const since = new Date(kept!.savedAt);
    const time = `${String(since.getHours()).padStart(2, '0')}:${String(since.getMinutes()).padStart(2, '0')}`;
    const day = since.toLocaleDateString('en', { day: 'numeric', month: 'short' });
    expect(screen.getByRole('status').textContent).toBe(en('field-app.offline.showingSince', { time, day }));

    // The signal returns: "Back online".
    act(() => networkAnswered());
    expect(screen.getByRole('status').textContent).toBe(en('field-app.offline.backOnline'));
  });

  it('never gives one user\'s kept data to another user on the same phone', async () => {
    const store = memoryStore();
    await keptReads(network([FIELD_LIST]).query, { store, online: () => true })(FIELDS, callOf('listFields', 'user-a'), {});
    const answer = await keptReads(network([0]).query, { store, online: () => true })(FIELDS, callOf('listFields', 'user-b'), {});
    expect(answer.error).toMatchObject({ status: 0 });
    expect(answer.data).toBeUndefined();
    act(() => networkAnswered());
  });

  it('keeps a read per team: another team\'s fields are not answered from this team\'s', async () => {
    const store = memoryStore();
    await keptReads(network([FIELD_LIST]).query, { store, online: () => true })(FIELDS, callOf('listFields', 'user-a'), {});
    const otherTeam = { ...FIELDS, params: { team: 'team-2' } };
    const answer = await keptReads(network([0]).query, { store, online: () => true })(otherTeam, callOf('listFields', 'user-a'), {});
    expect(answer.error).toMatchObject({ status: 0 });
    act(() => networkAnswered());
  });

  it('finds a read that named no team at an offline start, before the profile naming the user\'s team is back', async () => {
    const store = memoryStore();
    const summary = { url: '/farm-summary/', params: { index: 'NDVI' } };
    profileArrives('user-a', 'team-1');
    await keptReads(network([FIELD_LIST]).query, { store, online: () => true })(summary, callOf('listFarmSummary', 'user-a', 'team-1'), {});
    const { query, calls } = network([0]);
    expect(await keptReads(query, { store, online: () => false })(summary, callOf('listFarmSummary', 'user-a'), {})).toEqual({ data: FIELD_LIST });
    // The same read named for the team explicitly is the same answer; another team's is not.
    expect(await keptReads(query, { store, online: () => false })({ ...summary, params: { ...summary.params, team: 'team-1' } }, callOf('listFarmSummary', 'user-a'), {})).toEqual({ data: FIELD_LIST });
    expect((await keptReads(query, { store, online: () => false })({ ...summary, params: { ...summary.params, team: 'team-2' } }, callOf('listFarmSummary', 'user-a'), {})).error).toMatchObject({ status: 0 });
    expect(calls).toHaveLength(0);
    act(() => networkAnswered());
    window.localStorage.clear();
  });

  it('finds a read kept at a first start before the profile arrived, once the profile has named the team', async () => {
    const store = memoryStore();
    const fields = { url: '/field/' };
    // Online, the first time: the fields answer before the profile, so no team is known yet.
    await keptReads(network([FIELD_LIST]).query, { store, online: () => true })(fields, callOf('listFields', 'user-a'), {});
    // The profile arrives: the team is remembered, and the next start names it.
    profileArrives('user-a', 'team-1');
    const { query, calls } = network([0]);
    const offline = keptReads(query, { store, online: () => false });
    expect(await offline(fields, callOf('listFields', 'user-a'), {})).toEqual({ data: FIELD_LIST });
    expect(await offline({ ...fields, params: { team: 'team-1' } }, callOf('listFields', 'user-a', 'team-1'), {})).toEqual({ data: FIELD_LIST });
    // Another team of the user is never answered from it.
    expect((await offline({ ...fields, params: { team: 'team-2' } }, callOf('listFields', 'user-a', 'team-1'), {})).error).toMatchObject({ status: 0 });
    expect(calls).toHaveLength(0);
    act(() => networkAnswered());
    window.localStorage.clear();
  });

  it('keeps an answer under the team the profile named while the read was on its way', async () => {
    const store = memoryStore();
    let details: { user_team: string; owned_team: null } | null = null;
    const call = {
      endpoint: 'listFields',
      signal: new AbortController().signal,
      getState: () => ({ session: { claims: { userId: 'user-a' }, userDetails: details } }),
    } as unknown as BaseQueryApi;
    const arriving: ApiBaseQuery = async () => {
      details = { user_team: 'team-1', owned_team: null };
      return { data: FIELD_LIST };
    };
    await keptReads(arriving, { store, online: () => true })({ url: '/field/' }, call, {});
    expect([...store.reads.keys()]).toEqual(['user-a|listFields|/field/?team=team-1']);
    act(() => networkAnswered());
  });

  it('shows an answer once it is kept, so a screen seen is in the phone even if the app is closed at once', async () => {
    const reads = memoryStore();
    let finish = () => {};
    const slow: ReadStore = { ...reads, put: (read) => new Promise<void>((resolve) => (finish = () => resolve(reads.put(read)))) };
    let answered = false;
    const answer = keptReads(network([FIELD_LIST]).query, { store: slow, online: () => true })(FIELDS, callOf('listFields', 'user-a'), {});
    void Promise.resolve(answer).then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    finish();
    expect(await answer).toEqual({ data: FIELD_LIST });
    expect(reads.reads.size).toBe(1);
    act(() => networkAnswered());
  });

  it('never holds a screen back longer than KEEP_WAIT_MS behind a store that does not answer', async () => {
    vi.useFakeTimers();
    try {
      const stuck: ReadStore = { ...memoryStore(), put: () => new Promise<void>(() => {}) };
      let answered = false;
      const answer = keptReads(network([FIELD_LIST]).query, { store: stuck, online: () => true })(FIELDS, callOf('listFields', 'user-a'), {});
      void Promise.resolve(answer).then(() => (answered = true));
      await vi.advanceTimersByTimeAsync(KEEP_WAIT_MS - 1);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await answer).toEqual({ data: FIELD_LIST });
    } finally {
      vi.useRealTimers();
    }
    act(() => networkAnswered());
  });

  it('with signal but no answer, shows the kept answer after one short repeat, not after every repeat', async () => {
    vi.useFakeTimers();
    try {
      const store = memoryStore();
      await keptReads(network([FIELD_LIST]).query, { store, online: () => true })(FIELDS, callOf('listFields', 'user-a'), {});
      const silent = network([0]);
      const repeating = retryingReads(silent.query, { onRetry: () => undefined });
      let answered = false;
      const answer = keptReads(repeating, { store, online: () => true })(FIELDS, callOf('listFields', 'user-a'), {});
      void Promise.resolve(answer).then(() => (answered = true));
      await vi.advanceTimersByTimeAsync(KEPT_REPEAT_DELAYS_MS[0]!);
      // Answered within the one repeat's wait, with no further repeat.
      expect(answered).toBe(true);
      expect(await answer).toEqual({ data: FIELD_LIST });
      expect(silent.calls).toHaveLength(2);

      // Nothing kept (another team's fields): every repeat first, then "offline".
      const nothing = network([0]);
      const other = keptReads(retryingReads(nothing.query, { onRetry: () => undefined }), { store, online: () => true })(
        { ...FIELDS, params: { team: 'team-2' } },
        callOf('listFields', 'user-a'),
        {},
      );
      await vi.advanceTimersByTimeAsync(READ_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0));
      expect((await other).error).toMatchObject({ status: 0 });
      expect(nothing.calls).toHaveLength(READ_RETRY_DELAYS_MS.length + 1);

      // A server asking to wait (503 with Retry-After) is repeated as ever, kept answer or not.
      const busy: ApiBaseQuery = async () => ({
        error: { status: 503, message: 'app.api.offline' },
        meta: { request: new Request('http://localhost/api/field/'), response: new Response(null, { status: 503, headers: { 'retry-after': '0' } }) },
      });
      let asked = 0;
      const counting: ApiBaseQuery = async (...call) => (asked++, busy(...call));
      const waited = keptReads(retryingReads(counting, { onRetry: () => undefined }), { store, online: () => true })(FIELDS, callOf('listFields', 'user-a'), {});
      await vi.advanceTimersByTimeAsync(READ_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0));
      expect((await waited).error).toMatchObject({ status: 503 });
      expect(asked).toBe(READ_RETRY_DELAYS_MS.length + 1);
    } finally {
      vi.useRealTimers();
    }
    act(() => networkAnswered());
  });

  it('offline by the browser\'s word, answers at once from the phone without asking the network', async () => {
    const store = memoryStore();
    await keptReads(network([FIELD_LIST]).query, { store, online: () => true })(FIELDS, callOf('listFields', 'user-a'), {});
    const { query, calls } = network([FIELD_LIST]);
    expect(await keptReads(query, { store, online: () => false })(FIELDS, callOf('listFields', 'user-a'), {})).toEqual({ data: FIELD_LIST });
    expect(calls).toHaveLength(0);
    act(() => networkAnswered());
  });

  it('leaves other answers alone: a refused read, a write, a read outside the field app, and nobody signed in', async () => {
    const store = memoryStore();
    const send = (answers: Array<unknown | number>) => keptReads(network(answers).query, { store, online: () => true });
    await send([FIELD_LIST]).call(null, FIELDS, callOf('listFields', 'user-a'), {});
    expect((await send([403])(FIELDS, callOf('listFields', 'user-a'), {})).error).toMatchObject({ status: 403 });
    await send([{ id: 'new' }])({ url: '/field/draw/', method: 'POST' }, callOf('drawField', 'user-a'), {});
    await send([{ users: [] }])('/admin/users/', callOf('listUsers', 'user-a'), {});
    await send([FIELD_LIST])(FIELDS, callOf('listFields', null), {});
    expect([...store.reads.values()].map((read) => read.key)).toEqual(['user-a|listFields|/field/?team=team-1']);
    window.localStorage.clear();
  });

  it('forgets the user\'s kept reads when they log out, not another user\'s', async () => {
    const store = memoryStore();
    await keptReads(network([FIELD_LIST]).query, { store, online: () => true })(FIELDS, callOf('listFields', 'user-a'), {});
    await keptReads(network([FIELD_LIST]).query, { store, online: () => true })(FIELDS, callOf('listFields', 'user-b'), {});
    const middleware = forgetReadsAtLogout(store);
    const state = { session: { claims: { userId: 'user-a' } } };
    middleware({ getState: () => state, dispatch: (action: unknown) => action } as never)((action: unknown) => action)(signingOutStarted());
    await Promise.resolve();
    expect([...store.reads.values()].map((read) => read.user)).toEqual(['user-b']);
  });
});
