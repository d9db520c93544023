import type { FormEvent } from 'react';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { ROLE_MESSAGES, type Role, type TeamMember } from '../../../../../shared/api/schemas/roles';
import { MESSAGES } from '../../../../../shared/domain/accounts';
import { showApiError, useZodForm } from '../../../components/form/use-zod-form';
import { useReassignRoleMutation } from '../../../api/teams';
import { fullName } from '../hooks/use-team-access';
import { TEAM_TEXTS } from '../messages';
import { FormDialog } from '../../../components/form-dialog';
import { RoleChoice } from '../form-schemas';
import { FormRoleSelect } from './role-select';
import { useIntl } from 'react-intl';
import { formatText } from '../../../lib/i18n/format-text';

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
  const intl = useIntl();
  const [reassignRole, { isLoading }] = useReassignRoleMutation();
  const form = useZodForm(RoleChoice, { defaultValues: { role: member?.role?.id ?? '' } });

  const save = async ({ role }: RoleChoice) => {
    if (!member) return;
    if (!teamId) {
      enqueueSnackbar(intl.formatMessage({ id: MESSAGES.noTeam }), { variant: 'error' });
      return;
    }
    try {
      await reassignRole({ memberId: member.id, body: { email: member.member.email, role, team: teamId } }).unwrap();
      enqueueSnackbar(ROLE_MESSAGES.roleUpdated, { variant: 'success' });
      onClose();
    } catch (caught) {
      enqueueSnackbar(formatText(intl, showApiError(form, caught, MESSAGES.somethingWrong)), { variant: 'error' });
    }
  };
  const submit = (event: FormEvent) => (member ? form.handleSubmit(save)(event) : event.preventDefault());

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
      <FormRoleSelect control={form.control} id="update-member-role" roles={roles} />
    </FormDialog>
  );
}
