import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { FormattedMessage, useIntl } from 'react-intl';
import { InitialsAvatar } from '../components/initials-avatar';
import { useCan } from '../lib/team-access';
import { useIsStaff } from '../lib/hooks';
import { useLogout } from '../lib/use-logout';

/** The avatar's menu: Admin for staff, Dashboard, My Profile, the team pages the member's role may read, Logout. */
export function ProfileMenu({ firstName, lastName }: { firstName: string; lastName: string }) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isStaff = useIsStaff();
  // The team pages a member's role cannot read are not offered (they would only answer 403).
  const can = useCan();
  const logout = useLogout();
  const close = () => setAnchor(null);
  return (
    <>
      {/*
        The initials are a picture under the button, not its text: a button whose visible text ('JD') is not in
        its name ('Open profile menu') fails WCAG 2.5.3 (label in name).
      */}
      <Box sx={{ position: 'relative', display: 'inline-flex', p: 1 }}>
        <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
          <InitialsAvatar firstName={firstName} lastName={lastName} />
        </Box>
        <IconButton
          aria-label={intl.formatMessage({ id: 'app.profile.open' })}
          aria-controls={anchor ? 'profile-menu' : undefined}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ position: 'absolute', inset: 0 }}
        />
      </Box>
      <Menu id="profile-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {isStaff && (
          <MenuItem component={RouterLink} to="/admin/dashboard/" onClick={close}>
            <FormattedMessage id="app.profile.admin" />
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to="/dashboard/" onClick={close}>
          <FormattedMessage id="app.profile.dashboard" />
        </MenuItem>
        <MenuItem component={RouterLink} to="/dashboard/my-account" onClick={close}>
          <FormattedMessage id="app.profile.myProfile" />
        </MenuItem>
        {can('roles.view_role') && (
          <MenuItem component={RouterLink} to="/dashboard/manage-roles" onClick={close}>
            <FormattedMessage id="app.profile.manageRole" />
          </MenuItem>
        )}
        {can('accounts.view_teammember') && (
          <MenuItem component={RouterLink} to="/dashboard/manage-user" onClick={close}>
            <FormattedMessage id="app.profile.manageUser" />
          </MenuItem>
        )}
        {can('partners.manage_apikey') && (
          <MenuItem component={RouterLink} to="/dashboard/api-keys" onClick={close}>
            <FormattedMessage id="app.profile.apiKeys" />
          </MenuItem>
        )}
        {can('sharing.view_sharelink') && (
          <MenuItem component={RouterLink} to="/dashboard/share-links" onClick={close}>
            <FormattedMessage id="app.profile.shareLinks" />
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <FormattedMessage id="app.profile.logout" />
        </MenuItem>
      </Menu>
    </>
  );
}
