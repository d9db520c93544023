/**
 * The signed-in user's ID token as Amplify keeps it in localStorage (`CognitoIdentityServiceProvider.<client>.
 * <user>.idToken`), read without Amplify: without signal an expired token cannot be refreshed, yet the phone's user
 * is still the one who signed in, so the app keeps them signed in on their kept data until the signal returns
 * (the API checks a fresh token then). Answers the token's claims, or null when nobody signed in here.
 */
export function storedIdTokenClaims(storage: Storage = window.localStorage): Record<string, unknown> | null {
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const name = storage.key(index);
      const match = name ? /^(CognitoIdentityServiceProvider\.[^.]+)\.LastAuthUser$/.exec(name) : null;
      const user = name ? storage.getItem(name) : null;
      if (!match || !user) continue;
      const token = storage.getItem(`${match[1]}.${user}.idToken`);
      const payload = token?.split('.')[1];
      if (!payload) continue;
      const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
      const bytes = Uint8Array.from(json, (char) => char.charCodeAt(0));
      const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
      if (typeof claims === 'object' && claims !== null) return claims as Record<string, unknown>;
    }
  } catch {
    // Storage refused (private mode) or a damaged token: nobody is known.
  }
  return null;
}

/** Whether a failure came from having no network (the browser says offline, or fetch itself failed). */
export function isNoNetwork(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  const name = error instanceof Error ? error.name : '';
  return name === 'NetworkError' || (error instanceof TypeError && /fetch|network/i.test(error.message));
}
