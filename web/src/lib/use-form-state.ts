import { useState } from 'react';

export type FormErrors<F> = Partial<Record<keyof F, string>>;

/** A form's values and its messages per field, with the validate-then-send and reset steps every dialog repeats. */
export function useFormState<F extends object>(initial: F) {
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  /** Shows the messages `check` finds; true when there are none and the form may be sent. */
  const validate = (check: (values: F) => FormErrors<F>): boolean => {
    const found = check(form);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const reset = () => {
    setForm(initial);
    setErrors({});
  };
  return { form, setForm, errors, setErrors, validate, reset };
}
