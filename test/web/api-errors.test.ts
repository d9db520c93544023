import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/domain/accounts';
import { toApiError } from '../../web/src/lib/api';
import { readApiError } from '../../web/src/lib/api-errors';

/** A failed call as the client sees it: the body mapped by the base query, then read for the form. */
const failed = (status: number, data: unknown, statusText = 'Status Text') =>
  readApiError(toApiError({ status, data }, new Response(null, { status, statusText })), 'Fallback');

describe('reading an API error for a form (spec 1 §8, spec 3 §8)', () => {
  it("puts our API's {field: [messages]} under their inputs and toasts the first field message", () => {
    const read = failed(400, { detail: 'Invalid input', email: ['Enter a valid e-mail.', 'second'], role: ['Role is Required'] });
    expect(read.fields).toEqual({ email: 'Enter a valid e-mail.', role: 'Role is Required' });
    expect(read.first).toBe('Enter a valid e-mail.');
  });

  it('toasts our API\'s {detail} when no field has a message', () => {
    expect(failed(409, { detail: 'A crop with this name already exists.' })).toEqual({ fields: {}, first: 'A crop with this name already exists.' });
  });

  it("reads API Gateway's own {message} bodies (403 forbidden by the WAF or a missing route, 429 throttled)", () => {
    expect(failed(403, { message: 'Forbidden' }, 'Forbidden Status')).toEqual({ fields: {}, first: 'Forbidden' });
    expect(failed(429, { message: 'Too Many Requests' }, 'Status 429')).toEqual({ fields: {}, first: 'Too Many Requests' });
  });

  it('falls back to the first array element of a bare list or of a message list', () => {
    expect(failed(400, ['The plan is in use.', 'other']).first).toBe('The plan is in use.');
    expect(failed(429, { message: ['Slow down', 'other'] }).first).toBe('Slow down');
  });

  it('says offline when no answer arrived, and the fallback for anything that is not an API error', () => {
    expect(readApiError(toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).first).toBe(MESSAGES.offline);
    expect(readApiError(new Error('boom'), 'Fallback')).toEqual({ fields: {}, first: 'Fallback' });
    expect(readApiError(undefined)).toEqual({ fields: {}, first: MESSAGES.unexpected });
  });

  it('keeps the status text for an answer without a readable body', () => {
    expect(failed(502, {}, 'Bad Gateway').first).toBe('Bad Gateway');
  });
});
