import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useText } from '../../../lib/i18n/use-text';
import { ALERT_SETTINGS_PATH } from '../../../../../shared/domain/alerts';
import { ALERT_TEXTS, WATCHED_TEXTS } from '../texts';

/** No alert yet: what FieldWatch watches for, and where to choose how alerts arrive. */
export function AlertsEmpty() {
  const { t } = useText();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2">
        {t(ALERT_TEXTS.emptyTitle)}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t(ALERT_TEXTS.emptyText)}</Typography>
      <Box component="ul" sx={{ my: 1.5, pl: 3 }}>
        {WATCHED_TEXTS.map((id) => (
          <Typography key={id} component="li" sx={{ mb: 0.5 }}>
            {t(id)}
          </Typography>
        ))}
      </Box>
      <Button component={RouterLink} to={ALERT_SETTINGS_PATH} variant="contained" sx={{ minHeight: 44 }}>
        {t(ALERT_TEXTS.emptySettings)}
      </Button>
    </Paper>
  );
}
