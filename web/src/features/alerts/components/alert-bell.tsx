import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useText } from '../../../lib/i18n/use-text';
import { useAlertBell } from '../hooks/use-alert-bell';
import { useOpenAlert } from '../hooks/use-open-alert';
import { SEVERITY_COLOURS } from '../severity';
import { ALERT_TEXTS, ALERTS_PATH, severityLabel } from '../texts';
import { timeAgo } from '../time-ago';

/**
 * The top bar's bell: the unread count on it, and a menu of the 5 newest alerts (title, field, how long ago, the
 * severity's colour) with a way to all of them. Choosing one marks it read and goes where it leads.
 */
export function AlertBell() {
  const { t, intl } = useText();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const bell = useAlertBell();
  const { open } = useOpenAlert();
  const unread = bell.data?.unread ?? 0;
  const alerts = bell.data?.results ?? [];
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t(ALERT_TEXTS.bellLabel, { count: unread })}
        aria-controls={anchor ? 'alert-bell-menu' : undefined}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ mr: { xs: 0, sm: 1 } }}
      >
        {/* No badge at all when nothing is unread (an invisible "0" is still text the button's name must hold), and the
            number in full, as the name says it. */}
        <Badge badgeContent={unread > 0 ? unread : null} color="error" max={999}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu
        id="alert-bell-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-label': t(ALERT_TEXTS.bellMenu) }, paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        {bell.isError && !bell.data && (
          <MenuItem disabled>
            <Typography variant="body2">{t(ALERT_TEXTS.failed)}</Typography>
          </MenuItem>
        )}
        {bell.data && alerts.length === 0 && (
          <MenuItem disabled>
            <Typography variant="body2">{t(ALERT_TEXTS.bellNone)}</Typography>
          </MenuItem>
        )}
        {alerts.map((alert) => (
          <MenuItem
            key={alert.id}
            onClick={() => {
              close();
              open(alert);
            }}
            sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25, whiteSpace: 'normal', borderLeft: 4, borderColor: SEVERITY_COLOURS[alert.severity].stripe }}
          >
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: alert.read ? 400 : 700 }}>
                {alert.title}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {[t(severityLabel(alert.severity)), alert.field?.name, timeAgo(intl, alert.created_at)].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
            {!alert.read && (
              <Box component="span" role="img" aria-label={t(ALERT_TEXTS.unread)} sx={{ width: 10, height: 10, mt: 0.75, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }} />
            )}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem component={RouterLink} to={ALERTS_PATH} onClick={close} sx={{ justifyContent: 'center', minHeight: 48, fontWeight: 600 }}>
          {t(ALERT_TEXTS.seeAll)}
        </MenuItem>
      </Menu>
    </>
  );
}
