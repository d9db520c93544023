import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/domain/accounts';
import { apiErrorMessage, toApiError } from '../../web/src/lib/api';

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
