import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { PRODUCT_NAME, TIMINGS } from '../../../../../shared/domain/accounts';

/** The splash shows on the first landing of a page load only. */
let splashDone = false;

/** Whether the splash still shows: for TIMINGS.splash on the first landing, then never again in this page load. */
export function useSplash(): boolean {
  const [splash, setSplash] = useState(!splashDone);
  useEffect(() => {
    if (!splash) return;
    const timer = window.setTimeout(() => {
      splashDone = true;
      setSplash(false);
    }, TIMINGS.splash);
    return () => window.clearTimeout(timer);
  }, [splash]);
  return splash;
}

export function Splash() {
  const intl = useIntl();
  return (
    <Box
      role="status"
      aria-label={intl.formatMessage({ id: 'landing.splash.loading' })}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'primary.dark',
        color: 'primary.contrastText',
      }}
    >
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h3" component="p" sx={{ mb: 2 }}>
          {PRODUCT_NAME}
        </Typography>
        <CircularProgress color="inherit" aria-hidden />
      </Box>
    </Box>
  );
}
