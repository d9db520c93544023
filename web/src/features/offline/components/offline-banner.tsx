import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../../../shared/i18n/english';
import { useOfflineStatus } from '../../../lib/offline/offline-status';

/** Catalogue keys (the field app's main-chunk texts). */
export const OFFLINE_BANNER_TEXTS = {
  showingSince: 'field-app.offline.showingSince',
  offline: 'field-app.offline.offline',
  backOnline: 'field-app.offline.backOnline',
} as const satisfies Record<string, MessageId>;

/** How long "Back online" stays once the signal returns. */
const BACK_ONLINE_MS = 4_000;

/**
 * Without signal: a slim line saying so, and since when the data on screen dates (the oldest kept answer shown,
 * its time and day in the language on screen); when the signal returns, "Back online" for a few seconds. A status
 * region, so a screen reader says it without moving the focus; one line at 390 px in English.
 */
export function OfflineBanner() {
  const intl = useIntl();
  const { offline, keptSince, backAt } = useOfflineStatus();
  const [now, setNow] = useState(() => Date.now());
  const showingBack = !offline && backAt !== null && now - backAt < BACK_ONLINE_MS;
  useEffect(() => {
    if (offline || backAt === null) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.max(0, backAt + BACK_ONLINE_MS - Date.now()));
    setNow(Date.now());
    return () => window.clearTimeout(timer);
  }, [offline, backAt]);

  let text: string | null = null;
  if (offline && keptSince) {
    const since = new Date(keptSince);
    text = intl.formatMessage(
      { id: OFFLINE_BANNER_TEXTS.showingSince },
      {
        time: intl.formatTime(since, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
        day: intl.formatDate(since, { day: 'numeric', month: 'short' }),
      },
    );
  } else if (offline) text = intl.formatMessage({ id: OFFLINE_BANNER_TEXTS.offline });
  else if (showingBack) text = intl.formatMessage({ id: OFFLINE_BANNER_TEXTS.backOnline });

  return (
    <Box role="status" aria-live="polite" data-testid="offline-banner">
      {text && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            mb: 2,
            px: 1.5,
            py: 0.75,
            borderRadius: 1,
            bgcolor: offline ? 'grey.800' : 'success.main',
            color: 'common.white',
          }}
        >
          {offline ? <CloudOffIcon fontSize="small" aria-hidden /> : <CloudDoneIcon fontSize="small" aria-hidden />}
          <Typography variant="body2" sx={{ lineHeight: 1.3 }}>
            {text}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
