import { MESSAGES } from '../../../../shared/domain/accounts';
import { apiErrorMessage, isApiError } from '../../lib/api';

/** Field name -> first message of a 400 body (`{detail, field: [messages]}`). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return found;
  for (const [key, value] of Object.entries(error.data)) {
    if (key !== 'detail' && Array.isArray(value) && typeof value[0] === 'string') found[key] = value[0];
  }
  return found;
}

/** Spec 1 §8 'the first server error message': the first field message, else `detail`, else the fallback. */
export function firstServerError(error: unknown, fallback: string = MESSAGES.unexpected): string {
  return Object.values(serverFieldErrors(error))[0] ?? apiErrorMessage(error, fallback);
}
