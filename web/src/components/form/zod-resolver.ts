import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { IntlShape } from 'react-intl';
import type * as z from 'zod';
import { issueText } from './issue-text';

/**
 * A react-hook-form resolver that checks a form's values with a shared zod schema (the route's own, so the form and
 * the handler speak the same messages); `prepare` turns the inputs' texts into the body the schema reads.
 * Each input shows the first message of its issues, in the language on screen when `intl` is given (else as the
 * schema's key or messageRef, which the kit's inputs format).
 */
export function zodResolverOf<Values extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output>,
  prepare: (values: Values) => unknown = (values) => values,
  intl?: IntlShape,
): Resolver<Values> {
  return async (values) => {
    const result = await schema.safeParseAsync(prepare(values));
    // The handler of handleSubmit gets the schema's output (useForm's transformed values), not the raw inputs.
    if (result.success) return { values: result.data as unknown as Values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.length > 0 ? String(issue.path[0]) : 'root';
      errors[name] ??= { type: issue.code, message: intl ? issueText(intl, issue) : issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
