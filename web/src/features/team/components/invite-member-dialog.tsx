import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router-dom';
import { ROLE_MESSAGES, type Role } from '../../../../../shared/api/schemas/roles';
import { MESSAGES } from '../../../../../shared/domain/accounts';
import { FormRequiredField } from '../../../components/form/form-text-field';
import { showApiError, useZodForm } from '../../../components/form/use-zod-form';
import { useAssignRoleMutation } from '../../../api/teams';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { TEAM_TEXTS } from '../messages';
import { FormDialog } from '../../../components/form-dialog';
import { InviteForm } from '../form-schemas';
import { FormRoleSelect } from './role-select';
import { useIntl } from 'react-intl';

const EMPTY: InviteForm = { first_name: '', last_name: '', email: '', role: '' };

export function InviteMemberDialog({
  open,
  teamId,
  roles,
  onClose,
}: {
  open: boolean;
  teamId: string | null;
  roles: Role[];
  onClose: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const intl = useIntl();
  const [assignRole, { isLoading }] = useAssignRoleMutation();
  const submitOnce = useSubmitKey();
  const form = useZodForm(InviteForm, { defaultValues: EMPTY });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = async (invite: InviteForm) => {
    if (!teamId) {
      enqueueSnackbar(intl.formatMessage({ id: MESSAGES.noTeam }), { variant: 'error' });
      return;
    }
    try {
      await submitOnce((idempotencyKey) =>
        assignRole({ ...invite, team: teamId, idempotencyKey }).unwrap(),
      );
      enqueueSnackbar(ROLE_MESSAGES.roleAssigned, { variant: 'success' });
      close();
    } catch (caught) {
      enqueueSnackbar(showApiError(form, caught), { variant: 'error' });
    }
  };

  const text = (name: 'first_name' | 'last_name' | 'email', label: string, type = 'text') => (
    <FormRequiredField control={form.control} name={name} id={`invite-${name.replace('_', '-')}`} label={label} type={type} />
  );

  return (
    <FormDialog
      open={open}
      title={TEAM_TEXTS.inviteTitle}
      busy={isLoading}
      submitLabel="Invite"
      busyLabel="Inviting..."
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      onClose={close}
    >
      {text('first_name', 'First Name')}
      {text('last_name', 'Last Name')}
      {text('email', 'Email Address', 'email')}
      <FormRoleSelect control={form.control} id="invite-role" roles={roles} />
      <Typography variant="body2" color="text.secondary">
        {TEAM_TEXTS.roleHint}{' '}
        <Link component={RouterLink} to="/dashboard/manage-roles" onClick={close}>
          {TEAM_TEXTS.roleHintLink}
        </Link>
      </Typography>
    </FormDialog>
  );
}
