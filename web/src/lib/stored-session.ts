/**
 * Whether Amplify holds a signed-in user, read from its localStorage keys without importing Amplify: the landing
 * page uses this to choose Sign In or Dashboard while keeping Amplify out of its bundle.
 * Amplify v6 writes `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` on sign-in and removes it on sign-out.
 */
export function lastAuthUserKey(clientId: string): string {
  return `CognitoIdentityServiceProvider.${clientId}.LastAuthUser`;
}

export function hasStoredSession(clientId: string): boolean {
  try {
    return Boolean(window.localStorage.getItem(lastAuthUserKey(clientId)));
  } catch {
    return false;
  }
}
