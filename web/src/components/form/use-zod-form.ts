import { useIntl } from 'react-intl';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { readApiError } from '../../lib/api-errors';
import { zodResolverOf } from './zod-resolver';

export interface ZodFormOptions<Values extends FieldValues> {
  /** The inputs' values before anything is typed. */
  defaultValues: DefaultValues<Values>;
  /** The inputs' texts as the schema reads them (numbers, the selected field...); the values as they are by default. */
  prepare?: (values: Values) => unknown;
}

/** A form checked at submit by a shared zod schema; messages sit under their inputs and follow each edit after. */
export function useZodForm<Values extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output>,
  { defaultValues, prepare }: ZodFormOptions<Values>,
): UseFormReturn<Values, unknown, Output> {
  const intl = useIntl();
  return useForm<Values, unknown, Output>({
    defaultValues,
    resolver: zodResolverOf<Values, Output>(schema, prepare, intl),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/**
 * Shows a failed call on the form: each server field message under its input (when the form has one) and answers
 * the first message, for the toast.
 */
export function showApiError<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError' | 'getValues'>,
  error: unknown,
  fallback?: string,
): string {
  const { fields, first } = readApiError(error, fallback);
  const names = Object.keys(form.getValues());
  for (const [name, message] of Object.entries(fields)) {
    if (names.includes(name)) form.setError(name as Path<Values>, { type: 'server', message });
  }
  return first;
}
