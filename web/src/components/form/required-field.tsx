import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { formatText } from '../../lib/i18n/format-text';

/** An empty helper line that keeps its height (no text to translate). */
export const KEEP_SPACE = ' ';

type RequiredFieldProps = Omit<TextFieldProps, 'error' | 'helperText' | 'onChange'> & {
  /** The field's validation message (text, or a key/messageRef of a shared schema); shown under the input and marks it invalid. */
  error?: string | null;
  onValueChange: (value: string) => void;
};

/** A required form input whose message sits under it, with the space kept so the form does not jump. */
export function RequiredField({ error, onValueChange, ...props }: RequiredFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      {...props}
      onChange={(event) => onValueChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ? formatText(intl, error) : KEEP_SPACE}
      slotProps={{ htmlInput: { 'aria-required': true } }}
    />
  );
}
