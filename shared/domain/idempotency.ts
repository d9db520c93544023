/**
 * The Idempotency-Key contract between the API (functions/lib/idempotency.ts) and the web app
 * (web/src/lib/use-submit-key.ts): the answers' texts, and which answers leave a request's outcome unknown.
 */
export const IDEMPOTENCY_MESSAGES = {
  /** 409: the first request with this key has not answered yet; the same request with the same key may follow. */
  inProgress: 'A request with this Idempotency-Key is still being processed. Please try again shortly.',
  /** 422: the key was used for another request. */
  reusedForOther: 'This Idempotency-Key was already used for a different request.',
} as const;

/**
 * Answers that do not prove the request was refused: no answer (0), one the client could not read (-1), a server
 * or gateway failure or timeout. The request may have been carried out, so its retry must send the same key.
 */
export const OUTCOME_UNKNOWN_STATUSES: ReadonlySet<number> = new Set([0, -1, 500, 502, 503, 504]);

/** Whether an answer leaves the request's outcome unknown (the retry keeps its Idempotency-Key). */
export function outcomeUnknown(error: { status: number; message: string }): boolean {
  if (OUTCOME_UNKNOWN_STATUSES.has(error.status)) return true;
  return error.status === 409 && error.message === IDEMPOTENCY_MESSAGES.inProgress;
}
