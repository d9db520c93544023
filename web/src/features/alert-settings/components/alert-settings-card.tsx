import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { useFetchAlertSettingsQuery } from '../../../api/alerts';
import { LoadError } from '../../../components/load-error';
import { apiErrorMessage } from '../../../lib/api';
import { AlertSettingsTexts } from './alert-settings-texts';
import { useText } from '../../../lib/i18n/use-text';
import { AlertPreferencesForm } from './alert-preferences-form';
import { PhoneSection } from './phone-section';
import { ALERT_SETTINGS_ANCHOR } from '../../../../../shared/domain/alerts';

/** My Account's "Alerts" card: the phone that receives them, then how and which alerts reach the user. */
function AlertSettingsCardBody() {
  const { t } = useText();
  const settings = useFetchAlertSettingsQuery();
  const { hash } = useLocation();
  const loaded = Boolean(settings.data);

  // Opened by its anchor: the card loads after the page, so the browser's own jump finds nothing yet.
  useEffect(() => {
    if (loaded && hash === `#${ALERT_SETTINGS_ANCHOR}`) document.getElementById(ALERT_SETTINGS_ANCHOR)?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash]);

  return (
    <Card component="section" id={ALERT_SETTINGS_ANCHOR} aria-labelledby="alert-settings-title" sx={{ gridColumn: { lg: '1 / -1' }, scrollMarginTop: 72 }}>
      <CardHeader
        title={t('alert-settings.title')}
        subheader={t('alert-settings.intro')}
        slotProps={{ title: { id: 'alert-settings-title', component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        {settings.isError && !settings.data && (
          <LoadError message={`${t('alert-settings.loadFailed')} ${apiErrorMessage(settings.error, '')}`.trim()} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
        )}
        {!settings.data && !settings.isError && (
          <Box aria-busy="true">
            <Skeleton height={40} />
            <Skeleton height={40} />
            <Skeleton height={40} />
          </Box>
        )}
        {settings.data && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
            <Box component="section" aria-labelledby="alert-phone-title">
              <Typography id="alert-phone-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                {t('alert-settings.phoneTitle')}
              </Typography>
              <PhoneSection settings={settings.data} />
            </Box>
            <Divider />
            <AlertPreferencesForm settings={settings.data} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

export function AlertSettingsCard() {
  return (
    <AlertSettingsTexts>
      <AlertSettingsCardBody />
    </AlertSettingsTexts>
  );
}
