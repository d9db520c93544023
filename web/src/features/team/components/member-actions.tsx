import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { TeamMember } from '../../../../../shared/api/schemas/roles';
import { fullName } from '../hooks/use-team-access';
import { TEAM_TEXTS } from '../messages';

/** What the caller may do to a member: update the role, remove them; the owner is 'Not Allowed'. */
export interface MemberActionRights {
  canChange: boolean;
  canRemove: boolean;
  onEdit: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
}

export function MemberActions({ member, locked, canChange, canRemove, onEdit, onRemove }: { member: TeamMember; locked: boolean } & MemberActionRights) {
  if (locked) return <Chip size="small" label={TEAM_TEXTS.notAllowed} />;
  const name = fullName(member);
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
      {canChange && (
        <Tooltip title="Update role">
          <IconButton size="small" aria-label={`Update role of ${name}`} onClick={() => onEdit(member)}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {canRemove && (
        <Tooltip title="Remove member">
          <IconButton size="small" color="error" aria-label={`Remove ${name}`} onClick={() => onRemove(member)}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
