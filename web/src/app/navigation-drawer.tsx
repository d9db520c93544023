import { NavLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../lib/hooks';
import { TranslationReviewNote } from '../components/translation-review-note';
import { DRAWER_COLLAPSED_WIDTH, DRAWER_WIDTH } from '../theme/theme';
import { menuGroups, type MenuGroup } from './dashboard-menu';
import type { useNavigationDrawer } from './use-navigation-drawer';

type DrawerState = ReturnType<typeof useNavigationDrawer>;

function MenuGroupItem({ group, drawer }: { group: MenuGroup; drawer: DrawerState }) {
  const location = useLocation();
  const intl = useIntl();
  const { open, phone } = drawer;
  const label = intl.formatMessage({ id: group.label });
  const isExpanded = drawer.isExpanded(group.id);
  const Icon = group.icon;
  return (
    <Box>
      <Tooltip title={label} placement="right" disableHoverListener={open} disableFocusListener={open} disableTouchListener={open}>
        <ListItemButton aria-expanded={isExpanded} aria-controls={`menu-group-${group.id}`} onClick={() => drawer.toggleGroup(group.id)}>
          <ListItemIcon>
            <Icon />
          </ListItemIcon>
          <ListItemText primary={label} sx={{ opacity: open ? 1 : 0 }} />
          {open && (isExpanded ? <ExpandLessIcon /> : <ExpandMoreIcon />)}
        </ListItemButton>
      </Tooltip>
      <Collapse in={isExpanded} timeout="auto" unmountOnExit id={`menu-group-${group.id}`}>
        <List disablePadding>
          {group.items.map((item) => (
            <ListItemButton
              key={item.to}
              component={NavLink}
              to={item.to}
              end
              selected={location.pathname === item.to || `${location.pathname}/` === item.to}
              onClick={phone ? drawer.toggleDrawer : undefined}
              sx={{ pl: 9 }}
            >
              <ListItemText primary={intl.formatMessage({ id: item.label })} />
            </ListItemButton>
          ))}
        </List>
      </Collapse>
    </Box>
  );
}

/**
 * The side menu of spec 1 §2: a rail beside the page (icons only when closed), a drawer over it on a phone. A phone's
 * closed drawer is not kept in the page: each screen opened on a phone drew it, and measured its slide, for nothing.
 */
export function NavigationDrawer({ drawer }: { drawer: DrawerState }) {
  const selectedFieldId = useAppSelector((state) => state.sessionContext.selectedFieldId);
  const centroid = useAppSelector((state) => state.sessionContext.selectedCentroid);
  const intl = useIntl();
  const { open, phone } = drawer;
  const width = open ? DRAWER_WIDTH : DRAWER_COLLAPSED_WIDTH;
  return (
    <Drawer
      variant={phone ? 'temporary' : 'permanent'}
      open={open}
      onClose={drawer.toggleDrawer}
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
      <List component="nav" id="dashboard-navigation" aria-label={intl.formatMessage({ id: 'app.menu.main' })}>
        {menuGroups(selectedFieldId, centroid).map((group) => (
          <MenuGroupItem key={group.id} group={group} drawer={drawer} />
        ))}
      </List>
      {/* Machine translations are said as such, small, at the foot of the menu (while it is open). */}
      {open && (
        <Box sx={{ mt: 'auto', px: 2, py: 1.5 }}>
          <TranslationReviewNote />
        </Box>
      )}
    </Drawer>
  );
}
