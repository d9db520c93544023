/**
 * The reset-password link carries `/reset-password/{token}` with token = the pool's username + '.' + code. The
 * pool's usernames are opaque ids (the e-mail is a sign-in alias), so the link names the request without naming
 * the person: the e-mail never appears in it. Cognito substitutes the code into the message after the trigger runs,
 * so the code stays plain text after the dot.
 */
const CODE_PATTERN = /^\d{6}$/;
/** The pool's usernames: the UUIDs Cognito makes when the e-mail is a sign-in alias (the user's `sub`). */
const USERNAME_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isResetUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username);
}

/** The token prefix for a username; the trigger appends '.' and Cognito's code placeholder. */
export function resetTokenPrefix(username: string): string {
  return username;
}

export function encodeResetToken(username: string, code: string): string {
  return `${resetTokenPrefix(username)}.${code}`;
}

/** Returns null for anything that is not a well-formed token (an e-mail address included). */
export function decodeResetToken(token: string): { username: string; code: string } | null {
  const [username, code, ...rest] = token.split('.');
  if (!username || !code || rest.length > 0 || !CODE_PATTERN.test(code) || !isResetUsername(username)) return null;
  return { username, code };
}
