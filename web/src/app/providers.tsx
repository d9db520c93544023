import { forwardRef, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import useMediaQuery from '@mui/material/useMediaQuery';
import { styled, ThemeProvider } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, type CustomContentProps } from 'notistack';
import { useIntl } from 'react-intl';
import type { WebConfig } from '../../../shared/api/web-config';
import { TIMINGS } from '../../../shared/domain/accounts';
import type { LoadedCatalogue } from '../../../shared/i18n/catalogue';
import { ConfigProvider } from '../lib/config';
import { formatText } from '../lib/i18n/format-text';
import { LanguageProvider } from '../lib/i18n/language-provider';
import type { CataloguePart } from '../lib/i18n/load-catalogue';
import { theme } from '../theme/theme';

/**
 * notistack's own green, blue and orange under white text are below WCAG's 4.5:1 contrast: darker shades of the
 * same colours read at 5:1 or more.
 */
const ReadableToast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579b' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#9a4a00' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
});

/**
 * A toast's text in the language on screen: a catalogue key or messageRef (the kit's own texts, a shared schema's
 * message) is formatted; other text (the API's answers, already in the language asked for) shows as it is.
 */
const TranslatedToast = forwardRef<HTMLDivElement, CustomContentProps>(function TranslatedToast(props, ref) {
  const intl = useIntl();
  const message = typeof props.message === 'string' ? formatText(intl, props.message) : props.message;
  return <ReadableToast ref={ref} {...props} message={message} />;
});
const TOASTS = { success: TranslatedToast, info: TranslatedToast, warning: TranslatedToast, error: TranslatedToast, default: TranslatedToast };

/**
 * Toasts rise from the bottom (left on a computer, full width on a phone), away from the app bar's team switcher
 * and profile menu, which they covered at the top right.
 */
function Toasts({ children }: { children: ReactNode }) {
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={TIMINGS.toast}
      preventDuplicate
      Components={TOASTS}
      anchorOrigin={{ vertical: 'bottom', horizontal: phone ? 'center' : 'left' }}
    >
      {children}
    </SnackbarProvider>
  );
}

/**
 * What every page has, the landing page included: the language, theme, toasts and the boot config (no Amplify, no
 * store). `catalogue` hands the language's texts in at once (tests); otherwise the chosen language's chunk loads,
 * with the catalogue `parts` the first screen is known to need.
 */
export function AppProviders({ config, catalogue, parts, children }: { config: WebConfig; catalogue?: LoadedCatalogue; parts?: readonly CataloguePart[]; children: ReactNode }) {
  return (
    <ConfigProvider config={config}>
      <LanguageProvider initial={catalogue} parts={parts}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <Toasts>{children}</Toasts>
        </ThemeProvider>
      </LanguageProvider>
    </ConfigProvider>
  );
}
