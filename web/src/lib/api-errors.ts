import { MESSAGES } from '../../../shared/domain/accounts';

/** What a form shows for a failed call: a message per input, and the one message a toast shows. */
export interface FormApiError {
  /** Input name -> its first message, from the API's `{field: [messages]}` body. */
  fields: Record<string, string>;
  /** The first field message, else the body's `detail`, else its `message`, else its first array element. */
  first: string;
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function firstOf(value: unknown): string | null {
  return Array.isArray(value) && nonEmpty(value[0]) ? value[0] : null;
}

/** Input name -> first message of an error body: every key but `detail`/`message` whose value is a list of texts. */
export function fieldMessagesOf(body: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return found;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const message = key === 'detail' || key === 'message' ? null : firstOf(value);
    if (message) found[key] = message;
  }
  return found;
}

/**
 * Spec 3 §8: an error body's text is its `detail`, or its `message` (API Gateway's own answers, e.g. 403 and 429),
 * or the first array element (a bare list, or a field's list on create calls); null when it has none.
 */
export function bodyMessageOf(body: unknown): string | null {
  if (nonEmpty(body)) return null;
  const bare = firstOf(body);
  if (bare) return bare;
  if (typeof body !== 'object' || body === null) return null;
  const { detail, message } = body as { detail?: unknown; message?: unknown };
  if (nonEmpty(detail)) return detail;
  if (firstOf(detail)) return firstOf(detail);
  if (nonEmpty(message)) return message;
  if (firstOf(message)) return firstOf(message);
  return Object.values(fieldMessagesOf(body))[0] ?? null;
}

interface ErrorLike {
  message?: unknown;
  data?: unknown;
}

/**
 * THE reading of a failed call for forms: the API error a hook or `unwrap()` rejected with (see lib/api.ts), its
 * field messages for the inputs, and the first message for the toast (spec 1 §8 'the first server error message').
 */
export function readApiError(error: unknown, fallback: string = MESSAGES.unexpected): FormApiError {
  if (typeof error !== 'object' || error === null || !('status' in error)) return { fields: {}, first: fallback };
  const { message, data } = error as ErrorLike;
  const fields = fieldMessagesOf(data);
  const first = Object.values(fields)[0] ?? (nonEmpty(message) ? message : null) ?? bodyMessageOf(data) ?? fallback;
  return { fields, first };
}
