import Link from '@mui/material/Link';
import { formatText } from '../../../lib/i18n/format-text';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const { enqueueSnackbar } = useSnackbar();
  const [assignRole, { isLoading }] = useAssignRoleMutation();
  const submitOnce = useSubmitKey();
  const form = useZodForm(InviteForm, { defaultValues: EMPTY });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = async (invite: InviteForm) => {
    if (!teamId) {
      enqueueSnackbar(formatText(intl, MESSAGES.noTeam), { variant: 'error' });
      return;
    }
    try {
      await submitOnce((idempotencyKey) =>
        assignRole({ ...invite, team: teamId, idempotencyKey }).unwrap(),
      );
      enqueueSnackbar(formatText(intl, ROLE_MESSAGES.roleAssigned), { variant: 'success' });
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
      title={intl.formatMessage({ id: TEAM_TEXTS.inviteTitle })}
      busy={isLoading}
      submitLabel={intl.formatMessage({ id: 'team.invite' })}
      busyLabel={intl.formatMessage({ id: 'team.inviting' })}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      onClose={close}
    >
      {text('first_name', intl.formatMessage({ id: 'team.firstName' }))}
      {text('last_name', intl.formatMessage({ id: 'team.lastName' }))}
      {text('email', intl.formatMessage({ id: 'team.emailAddress' }), 'email')}
      <FormRoleSelect control={form.control} id="invite-role" roles={roles} />
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage({ id: TEAM_TEXTS.roleHint })}
        <Link sx={{ ml: 0.5 }} component={RouterLink} to="/dashboard/manage-roles" onClick={close}>
          {intl.formatMessage({ id: TEAM_TEXTS.roleHintLink })}
        </Link>
      </Typography>
    </FormDialog>
  );
}
