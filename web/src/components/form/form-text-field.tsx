import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { formatText } from '../../lib/i18n/format-text';

type FormTextFieldProps<Values extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<Values>;
  name: Path<Values>;
  /** Keeps the helper line's space when there is no message, so the form does not jump. */
  keepSpace?: boolean;
};

/** The empty helper line that keeps its space. */
const KEPT_SPACE = ' ';

/** A MUI text input bound to a form field, its message (from the schema or the server) as the helper text. */
export function FormTextField<Values extends FieldValues>({ control, name, keepSpace, helperText, ...props }: FormTextFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const intl = useIntl();
  // A schema's message is a catalogue key or messageRef: said in the language on screen.
  const message = fieldState.error?.message === undefined ? undefined : formatText(intl, fieldState.error.message);
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? helperText ?? (keepSpace ? KEPT_SPACE : undefined)}
    />
  );
}

/** A required input of the kit: its message under it with the space kept, marked aria-required (no asterisk). */
export function FormRequiredField<Values extends FieldValues>(props: FormTextFieldProps<Values>) {
  return <FormTextField {...props} keepSpace slotProps={{ htmlInput: { 'aria-required': true } }} />;
}
