import { fetchAuthSession } from 'aws-amplify/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../web/src/app/store';
import { loadSession } from '../../../web/src/lib/session-slice';

const CLIENT = 'CognitoIdentityServiceProvider.client-1';

/** An ID token as Amplify keeps it (the signature is not read here). */
function storeIdToken(claims: Record<string, unknown>): void {
  // A JWT's parts are base64url of UTF-8 JSON.
  const part = (value: object) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
  window.localStorage.setItem(`${CLIENT}.LastAuthUser`, 'amina');
  window.localStorage.setItem(`${CLIENT}.amina.idToken`, `${part({ alg: 'RS256' })}.${part(claims)}.signature`);
}

const refreshFails = (error: Error) => vi.mocked(fetchAuthSession).mockRejectedValueOnce(error);

afterEach(() => {
  window.localStorage.clear();
  vi.mocked(fetchAuthSession).mockReset();
  vi.mocked(fetchAuthSession).mockImplementation(async () => ({ tokens: undefined }));
});

describe('signed in without signal', () => {
  it('keeps the user who signed in on this phone signed in when their expired token cannot be refreshed offline', async () => {
    storeIdToken({ sub: 'user-a', email: 'amina@example.ng', given_name: 'Àmínà', family_name: 'Bello', 'cognito:groups': ['farmers'], exp: 1 });
    refreshFails(Object.assign(new Error('Network error'), { name: 'NetworkError' }));
    const store = makeStore();
    await store.dispatch(loadSession());
    expect(store.getState().session).toMatchObject({
      status: 'signedIn',
      claims: { userId: 'user-a', email: 'amina@example.ng', firstName: 'Àmínà', lastName: 'Bello', groups: ['farmers'] },
    });
  });

  it('signs out on any other failure, and when nobody signed in on this phone', async () => {
    storeIdToken({ sub: 'user-a', exp: 1 });
    refreshFails(Object.assign(new Error('Refresh Token has expired'), { name: 'NotAuthorizedException' }));
    const store = makeStore();
    await store.dispatch(loadSession());
    expect(store.getState().session.status).toBe('signedOut');

    window.localStorage.clear();
    refreshFails(Object.assign(new Error('Network error'), { name: 'NetworkError' }));
    await store.dispatch(loadSession());
    expect(store.getState().session.status).toBe('signedOut');
  });
});
