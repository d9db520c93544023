import type { FormEvent } from 'react';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router-dom';
import { AssignRoleBody, ROLE_MESSAGES, type Role } from '../../../../../shared/api/schemas/roles';
import { MESSAGES } from '../../../../../shared/domain/accounts';
import { useFormState, type FormErrors } from '../../../lib/use-form-state';
import { fieldErrors } from '../../../lib/validation';
import { useAssignRoleMutation } from '../api';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { firstServerError, serverFieldErrors } from '../errors';
import { TEAM_TEXTS } from '../messages';
import { FormDialog } from './form-dialog';
import { RoleSelect } from './role-select';

interface InviteForm {
  first_name: string;
  last_name: string;
  email: string;
  role: string;
}
type Errors = FormErrors<InviteForm>;

const EMPTY: InviteForm = { first_name: '', last_name: '', email: '', role: '' };
const PersonFields = AssignRoleBody.pick({ first_name: true, last_name: true, email: true });

/** Spec 1 §5: first name, last name, email and role are all required. */
export function validateInvite(form: InviteForm): Errors {
  const parsed = PersonFields.safeParse(form);
  const errors: Errors = parsed.success ? {} : fieldErrors<keyof InviteForm>(parsed.error);
  if (!form.role) errors.role = ROLE_MESSAGES.roleRequired;
  return errors;
}

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
  const [assignRole, { isLoading }] = useAssignRoleMutation();
  const submitOnce = useSubmitKey();
  const { form, setForm, errors, setErrors, validate, reset } = useFormState(EMPTY);

  const close = () => {
    reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate(validateInvite)) return;
    if (!teamId) {
      enqueueSnackbar(MESSAGES.noTeam, { variant: 'error' });
      return;
    }
    try {
      await submitOnce((idempotencyKey) =>
        assignRole({ ...form, first_name: form.first_name.trim(), last_name: form.last_name.trim(), email: form.email.trim(), team: teamId, idempotencyKey }).unwrap(),
      );
      enqueueSnackbar(ROLE_MESSAGES.roleAssigned, { variant: 'success' });
      close();
    } catch (caught) {
      setErrors(serverFieldErrors(caught));
      enqueueSnackbar(firstServerError(caught), { variant: 'error' });
    }
  };

  const text = (name: 'first_name' | 'last_name' | 'email', label: string, type = 'text') => (
    <TextField
      id={`invite-${name.replace('_', '-')}`}
      label={label}
      name={name}
      type={type}
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      slotProps={{ htmlInput: { 'aria-required': true } }}
    />
  );

  return (
    <FormDialog
      open={open}
      title={TEAM_TEXTS.inviteTitle}
      busy={isLoading}
      submitLabel="Invite"
      busyLabel="Inviting..."
      onSubmit={(event) => void submit(event)}
      onClose={close}
    >
      {text('first_name', 'First Name')}
      {text('last_name', 'Last Name')}
      {text('email', 'Email Address', 'email')}
      <RoleSelect id="invite-role" roles={roles} value={form.role} error={errors.role} onChange={(role) => setForm({ ...form, role })} />
      <Typography variant="body2" color="text.secondary">
        {TEAM_TEXTS.roleHint}{' '}
        <Link component={RouterLink} to="/dashboard/manage-roles" onClick={close}>
          {TEAM_TEXTS.roleHintLink}
        </Link>
      </Typography>
    </FormDialog>
  );
}
