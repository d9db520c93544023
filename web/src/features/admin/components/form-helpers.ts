import type { ZodError } from 'zod';
import { isApiError } from '../../../lib/api';

/** A numeric input's text as the schemas read it: empty is missing, a number is a number, anything else stays text. */
export function numberOrText(text: string): number | string | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : text;
}

export type FieldErrors = Record<string, string>;

export function zodFieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The server's field messages (`{detail, field: [messages]}`), for a form to show under its fields. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error) || !error.data || typeof error.data !== 'object') return {};
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(error.data as Record<string, unknown>)) {
    if (Array.isArray(value) && typeof value[0] === 'string') errors[key] = value[0];
  }
  return errors;
}

export type TriStateText = '' | 'true' | 'false';
export const triStateOf = (value: boolean | null | undefined): TriStateText => (value === true ? 'true' : value === false ? 'false' : '');
export const triStateValue = (text: TriStateText): boolean | null => (text === '' ? null : text === 'true');
