import TextField, { type TextFieldProps } from '@mui/material/TextField';

type RequiredFieldProps = Omit<TextFieldProps, 'error' | 'helperText' | 'onChange'> & {
  /** The field's validation message; shown under the input and marks it invalid. */
  error?: string | null;
  onValueChange: (value: string) => void;
};

/** A required form input whose message sits under it, with the space kept so the form does not jump. */
export function RequiredField({ error, onValueChange, ...props }: RequiredFieldProps) {
  return (
    <TextField
      {...props}
      onChange={(event) => onValueChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? ' '}
      slotProps={{ htmlInput: { 'aria-required': true } }}
    />
  );
}
