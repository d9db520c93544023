import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import MenuIcon from '@mui/icons-material/Menu';
import { FormattedMessage, useIntl } from 'react-intl';
import { FullPageLoader } from '../components/full-page-loader';
import { AccountBanners } from '../features/account/components/account-banners';
import { AlertBell } from '../features/alerts/components/alert-bell';
import { useUserDetails } from '../lib/use-user-details';
import { useUserLanguage } from '../lib/use-user-language';
import { TeamSwitcher } from '../features/team/components/team-switcher';
import { DataSaver } from '../features/offline/components/data-saver';
import { OfflineBanner } from '../features/offline/components/offline-banner';
import { SyncStatus } from '../features/offline/components/sync-status';
import { LazyPart } from '../components/lazy-part';
import { NavigationDrawer } from './navigation-drawer';
import { ProfileMenu } from './profile-menu';
import { useNavigationDrawer } from './use-navigation-drawer';

export { menuGroups } from './dashboard-menu';

/** The signed-in member's frame: the app bar (menu button, team switcher, alert bell, profile menu), the side menu, the page. */
export default function DashboardShell() {
  const location = useLocation();
  const intl = useIntl();
  const drawer = useNavigationDrawer();
  const { userDetails, claims } = useUserDetails();
  useUserLanguage(userDetails);
  const firstName = userDetails?.first_name ?? claims?.firstName ?? '';
  const lastName = userDetails?.last_name ?? claims?.lastName ?? '';

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={intl.formatMessage({ id: drawer.open ? 'app.menu.close' : 'app.menu.open' })}
            aria-expanded={drawer.open}
            // A phone's closed menu is not in the page (see NavigationDrawer): nothing to name then.
            aria-controls={drawer.phone && !drawer.open ? undefined : 'dashboard-navigation'}
            onClick={drawer.toggleDrawer}
            sx={{ mr: 2 }}
          >
            {drawer.open ? <ChevronLeftIcon /> : <MenuIcon />}
          </IconButton>
          <Typography variant="h6" component={RouterLink} to="/dashboard/" sx={{ flexGrow: 1, color: 'inherit', textDecoration: 'none' }}>
            <FormattedMessage id="app.productName" />
          </Typography>
          <TeamSwitcher />
          <SyncStatus />
          <DataSaver />
          <AlertBell />
          <Typography sx={{ display: { xs: 'none', sm: 'block' }, mr: 1 }}>{[firstName, lastName].filter(Boolean).join(' ')}</Typography>
          <ProfileMenu firstName={firstName} lastName={lastName} />
        </Toolbar>
      </AppBar>

      <NavigationDrawer drawer={drawer} />

      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <OfflineBanner />
        {!location.pathname.startsWith('/subscription') && <AccountBanners user={userDetails} />}
        <LazyPart fallback={<FullPageLoader />} place={location.pathname}>
          <Outlet />
        </LazyPart>
      </Box>
    </Box>
  );
}
