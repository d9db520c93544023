import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/domain/accounts';
import { apiErrorMessage, request, toApiError, TOO_LARGE_MESSAGE } from '../../web/src/lib/api';
import { useSubmitKey } from '../../web/src/lib/use-submit-key';
import { IDEMPOTENCY_REASONS } from '../../shared/domain/idempotency';
import { en } from './support/intl';

describe('API error mapping (spec 1 §8)', () => {
  it('uses data.detail when the server sends one', () => {
    expect(toApiError({ status: 403, data: { detail: 'Not allowed' } })).toMatchObject({ status: 403, message: 'Not allowed' });
  });

  it('falls back to the status text', () => {
    const response = new Response(null, { status: 502, statusText: 'Bad Gateway' });
    expect(toApiError({ status: 502, data: {} }, response).message).toBe('Bad Gateway');
  });

  it('says offline when no response arrived', () => {
    expect(toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }).message).toBe(MESSAGES.offline);
    expect(toApiError({ status: 'TIMEOUT_ERROR', error: 'timeout' }).message).toBe(MESSAGES.offline);
  });

  it('gives a fallback for values that are not API errors', () => {
    expect(apiErrorMessage(new Error('x'))).toBe(MESSAGES.unexpected);
    expect(apiErrorMessage({ status: 400, message: 'Bad' })).toBe('Bad');
  });
});

describe('a request over the size limit (413)', () => {
  it("shows the API's own detail when it sends one", () => {
    const detail = 'The request is too large: at most 10 MB can be sent at once.';
    expect(toApiError({ status: 413, data: { detail, message: detail } })).toMatchObject({ status: 413, message: detail });
  });

  it("says the request is too large, not offline, for API Gateway's bare answer or a non-JSON one", () => {
    expect(toApiError({ status: 413, data: { message: 'Request Entity Too Large' } })).toMatchObject({ status: 413, message: TOO_LARGE_MESSAGE });
    expect(toApiError({ status: 'PARSING_ERROR', originalStatus: 413, data: '<html>413</html>', error: 'SyntaxError' })).toMatchObject({
      status: 413,
      message: TOO_LARGE_MESSAGE,
    });
    expect(TOO_LARGE_MESSAGE).not.toBe(MESSAGES.offline);
    // A catalogue key: the toast shows it in the language on screen.
    expect(en(TOO_LARGE_MESSAGE)).toBe('This request is too large to send. Send less at once (a smaller file or fewer vertices).');
  });
});

describe('one Idempotency-Key per submit', () => {
  it('sends the key as the Idempotency-Key header, not in the body', () => {
    const args = request('drawField', { body: { name: 'A', coordinates: [] } as never, idempotencyKey: 'k-1' });
    expect(args.headers).toEqual({ 'Idempotency-Key': 'k-1' });
    expect(JSON.stringify(args.body)).not.toContain('k-1');
    expect(request('drawField', { body: { name: 'A' } as never }).headers).toBeUndefined();
  });

  it('keeps the key for a retry after no answer, and starts a new one after an answer', async () => {
    const { result } = renderHook(() => useSubmitKey());
    const keys: string[] = [];
    const offline = { status: 0, message: MESSAGES.offline };
    await act(async () => {
      await result.current((key) => (keys.push(key), Promise.reject(offline))).catch(() => undefined);
      await result.current((key) => (keys.push(key), Promise.resolve('created')));
      await result.current((key) => (keys.push(key), Promise.reject({ status: 400, message: 'Bad' }))).catch(() => undefined);
      await result.current((key) => (keys.push(key), Promise.resolve('created')));
    });
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[2]);
    expect(new Set(keys).size).toBe(3);
  });

  it('keeps the key after every answer that leaves the outcome unknown (5xx, gateway timeout, still processing)', async () => {
    const unknown = [
      { status: 0, message: MESSAGES.offline },
      { status: 500, message: 'Internal Server Error' },
      { status: 502, message: 'Bad Gateway' },
      { status: 503, message: 'Service Unavailable' },
      { status: 504, message: 'Endpoint request timed out' },
      // Told apart by its reason, in whichever language its text is.
      { status: 409, message: 'Ana ci gaba da aiki da buƙata mai wannan Idempotency-Key.', data: { reason: [IDEMPOTENCY_REASONS.inProgress] } },
    ];
    const { result } = renderHook(() => useSubmitKey());
    const keys: string[] = [];
    await act(async () => {
      for (const answer of unknown) await result.current((key) => (keys.push(key), Promise.reject(answer))).catch(() => undefined);
      await result.current((key) => (keys.push(key), Promise.resolve('created')));
      await result.current((key) => (keys.push(key), Promise.resolve('created')));
    });
    // Six unknown outcomes and the retry that created: one key; the next submit: another.
    expect(new Set(keys.slice(0, 7)).size).toBe(1);
    expect(keys[7]).not.toBe(keys[0]);
  });

  it('ends the key after an answer that refused the request (4xx, another 409)', async () => {
    const refusals = [
      { status: 400, message: 'Bad' },
      { status: 403, message: 'Forbidden' },
      { status: 409, message: 'This user is already a member of the team.' },
      { status: 422, message: 'Unprocessable' },
    ];
    const { result } = renderHook(() => useSubmitKey());
    const keys: string[] = [];
    await act(async () => {
      for (const answer of refusals) await result.current((key) => (keys.push(key), Promise.reject(answer))).catch(() => undefined);
    });
    expect(new Set(keys).size).toBe(refusals.length);
  });

  it('sends a changed form under a new key when the kept key belongs to the request before (422), once', async () => {
    const reused = { status: 422, message: 'any language', data: { reason: [IDEMPOTENCY_REASONS.reusedForOther] } };
    const { result } = renderHook(() => useSubmitKey());
    const keys: string[] = [];
    let outcome: unknown;
    await act(async () => {
      await result.current((key) => (keys.push(key), Promise.reject({ status: 504, message: 'Endpoint request timed out' }))).catch(() => undefined);
      outcome = await result.current((key) => (keys.push(key), keys.length === 2 ? Promise.reject(reused) : Promise.resolve('created')));
    });
    expect(outcome).toBe('created');
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    // A fresh key refused the same way is not sent a third time.
    const tries: string[] = [];
    await act(async () => {
      await expect(result.current((key) => (tries.push(key), Promise.reject(reused)))).rejects.toEqual(reused);
    });
    expect(tries).toHaveLength(1);
  });
});
