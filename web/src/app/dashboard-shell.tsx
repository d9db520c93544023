import { Suspense, useState, type ComponentType } from 'react';
import { Link as RouterLink, NavLink, Outlet, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import GrassIcon from '@mui/icons-material/Grass';
import MenuIcon from '@mui/icons-material/Menu';
import SatelliteAltIcon from '@mui/icons-material/SatelliteAlt';
import WbCloudyIcon from '@mui/icons-material/WbCloudy';
import { FullPageLoader } from '../components/full-page-loader';
import { InitialsAvatar } from '../components/initials-avatar';
import { AccountBanners } from '../features/account/components/account-banners';
import { useUserDetails } from '../lib/use-user-details';
import { TeamSwitcher } from '../features/team/components/team-switcher';
import { useCan } from '../lib/team-access';
import { useLogout } from '../lib/use-logout';
import { useAppSelector, useIsStaff } from '../lib/hooks';
import { DRAWER_COLLAPSED_WIDTH, DRAWER_WIDTH } from '../theme/theme';

interface MenuGroup {
  id: string;
  label: string;
  icon: ComponentType<SvgIconProps>;
  items: { label: string; to: string }[];
}

/** The side menu of spec 1 §2; the crop plan and weather links carry the current selection. */
export function menuGroups(selectedFieldId: string | null, centroid: [number, number] | null): MenuGroup[] {
  const coords = centroid ? `${centroid[0]},${centroid[1]}` : '';
  return [
    {
      id: 'farm-management',
      label: 'Farm Management',
      icon: AgricultureIcon,
      items: [
        { label: 'Dashboard', to: '/dashboard/' },
        { label: 'Farming Activities', to: '/dashboard/farmactivity/all-activities' },
        { label: 'Farm Summary', to: '/dashboard/farmsummary/' },
        { label: 'My Farm Task', to: '/dashboard/farmactivity/my-tasks' },
      ],
    },
    {
      id: 'crop-plan',
      label: 'Crop Plan Development',
      icon: GrassIcon,
      items: [{ label: 'Crop Plan configuration', to: `/dashboard/crop-plan/config/farm/${selectedFieldId ?? ''}` }],
    },
    {
      id: 'satellite',
      label: 'Satellite Field Monitoring',
      icon: SatelliteAltIcon,
      items: [
        { label: 'Satellite View', to: '/dashboard/satellite-view/' },
        { label: 'Image Comparison and Processing', to: '/dashboard/split-view/' },
      ],
    },
    {
      id: 'weather',
      label: 'Weather Forecast & Update',
      icon: WbCloudyIcon,
      items: [
        { label: 'Weather History', to: `/dashboard/weather/history/${coords}` },
        { label: 'Weather Forecast', to: `/dashboard/weather/forecast/${coords}` },
      ],
    },
  ];
}

function startsOpen(): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia('(min-width: 900px)').matches : true;
}

/** Below `sm` the menu is a temporary drawer over the page, behind the menu button, not a rail taking its width. */
const PHONE = (theme: Theme) => theme.breakpoints.down('sm');

