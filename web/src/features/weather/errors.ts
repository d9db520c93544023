import { isApiError } from '../../lib/api';

/**
 * The toast for a failed weather call (spec 2 §8): the offline text when nothing answered, the server's own words
 * for a refused request (a 4xx `detail`, e.g. 'Invalid Date'), else the screen's text from the catalogue.
 */
export function weatherErrorMessage(error: unknown, fallback: string, options: { showRefusals?: boolean } = {}): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0) return error.message;
  if ((options.showRefusals ?? true) && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}
