import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '../../../shared/i18n/languages';
import { useLanguage } from '../lib/i18n/language-context';

/**
 * The language picker of the landing and sign-in pages and My Account: each language named in itself. The choice is
 * remembered in the browser before sign-in; My Account also keeps it as the user's setting (`onChange`).
 */
export function LanguageSwitch({ onChange, fullWidth = false }: { onChange?: (language: string) => void; fullWidth?: boolean }) {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  return (
    <TextField
      select
      size="small"
      fullWidth={fullWidth}
      label={intl.formatMessage({ id: 'app.language' })}
      value={language}
      onChange={(event) => {
        if (!isLanguage(event.target.value)) return;
        setLanguage(event.target.value);
        onChange?.(event.target.value);
      }}
      sx={fullWidth ? undefined : { minWidth: 150 }}
    >
      {LANGUAGES.map((code) => (
        <MenuItem key={code} value={code} lang={code}>
          {LANGUAGE_NAMES[code]}
        </MenuItem>
      ))}
    </TextField>
  );
}