export default function DashboardShell() {
  const location = useLocation();
  const phone = useMediaQuery(PHONE, { noSsr: true });
  // The phone's temporary drawer has its own state, closed at first: narrowing a window never opens it over the page.
  const [wideOpen, setWideOpen] = useState(startsOpen);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const open = phone ? phoneOpen : wideOpen;
  const setOpen = phone ? setPhoneOpen : setWideOpen;
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const [profileAnchor, setProfileAnchor] = useState<HTMLElement | null>(null);
  const { userDetails, claims } = useUserDetails();
  const isStaff = useIsStaff();
  // The team pages a member's role cannot read are not offered (they would only answer 403).
  const can = useCan();
  const logout = useLogout();
  const selectedFieldId = useAppSelector((state) => state.sessionContext.selectedFieldId);
  const centroid = useAppSelector((state) => state.sessionContext.selectedCentroid);

  const firstName = userDetails?.first_name ?? claims?.firstName ?? '';
  const lastName = userDetails?.last_name ?? claims?.lastName ?? '';
  const width = open ? DRAWER_WIDTH : DRAWER_COLLAPSED_WIDTH;

  const toggleDrawer = () => {
    // Closing the drawer collapses every group (spec 1 §4).
    if (open) setExpanded({});
    setOpen(!open);
  };

  const toggleGroup = (id: string) => {
    // Groups expand only while the drawer is open; a click on a collapsed drawer opens it first.
    if (!open) {
      setOpen(true);
      setExpanded({ [id]: true });
      return;
    }
    setExpanded((current) => ({ ...current, [id]: !current[id] }));
  };

  const closeProfile = () => setProfileAnchor(null);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={open ? 'Close navigation menu' : 'Open navigation menu'}
            aria-expanded={open}
            aria-controls="dashboard-navigation"
            onClick={toggleDrawer}
            sx={{ mr: 2 }}
          >
            {open ? <ChevronLeftIcon /> : <MenuIcon />}
          </IconButton>
          <Typography variant="h6" component={RouterLink} to="/dashboard/" sx={{ flexGrow: 1, color: 'inherit', textDecoration: 'none' }}>
            FieldWatch
          </Typography>
          <TeamSwitcher />
          <Typography sx={{ display: { xs: 'none', sm: 'block' }, mr: 1 }}>
            {[firstName, lastName].filter(Boolean).join(' ')}
          </Typography>
          {/*
            The initials are a picture under the button, not its text: a button whose visible text ('JD') is not in
            its name ('Open profile menu') fails WCAG 2.5.3 (label in name).
          */}
          <Box sx={{ position: 'relative', display: 'inline-flex', p: 1 }}>
            <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
              <InitialsAvatar firstName={firstName} lastName={lastName} />
            </Box>
            <IconButton
              aria-label="Open profile menu"
              aria-controls={profileAnchor ? 'profile-menu' : undefined}
              aria-haspopup="menu"
              aria-expanded={Boolean(profileAnchor)}
              onClick={(event) => setProfileAnchor(event.currentTarget)}
              sx={{ position: 'absolute', inset: 0 }}
            />
          </Box>
          <Menu id="profile-menu" anchorEl={profileAnchor} open={Boolean(profileAnchor)} onClose={closeProfile}>
            {isStaff && (
              <MenuItem component={RouterLink} to="/admin/dashboard/" onClick={closeProfile}>
                Admin
              </MenuItem>
            )}
            <MenuItem component={RouterLink} to="/dashboard/" onClick={closeProfile}>
              Dashboard
            </MenuItem>
            <MenuItem component={RouterLink} to="/dashboard/my-account" onClick={closeProfile}>
              My Profile
            </MenuItem>
            {can('roles.view_role') && (
              <MenuItem component={RouterLink} to="/dashboard/manage-roles" onClick={closeProfile}>
                Manage Role
              </MenuItem>
            )}
            {can('accounts.view_teammember') && (
              <MenuItem component={RouterLink} to="/dashboard/manage-user" onClick={closeProfile}>
                Manage User
              </MenuItem>
            )}
            <Divider />
            <MenuItem
              onClick={() => {
                closeProfile();
                void logout();
              }}
            >
              Logout
            </MenuItem>
          </Menu>
        </Toolbar>
      </AppBar>

      <Drawer
        variant={phone ? 'temporary' : 'permanent'}
        open={open}
        onClose={toggleDrawer}
        ModalProps={{ keepMounted: true }}
        sx={{
          // A temporary drawer lies over the page; only the permanent one takes room beside it.
          ...(phone ? {} : { width, flexShrink: 0 }),
          '& .MuiDrawer-paper': {
            // Long group names wrap while open; closed, only the icons show.
            whiteSpace: open ? 'normal' : 'nowrap',
            width,
            overflowX: 'hidden',
            boxSizing: 'border-box',
            transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
          },
        }}
      >
        <Toolbar />
        <List component="nav" id="dashboard-navigation" aria-label="Main menu">
          {menuGroups(selectedFieldId, centroid).map((group) => {
            const isExpanded = open && Boolean(expanded[group.id]);
            const Icon = group.icon;
            return (
              <Box key={group.id}>
                <Tooltip title={group.label} placement="right" disableHoverListener={open} disableFocusListener={open} disableTouchListener={open}>
                  <ListItemButton
                    aria-expanded={isExpanded}
                    aria-controls={`menu-group-${group.id}`}
                    onClick={() => toggleGroup(group.id)}
                  >
                    <ListItemIcon>
                      <Icon />
                    </ListItemIcon>
                    <ListItemText primary={group.label} sx={{ opacity: open ? 1 : 0 }} />
                    {open && (isExpanded ? <ExpandLessIcon /> : <ExpandMoreIcon />)}
                  </ListItemButton>
                </Tooltip>
                <Collapse in={isExpanded} timeout="auto" unmountOnExit id={`menu-group-${group.id}`}>
                  <List disablePadding>
                    {group.items.map((item) => (
                      <ListItemButton
                        key={item.label}
                        component={NavLink}
                        to={item.to}
                        end
                        selected={location.pathname === item.to || `${location.pathname}/` === item.to}
                        onClick={phone ? toggleDrawer : undefined}
                        sx={{ pl: 9 }}
                      >
                        <ListItemText primary={item.label} />
                      </ListItemButton>
                    ))}
                  </List>
                </Collapse>
              </Box>
            );
          })}
        </List>
      </Drawer>

      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        {!location.pathname.startsWith('/subscription') && <AccountBanners user={userDetails} />}
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
