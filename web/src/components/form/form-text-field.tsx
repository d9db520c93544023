import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { formatText } from '../../lib/i18n/format-text';
import { KEEP_SPACE } from './required-field';
import { useIntl } from 'react-intl';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

type FormTextFieldProps<Values extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<Values>;
  name: Path<Values>;
  /** Keeps the helper line's space when there is no message, so the form does not jump. */
  keepSpace?: boolean;
};

/** A MUI text input bound to a form field, its message (from the schema or the server) as the helper text. */
export function FormTextField<Values extends FieldValues>({ control, name, keepSpace, helperText, ...props }: FormTextFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const intl = useIntl();
  // A schema's key or messageRef in the language on screen; the server's messages arrive already in it.
  const message = fieldState.error?.message ? formatText(intl, fieldState.error.message) : undefined;
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? helperText ?? (keepSpace ? KEEP_SPACE : undefined)}
    />
  );
}

/** A required input of the kit: its message under it with the space kept, marked aria-required (no asterisk). */
export function FormRequiredField<Values extends FieldValues>(props: FormTextFieldProps<Values>) {
  return <FormTextField {...props} keepSpace slotProps={{ htmlInput: { 'aria-required': true } }} />;
}
