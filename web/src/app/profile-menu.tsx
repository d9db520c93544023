import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { InitialsAvatar } from '../components/initials-avatar';
import { useCan } from '../lib/team-access';
import { useIsStaff } from '../lib/hooks';
import { useLogout } from '../lib/use-logout';

/** The avatar's menu: Admin for staff, Dashboard, My Profile, the team pages the member's role may read, Logout. */
export function ProfileMenu({ firstName, lastName }: { firstName: string; lastName: string }) {
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
          aria-label="Open profile menu"
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
            Admin
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to="/dashboard/" onClick={close}>
          Dashboard
        </MenuItem>
        <MenuItem component={RouterLink} to="/dashboard/my-account" onClick={close}>
          My Profile
        </MenuItem>
        {can('roles.view_role') && (
          <MenuItem component={RouterLink} to="/dashboard/manage-roles" onClick={close}>
            Manage Role
          </MenuItem>
        )}
        {can('accounts.view_teammember') && (
          <MenuItem component={RouterLink} to="/dashboard/manage-user" onClick={close}>
            Manage User
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
