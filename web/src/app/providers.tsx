import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import type { WebConfig } from '../../../shared/api/web-config';
import { TIMINGS } from '../../../shared/domain/accounts';
import { ConfigProvider } from '../lib/config';
import { theme } from '../theme/theme';

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
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </ConfigProvider>
  );
}
