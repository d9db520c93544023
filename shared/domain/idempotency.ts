import type { ApiMessageId } from '../i18n/english';

/**
 * The Idempotency-Key contract between the API (functions/lib/idempotency.ts) and the web app
 * (web/src/lib/use-submit-key.ts): the answers' texts (catalogue keys, answered in the caller's language), the
 * reason each answer carries beside its text (the same in every language, which the web app reads), and which
 * answers leave a request's outcome unknown.
 */
export const IDEMPOTENCY_MESSAGES = {
  /** 409: the first request with this key has not answered yet; the same request with the same key may follow. */
  inProgress: 'common.idempotencyInProgress',
  /** 422: the key was used for another request. */
  reusedForOther: 'common.idempotencyReused',
} as const satisfies Record<string, ApiMessageId>;

/** The answers' `reason` (an error body field, `reason: [code]`), by which a client tells them apart in any language. */
export const IDEMPOTENCY_REASONS = { inProgress: 'idempotency_in_progress', reusedForOther: 'idempotency_reused' } as const;

/** Whether an error body carries this reason. */
export function hasReason(data: unknown, reason: string): boolean {
  if (typeof data !== 'object' || data === null || !('reason' in data)) return false;
  const given = (data as { reason: unknown }).reason;
  return Array.isArray(given) && given.includes(reason);
}

/**
 * Answers that do not prove the request was refused: no answer (0), one the client could not read (-1), a server
 * or gateway failure or timeout. The request may have been carried out, so its retry must send the same key.
 */
export const OUTCOME_UNKNOWN_STATUSES: ReadonlySet<number> = new Set([0, -1, 500, 502, 503, 504]);

/** Whether an answer leaves the request's outcome unknown (the retry keeps its Idempotency-Key). */
export function outcomeUnknown(error: { status: number; data?: unknown }): boolean {
  if (OUTCOME_UNKNOWN_STATUSES.has(error.status)) return true;
  return error.status === 409 && hasReason(error.data, IDEMPOTENCY_REASONS.inProgress);
}
