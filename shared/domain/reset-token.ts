/**
 * The reset-password link carries `/reset-password/{token}` with token = base64url(email) + '.' + code.
 * Cognito substitutes the code into the message after the trigger runs, so the code stays plain text after
 * the dot while the email is encoded before it.
 */
const CODE_PATTERN = /^\d{6}$/;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The token prefix for an email; the trigger appends '.' and Cognito's code placeholder. */
export function resetTokenPrefix(email: string): string {
  return toBase64Url(email.trim().toLowerCase());
}

export function encodeResetToken(email: string, code: string): string {
  return `${resetTokenPrefix(email)}.${code}`;
}

/** Returns null for anything that is not a well-formed token. */
export function decodeResetToken(token: string): { email: string; code: string } | null {
  const [encodedEmail, code, ...rest] = token.split('.');
  if (!encodedEmail || !code || rest.length > 0 || !CODE_PATTERN.test(code)) return null;
  try {
    const email = fromBase64Url(encodedEmail);
    return /^[^\s@]+@[^\s@]+$/.test(email) ? { email, code } : null;
  } catch {
    return null;
  }
}
