import { useCallback, useRef } from 'react';
import { isApiError } from './api';

/**
 * One Idempotency-Key per submit of a form: a double click, or the same submit again after the answer was lost
 * (offline, a timeout), sends the same key, so the server makes one object and answers the first answer again.
 * A submit the server answered (created, or refused so the user changes the form) ends the key: the next submit
 * is a new one.
 */
export function useSubmitKey(): <T>(submit: (idempotencyKey: string) => Promise<T>) => Promise<T> {
  const key = useRef<string | null>(null);
  return useCallback(async <T>(submit: (idempotencyKey: string) => Promise<T>) => {
    key.current ??= crypto.randomUUID();
    try {
      const answer = await submit(key.current);
      key.current = null;
      return answer;
    } catch (error) {
      // No answer (status 0): whether it was made is unknown, so a retry keeps the key.
      if (!isApiError(error) || error.status !== 0) key.current = null;
      throw error;
    }
  }, []);
}
