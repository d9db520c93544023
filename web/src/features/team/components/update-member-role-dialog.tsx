import { useState, type FormEvent } from 'react';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { ROLE_MESSAGES, type Role, type TeamMember } from '../../../../../shared/api/schemas/roles';
import { MESSAGES } from '../../../../../shared/domain/accounts';
import { apiErrorMessage } from '../../../lib/api';
import { useReassignRoleMutation } from '../api';
import { fullName } from '../hooks/use-team-access';
import { TEAM_TEXTS } from '../messages';
import { FormDialog } from './form-dialog';
import { RoleSelect } from './role-select';

/** PATCH /roles/reassign/{memberId}/. Rendered with `key={member.id}` so the select starts at the member's role. */
export function UpdateMemberRoleDialog({
  member,
  teamId,
  roles,
  onClose,
}: {
  member: TeamMember | null;
  teamId: string | null;
  roles: Role[];
  onClose: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const [reassignRole, { isLoading }] = useReassignRoleMutation();
  const [role, setRole] = useState(member?.role?.id ?? '');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!member) return;
    if (!role) {
      setError(ROLE_MESSAGES.roleRequired);
      return;
    }
    setError(undefined);
    if (!teamId) {
      enqueueSnackbar(MESSAGES.noTeam, { variant: 'error' });
      return;
    }
    try {
      await reassignRole({ memberId: member.id, body: { email: member.member.email, role, team: teamId } }).unwrap();
      enqueueSnackbar(ROLE_MESSAGES.roleUpdated, { variant: 'success' });
      onClose();
    } catch (caught) {
      enqueueSnackbar(apiErrorMessage(caught, MESSAGES.somethingWrong), { variant: 'error' });
    }
  };

  return (
    <FormDialog
      open={Boolean(member)}
      title={TEAM_TEXTS.updateMemberTitle}
      busy={isLoading}
      submitLabel="Update"
      busyLabel="Updating..."
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      {member && (
        <Typography sx={{ mb: 1 }}>
          {fullName(member)}{' '}
          <Typography component="span" color="text.secondary">
            ({member.member.email})
          </Typography>
        </Typography>
      )}
      <RoleSelect id="update-member-role" roles={roles} value={role} error={error} onChange={setRole} />
    </FormDialog>
  );
}
