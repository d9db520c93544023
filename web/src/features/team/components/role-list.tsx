import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { ROLE_MESSAGES, type Role } from '../../../../../shared/api/schemas/roles';
import { MESSAGES } from '../../../../../shared/domain/accounts';
import type { Permission } from '../../../../../shared/domain/permissions';
import { apiErrorMessage } from '../../../lib/api';
import { TEAM_TEXTS } from '../messages';
import { FormattedMessage } from 'react-intl';

interface RoleListProps {
  /** Whether the team and the caller's rights are known, and what they are. */
  known: boolean;
  teamId: string | null;
  mayView: boolean;
  can: (permission: Permission) => boolean;
  roles: { data?: Role[]; isError: boolean; error?: unknown };
  selectedId: string | null;
  onSelect: (id: string) => void;
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
}

function RoleActions({ role, can, onEdit, onDelete }: { role: Role } & Pick<RoleListProps, 'can' | 'onEdit' | 'onDelete'>) {
  if (role.is_owner) {
    return (
      <Tooltip title={ROLE_MESSAGES.ownerRoleLocked}>
        <LockOutlinedIcon fontSize="small" color="disabled" titleAccess={ROLE_MESSAGES.ownerRoleLocked} />
      </Tooltip>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {can('roles.change_role') && (
        <IconButton size="small" aria-label={`Edit ${role.name}`} onClick={() => onEdit(role)}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      )}
      {can('roles.delete_role') && (
        <IconButton size="small" color="error" aria-label={`Delete ${role.name}`} onClick={() => onDelete(role)}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}

/** The team's roles to choose from, with Edit and Delete for a member who may; or why there is no list. */
export function RoleList({ known, teamId, mayView, can, roles, selectedId, onSelect, onEdit, onDelete }: RoleListProps) {
  if (known && !teamId) return <Typography color="text.secondary"><FormattedMessage id={MESSAGES.noTeam} /></Typography>;
  if (known && !mayView) return <Typography color="text.secondary">{TEAM_TEXTS.cannotViewRoles}</Typography>;
  if (roles.isError) return <Alert severity="error">{apiErrorMessage(roles.error)}</Alert>;
  if (!roles.data) return <CircularProgress size={24} aria-label={TEAM_TEXTS.loading} />;
  if (roles.data.length === 0) return <Typography color="text.secondary">{TEAM_TEXTS.noRoles}</Typography>;
  return (
    <List aria-label={TEAM_TEXTS.roles} disablePadding>
      {roles.data.map((role) => (
        // The description sits under the button, not in it: a button's name ('Scout') must hold all its visible text.
        <ListItem
          key={role.id}
          disablePadding
          sx={{ flexDirection: 'column', alignItems: 'stretch' }}
          secondaryAction={<RoleActions role={role} can={can} onEdit={onEdit} onDelete={onDelete} />}
        >
          <ListItemButton
            selected={role.id === selectedId}
            aria-pressed={role.id === selectedId}
            aria-describedby={role.description ? `role-description-${role.id}` : undefined}
            onClick={() => onSelect(role.id)}
            sx={{ pr: 12 }}
          >
            <ListItemText primary={role.name} />
          </ListItemButton>
          {role.description && (
            <Typography id={`role-description-${role.id}`} variant="body2" color="text.secondary" sx={{ px: 2, pr: 12, mt: -0.5, pb: 1 }}>
              {role.description}
            </Typography>
          )}
        </ListItem>
      ))}
    </List>
  );
}
