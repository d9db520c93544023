import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import GroupsIcon from '@mui/icons-material/Groups';
import LogoutIcon from '@mui/icons-material/Logout';
import { INVITATION_MESSAGES } from '../../../../../shared/api/schemas/roles';
import { apiErrorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/hooks';
import { useLeaveTeamMutation, useListMyTeamsQuery } from '../../../api/teams';
import { useSwitchTeam } from '../hooks/use-switch-team';
import { useTeamId } from '../../../lib/team-access';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/**
 * The team the user works in, in the app bar: a member of several teams switches here, and may leave a team they
 * do not own. Every team-scoped call names this team.
 */
export function TeamSwitcher() {
  const { claims } = useSession();
  const teams = useListMyTeamsQuery(claims?.userId ?? skipToken);
  const currentId = useTeamId();
  const switchTeam = useSwitchTeam();
  const [leaveTeam, leaving] = useLeaveTeamMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirmLeave, setConfirmLeave] = useState(false);

  const list = teams.data ?? [];
  const current = list.find((team) => team.id === currentId);
  if (!current) return null;

  const leave = async () => {
    try {
      await leaveTeam(current.id).unwrap();
      enqueueSnackbar(INVITATION_MESSAGES.left, { variant: 'success' });
      const next = list.find((team) => team.id !== current.id && team.is_owner) ?? list.find((team) => team.id !== current.id);
      if (next) switchTeam(next.id);
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
    } finally {
      setConfirmLeave(false);
    }
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<GroupsIcon />}
        aria-label={`Team: ${current.name}. Switch team`}
        aria-haspopup="menu"
        aria-controls={anchor ? 'team-menu' : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ mr: 1, textTransform: 'none', maxWidth: { xs: 120, sm: 240 } }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{current.name}</span>
      </Button>
      <Menu id="team-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {list.map((team) => (
          <MenuItem
            key={team.id}
            selected={team.id === current.id}
            onClick={() => {
              setAnchor(null);
              if (team.id !== current.id) switchTeam(team.id);
            }}
          >
            <ListItemIcon>{team.id === current.id ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={team.name} secondary={team.is_owner ? 'Owner' : (team.role ?? 'Member')} />
          </MenuItem>
        ))}
        {!current.is_owner && <Divider />}
        {!current.is_owner && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setConfirmLeave(true);
            }}
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={`Leave ${current.name}`} />
          </MenuItem>
        )}
      </Menu>
      <ConfirmDialog
        open={confirmLeave}
        title={`Leave ${current.name}?`}
        busy={leaving.isLoading}
        onConfirm={() => void leave()}
        onClose={() => setConfirmLeave(false)}
      >
        You will no longer see or change anything of this team. Its owner can invite you again.
      </ConfirmDialog>
    </>
  );
}
