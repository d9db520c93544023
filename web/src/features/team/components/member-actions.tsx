import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  if (locked) return <Chip size="small" label={intl.formatMessage({ id: TEAM_TEXTS.notAllowed })} />;
  const name = fullName(member);
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
      {canChange && (
        <Tooltip title={intl.formatMessage({ id: 'team.updateRole' })}>
          <IconButton size="small" aria-label={intl.formatMessage({ id: 'team.updateRoleOf' }, { name })} onClick={() => onEdit(member)}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {canRemove && (
        <Tooltip title={intl.formatMessage({ id: 'team.removeMember' })}>
          <IconButton size="small" color="error" aria-label={intl.formatMessage({ id: 'team.removeName' }, { name })} onClick={() => onRemove(member)}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
