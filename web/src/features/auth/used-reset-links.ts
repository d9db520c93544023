/**
 * Reset links already used in this browser. Cognito has no call that checks a reset code without spending it,
 * so the page can tell a used link on open only when it was used here (the usual case: the mail opened again);
 * any other stale code is caught on submit. The codes are spent, so keeping them reveals nothing.
 */
const KEY = 'fieldwatch.used-reset-links';
const KEEP = 20;

function read(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function isUsedResetLink(token: string): boolean {
  return read().includes(token);
}

export function rememberUsedResetLink(token: string): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify([token, ...read().filter((item) => item !== token)].slice(0, KEEP)));
  } catch {
    // Storage may be off (private mode); the submit still catches a used code.
  }
}
