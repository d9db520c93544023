import { useCallback, useRef } from 'react';
import { outcomeUnknown } from '../../../shared/domain/idempotency';
import { isApiError } from './api';

/**
 * One Idempotency-Key per submit of a form: a double click, or the same submit again after an answer that does
 * not say whether it was carried out (offline, a timeout, a 5xx or gateway 504, a 409 "still being processed"),
 * sends the same key, so the server makes one object and answers it again. A submit the server answered
 * (created, or refused so the user changes the form) ends the key: the next submit is a new one.
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
      if (!isApiError(error) || !outcomeUnknown(error)) key.current = null;
      throw error;
    }
  }, []);
}
