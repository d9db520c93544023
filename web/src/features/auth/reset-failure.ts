import { MESSAGES } from '../../../../shared/domain/accounts';

/** What a failed reset confirm means for the page: a dead link, a refused password, or anything else. */
export type ResetFailure = { kind: 'dead-link' | 'password' | 'other'; message: string };

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : []);

/**
 * Spec 1 §8: the first and second password errors joined with ' & ', a `token` error is the dead-link text, and
 * anything else 'Something went wrong'.
 */
export function resetFailure(error: unknown): ResetFailure {
  const data = typeof error === 'object' && error !== null && 'data' in error ? (error as { data: unknown }).data : null;
  const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  if (texts(body.token).length > 0) return { kind: 'dead-link', message: MESSAGES.resetInvalid };
  const password = texts(body.password);
  if (password.length > 0) return { kind: 'password', message: password.slice(0, 2).join(' & ') };
  return { kind: 'other', message: MESSAGES.somethingWrong };
}
