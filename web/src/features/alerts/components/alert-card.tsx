import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AlertItem } from '../../../../../shared/api/schemas/alerts';
import { useText } from '../../../lib/i18n/use-text';
import { alertTarget, useOpenAlert } from '../hooks/use-open-alert';
import { SEVERITY_COLOURS } from '../severity';
import { ALERT_TEXTS, kindLabel } from '../texts';
import { timeAgo } from '../time-ago';
import { AlertDeliveries } from './alert-deliveries';
import { AlertEvidence } from './alert-evidence';
import { SeverityChip } from './severity-chip';

/**
 * One alert on the alerts page: severity and kind, when, the title and message, the field it is about (a link to
 * its chart), the evidence and what became of it on each channel, and read/unread.
 */
export function AlertCard({ alert }: { alert: AlertItem }) {
  const { t, intl } = useText();
  const { markRead } = useOpenAlert();
  const target = alertTarget(alert);
  const headingId = `alert-${alert.id}-title`;
  const openTarget = () => {
    if (!alert.read) void markRead({ id: alert.id, read: true });
  };
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ borderLeft: 6, borderLeftColor: SEVERITY_COLOURS[alert.severity].stripe, bgcolor: alert.read ? 'background.paper' : '#f1f8e9' }}>
      <CardContent sx={{ display: 'grid', gap: 1.25 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <SeverityChip severity={alert.severity} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t(kindLabel(alert.kind))}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="time" dateTime={alert.created_at} title={intl.formatDate(alert.created_at, { dateStyle: 'medium', timeStyle: 'short' })}>
            {timeAgo(intl, alert.created_at)}
          </Typography>
          {!alert.read && (
            <Typography variant="body2" sx={{ fontWeight: 700, color: 'primary.dark' }}>
              {t(ALERT_TEXTS.unread)}
            </Typography>
          )}
        </Box>
        <Typography id={headingId} variant="h6" component="h3" sx={{ fontSize: '1.05rem', fontWeight: alert.read ? 600 : 700, overflowWrap: 'anywhere' }}>
          {alert.title}
        </Typography>
        <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
          {alert.text}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
          {alert.field && target && (
            <Link component={RouterLink} to={target} onClick={openTarget} sx={{ fontWeight: 600, py: 1, display: 'inline-block' }}>
              {alert.field.name}
            </Link>
          )}
          {alert.field && !target && <Typography variant="body2">{alert.field.name}</Typography>}
          <Typography variant="body2" color="text.secondary">
            {t(ALERT_TEXTS.team, { team: alert.team_name })}
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
          <AlertEvidence alert={alert} />
          <AlertDeliveries alert={alert} />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" aria-describedby={headingId} sx={{ minHeight: 44 }} onClick={() => void markRead({ id: alert.id, read: !alert.read })}>
            {t(alert.read ? ALERT_TEXTS.markUnread : ALERT_TEXTS.markRead)}
          </Button>
          {target && !alert.field && (
            <Button component={RouterLink} to={target} onClick={openTarget} variant="contained" sx={{ minHeight: 44 }}>
              {t(ALERT_TEXTS.open)}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
