import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { styled, ThemeProvider } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import type { WebConfig } from '../../../shared/api/web-config';
import { TIMINGS } from '../../../shared/domain/accounts';
import { ConfigProvider } from '../lib/config';
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
const TOASTS = { success: ReadableToast, info: ReadableToast, warning: ReadableToast, error: ReadableToast, default: ReadableToast };

/** What every page has, the landing page included: theme, toasts and the boot config (no Amplify, no store). */
export function AppProviders({ config, children }: { config: WebConfig; children: ReactNode }) {
  return (
    <ConfigProvider config={config}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={TIMINGS.toast}
          preventDuplicate
          Components={TOASTS}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </ConfigProvider>
  );
}
