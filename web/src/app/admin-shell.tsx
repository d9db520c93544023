import { useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useCatalogue } from '../lib/i18n/language-context';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import SubscriptionsIcon from '@mui/icons-material/Subscriptions';
import TrackChangesIcon from '@mui/icons-material/TrackChanges';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../shared/i18n/english';
import { FullPageLoader } from '../components/full-page-loader';
import { LazyPart } from '../components/lazy-part';
import { useUserDetails } from '../lib/use-user-details';
import { useUserLanguage } from '../lib/use-user-language';
import { LOGOUT_TEXTS, useLogout } from '../lib/use-logout';
import { DRAWER_WIDTH } from '../theme/theme';
import { TranslationReviewNote } from '../components/translation-review-note';

/** The admin side menu of spec 3 §2. */
export const ADMIN_LINKS = [
  { label: 'app.admin.dashboard', to: '/admin/dashboard', icon: DashboardIcon },
  { label: 'app.admin.configurations', to: '/admin/configuration', icon: SettingsIcon },
  { label: 'app.admin.users', to: '/admin/manage-users', icon: PersonIcon },
  { label: 'app.admin.teams', to: '/admin/all-teams', icon: GroupsIcon },
  { label: 'app.admin.subscriptions', to: '/admin/account-subscription', icon: SubscriptionsIcon },
  { label: 'app.admin.payments', to: '/admin/all-payments', icon: PaymentsIcon },
  { label: 'app.admin.tracking', to: '/admin/tracking', icon: TrackChangesIcon },
  { label: 'app.admin.audit', to: '/admin/audit', icon: HistoryIcon },
] as const satisfies ReadonlyArray<{ label: MessageId; to: string; icon: unknown }>;

export default function AdminShell() {
  const location = useLocation();
  const intl = useIntl();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const { userDetails, claims } = useUserDetails();
  useUserLanguage(userDetails);
  const adminTexts = useCatalogue('admin');
  const logout = useLogout();

  const firstName = userDetails?.first_name ?? claims?.firstName ?? '';
  const lastName = userDetails?.last_name ?? claims?.lastName ?? '';
  const name = [firstName, lastName].filter(Boolean).join(' ') || claims?.email || '';

  const menu = (
    <>
      <Toolbar />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 2 }} aria-label={intl.formatMessage({ id: 'app.admin.signedIn' })}>
        <Avatar sx={{ bgcolor: 'primary.main' }}>{(firstName || name).charAt(0).toUpperCase()}</Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            <FormattedMessage id="app.admin.role" />
          </Typography>
        </Box>
      </Box>
      <Divider />
      <List component="nav" aria-label={intl.formatMessage({ id: 'app.admin.menu' })}>
        {ADMIN_LINKS.map(({ label, to, icon: Icon }) => (
          <ListItemButton
            key={to}
            component={NavLink}
            to={to}
            selected={location.pathname === to || location.pathname.startsWith(`${to}/`)}
            onClick={() => setMobileOpen(false)}
          >
            <ListItemIcon>
              <Icon />
            </ListItemIcon>
            <ListItemText primary={intl.formatMessage({ id: label })} />
          </ListItemButton>
        ))}
        <Divider sx={{ my: 1 }} />
        <ListItemButton
          onClick={() => {
            setMobileOpen(false);
            void logout(LOGOUT_TEXTS.adminLoggedOut);
          }}
        >
          <ListItemIcon>
            <LogoutIcon />
          </ListItemIcon>
          <ListItemText primary={intl.formatMessage({ id: 'app.admin.logout' })} />
        </ListItemButton>
      </List>
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" color="default" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar>
          {!wide && (
            <IconButton edge="start" aria-label={intl.formatMessage({ id: 'app.admin.openMenu' })} aria-expanded={mobileOpen} onClick={() => setMobileOpen(true)} sx={{ mr: 2 }}>
              <MenuIcon />
            </IconButton>
          )}
          <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
            <FormattedMessage id="app.admin.title" />
          </Typography>
          <TranslationReviewNote />
        </Toolbar>
      </AppBar>
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || mobileOpen}
        onClose={() => setMobileOpen(false)}
        sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
      >
        {menu}
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <LazyPart fallback={<FullPageLoader />} place={location.pathname}>
          {adminTexts ? <Outlet /> : <FullPageLoader />}
        </LazyPart>
      </Box>
    </Box>
  );
}
