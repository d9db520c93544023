import type * as z from 'zod';

/** Field name -> first message, from a failed zod parse: what the forms show under each input. */
export function fieldErrors<T extends string>(error: z.ZodError): Partial<Record<T, string>> {
  const result: Partial<Record<T, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in result)) result[key as T] = issue.message;
  }
  return result;
}
