import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../web/src/app/store';
import { accountApi } from '../../web/src/api/accounts';
import type { ApiError } from '../../web/src/lib/api';
import { retryingReads, type ApiBaseQuery } from '../../web/src/lib/retry-reads';
import { userDetails } from './render';

const UNAVAILABLE = 'The service is busy or briefly unavailable. Please try again shortly.';

const queryApi = () => ({ signal: new AbortController().signal }) as BaseQueryApi;

/** A base query answering each call with the next of `answers` (an error status, or data). */
function answering(answers: Array<number | 'ok'>, retryAfter?: string) {
  const calls: Array<string | FetchArgs> = [];
  const query: ApiBaseQuery = async (args) => {
    calls.push(args);
    const next = answers[Math.min(calls.length - 1, answers.length - 1)];
    const response = new Response(null, { status: next === 'ok' ? 200 : next || 503, headers: retryAfter ? { 'retry-after': retryAfter } : {} });
    const meta = { request: new Request('http://localhost/api/x/'), response };
    if (next === 'ok') return { data: { done: true }, meta };
    const error: ApiError = { status: next ?? 500, message: UNAVAILABLE };
    return { error, meta };
  };
  return { query, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reads repeated through a short outage', () => {
  it('repeats as the caller says once the first attempt failed: once, after its own wait', async () => {
    const { query, calls } = answering([0, 0, 0, 0]);
    const told: number[] = [];
    let asked = 0;
    const repeats = { repeatDelaysMs: async () => (asked++, [0]) };
    const result = await retryingReads(query, { delaysMs: [0, 0, 0], onRetry: (attempt) => told.push(attempt) })('/field/', queryApi(), repeats);
    expect(result.error).toMatchObject({ status: 0 });
    expect(calls).toHaveLength(2);
    expect(told).toEqual([1]);
    expect(asked).toBe(1);
  });

  it('repeats a GET answered 503 or 504 with Retry-After, or not at all, says so each time, and returns the answer that came', async () => {
    const { query, calls } = answering([503, 0, 504, 'ok'], '0');
    const told: number[] = [];
    const result = await retryingReads(query, { delaysMs: [0, 0, 0], onRetry: (attempt) => told.push(attempt) })({ url: '/field/' }, queryApi(), {});
    expect(result.data).toEqual({ done: true });
    expect(calls).toHaveLength(4);
    expect(told).toEqual([1, 2, 3]);
  });

  it('gives up after three repeats with the server message', async () => {
    const { query, calls } = answering([503], '0');
    const result = await retryingReads(query, { delaysMs: [0, 0, 0], onRetry: () => undefined })('/field/', queryApi(), {});
    expect(calls).toHaveLength(4);
    expect(result.error).toEqual({ status: 503, message: UNAVAILABLE });
  });

  it('never repeats a write, a client error or a bug', async () => {
    for (const [args, status] of [
      [{ url: '/field/draw/', method: 'POST' }, 503],
      [{ url: '/field/', method: 'GET' }, 400],
      [{ url: '/field/', method: 'GET' }, 500],
    ] as const) {
      const { query, calls } = answering([status, 'ok'], '0');
      const onRetry = vi.fn();
      const result = await retryingReads(query, { delaysMs: [0, 0, 0], onRetry })(args, queryApi(), {});
      expect(calls).toHaveLength(1);
      expect(onRetry).not.toHaveBeenCalled();
      expect(result.error?.status).toBe(status);
    }
  });

  it('does not repeat a 503 the server did not ask to repeat (no Retry-After)', async () => {
    const { query, calls } = answering([503, 'ok']);
    const result = await retryingReads(query, { delaysMs: [0, 0, 0], onRetry: () => undefined })('/field/', queryApi(), {});
    expect(calls).toHaveLength(1);
    expect(result.error?.status).toBe(503);
  });

  it('does not wait out a Retry-After longer than a user would', async () => {
    const { query, calls } = answering([503, 'ok'], '120');
    const result = await retryingReads(query, { delaysMs: [0, 0, 0], onRetry: () => undefined })('/field/', queryApi(), {});
    expect(calls).toHaveLength(1);
    expect(result.error?.status).toBe(503);
  });

  it("is the app's API client: a profile read answered 503 once arrives after one repeat", async () => {
    const profile = userDetails();
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        return calls === 1
          ? Response.json({ detail: UNAVAILABLE }, { status: 503, headers: { 'retry-after': '0' } })
          : Response.json(profile);
      }),
    );
    const store = makeStore();
    const result = await store.dispatch(accountApi.endpoints.getProfile.initiate(profile.id));
    expect(calls).toBe(2);
    expect(result.data).toEqual(profile);
  });
});
