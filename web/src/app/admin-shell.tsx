import { Suspense, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
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
import { FullPageLoader } from '../components/full-page-loader';
import { useUserDetails } from '../lib/use-user-details';
import { LOGOUT_TEXTS, useLogout } from '../lib/use-logout';
import { DRAWER_WIDTH } from '../theme/theme';

/** The admin side menu of spec 3 §2. */
export const ADMIN_LINKS = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: DashboardIcon },
  { label: 'Configurations', to: '/admin/configuration', icon: SettingsIcon },
  { label: 'Users', to: '/admin/manage-users', icon: PersonIcon },
  { label: 'Team Mgt', to: '/admin/all-teams', icon: GroupsIcon },
  { label: 'Subscriptions', to: '/admin/account-subscription', icon: SubscriptionsIcon },
  { label: 'Payments', to: '/admin/all-payments', icon: PaymentsIcon },
  { label: 'Tracking', to: '/admin/tracking', icon: TrackChangesIcon },
  { label: 'Audit Trail', to: '/admin/audit', icon: HistoryIcon },
] as const;

export default function AdminShell() {
  const location = useLocation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const { userDetails, claims } = useUserDetails();
  const logout = useLogout();

  const firstName = userDetails?.first_name ?? claims?.firstName ?? '';
  const lastName = userDetails?.last_name ?? claims?.lastName ?? '';
  const name = [firstName, lastName].filter(Boolean).join(' ') || claims?.email || '';

  const menu = (
    <>
      <Toolbar />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 2 }} aria-label="Signed in administrator">
        <Avatar sx={{ bgcolor: 'primary.main' }}>{(firstName || name).charAt(0).toUpperCase()}</Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Admin
          </Typography>
        </Box>
      </Box>
      <Divider />
      <List component="nav" aria-label="Admin menu">
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
            <ListItemText primary={label} />
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
          <ListItemText primary="Logout" />
        </ListItemButton>
      </List>
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" color="default" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar>
          {!wide && (
            <IconButton edge="start" aria-label="Open admin menu" aria-expanded={mobileOpen} onClick={() => setMobileOpen(true)} sx={{ mr: 2 }}>
              <MenuIcon />
            </IconButton>
          )}
          <Typography variant="h6" component="p">
            Admin Dashboard
          </Typography>
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
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
