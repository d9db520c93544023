import { useCallback, useRef } from 'react';
import { hasReason, IDEMPOTENCY_REASONS, outcomeUnknown } from '../../../shared/domain/idempotency';
import { isApiError } from './api';

type Submit<T> = (idempotencyKey: string) => Promise<T>;

const usedForAnother = (error: unknown) => isApiError(error) && error.status === 422 && hasReason(error.data, IDEMPOTENCY_REASONS.reusedForOther);

/** One submit under the current key (a new one when there is none), which it keeps only for an unknown outcome. */
async function send<T>(key: { current: string | null }, submit: Submit<T>): Promise<T> {
  key.current ??= crypto.randomUUID();
  try {
    const answer = await submit(key.current);
    key.current = null;
    return answer;
  } catch (error) {
    if (!isApiError(error) || !outcomeUnknown(error)) key.current = null;
    throw error;
  }
}

/**
 * One Idempotency-Key per submit of a form: a double click, or the same submit again after an answer that does
 * not say whether it was carried out (offline, a timeout, a 5xx or gateway 504, a 409 "still being processed"),
 * sends the same key, so the server makes one object and answers it again. A submit the server answered
 * (created, or refused so the user changes the form) ends the key: the next submit is a new one. A kept key that
 * the server says belongs to another request (the user changed the form after the unknown outcome) is replaced
 * and the submit sent once more, as the new request it is.
 */
export function useSubmitKey(): <T>(submit: Submit<T>) => Promise<T> {
  const key = useRef<string | null>(null);
  return useCallback(async <T>(submit: Submit<T>) => {
    const kept = key.current !== null;
    try {
      return await send(key, submit);
    } catch (error) {
      if (kept && usedForAnother(error)) return send(key, submit);
      throw error;
    }
  }, []);
}
