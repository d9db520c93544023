import type { ZodError } from 'zod';

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

export type TriStateText = '' | 'true' | 'false';
export const triStateOf = (value: boolean | null | undefined): TriStateText => (value === true ? 'true' : value === false ? 'false' : '');
export const triStateValue = (text: TriStateText): boolean | null => (text === '' ? null : text === 'true');
