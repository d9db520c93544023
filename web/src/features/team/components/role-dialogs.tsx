import { useState, type FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { CreateRoleBody, ROLE_MESSAGES, type Role } from '../../../../../shared/api/schemas/roles';
import { MESSAGES } from '../../../../../shared/domain/accounts';
import { ALL_PERMISSIONS } from '../../../../../shared/domain/permissions';
import { useFormState, type FormErrors } from '../../../lib/use-form-state';
import { fieldErrors } from '../../../lib/validation';
import { useCreateRoleMutation, useListPermissionsQuery, useUpdateRoleMutation } from '../api';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { TEAM_TEXTS } from '../messages';
import { FormDialog } from './form-dialog';
import { PermissionTransferList } from './permission-transfer-list';

interface RoleForm {
  name: string;
  description: string;
}
type Errors = FormErrors<RoleForm>;

const RoleFields = CreateRoleBody.pick({ name: true, description: true });

/** Spec 1 §5: name ('Role Name is Required') and description are required. */
export function validateRole(form: RoleForm): Errors {
  const parsed = RoleFields.safeParse(form);
  return parsed.success ? {} : fieldErrors<keyof RoleForm>(parsed.error);
}

function RoleFormFields({ idPrefix, form, errors, onChange }: { idPrefix: string; form: RoleForm; errors: Errors; onChange: (form: RoleForm) => void }) {
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label="Role Name"
        name="name"
        value={form.name}
        onChange={(event) => onChange({ ...form, name: event.target.value })}
        error={Boolean(errors.name)}
        helperText={errors.name ?? ' '}
        slotProps={{ htmlInput: { 'aria-required': true, maxLength: 60 } }}
      />
      <TextField
        id={`${idPrefix}-description`}
        label="Description"
        name="description"
        multiline
        minRows={2}
        value={form.description}
        onChange={(event) => onChange({ ...form, description: event.target.value })}
        error={Boolean(errors.description)}
        helperText={errors.description ?? ' '}
        slotProps={{ htmlInput: { 'aria-required': true, maxLength: 300 } }}
      />
    </>
  );
}

const EMPTY: RoleForm = { name: '', description: '' };

/** POST /roles/create/ with an empty privileges list (spec 1 §6); permissions are chosen when updating. */
export function CreateRoleDialog({ open, teamId, onClose }: { open: boolean; teamId: string | null; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [createRole, { isLoading }] = useCreateRoleMutation();
  const submitOnce = useSubmitKey();
  const { form, setForm, errors, validate, reset } = useFormState(EMPTY);

  const close = () => {
    reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate(validateRole)) return;
    if (!teamId) {
      enqueueSnackbar(TEAM_TEXTS.noTeamForRole, { variant: 'error' });
      return;
    }
    try {
      await submitOnce((idempotencyKey) =>
        createRole({ name: form.name.trim(), description: form.description.trim(), team: teamId, privileges: [], idempotencyKey }).unwrap(),
      );
      enqueueSnackbar(ROLE_MESSAGES.roleCreated, { variant: 'success' });
      close();
    } catch {
      enqueueSnackbar(MESSAGES.unexpected, { variant: 'error' });
    }
  };

  return (
    <FormDialog
      open={open}
      title={TEAM_TEXTS.createRoleTitle}
      busy={isLoading}
      submitLabel="Create"
      busyLabel="Creating..."
      onSubmit={(event) => void submit(event)}
      onClose={close}
    >
      <RoleFormFields idPrefix="create-role" form={form} errors={errors} onChange={setForm} />
    </FormDialog>
  );
}

/** PUT /roles/{id}/ with the chosen privileges. Rendered with `key={role.id}` so the form starts from the role. */
export function UpdateRoleDialog({ role, teamId, onClose }: { role: Role | null; teamId: string | null; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [updateRole, { isLoading }] = useUpdateRoleMutation();
  const permissions = useListPermissionsQuery();
  const { form, setForm, errors, validate } = useFormState<RoleForm>({ name: role?.name ?? '', description: role?.description ?? '' });
  const [privileges, setPrivileges] = useState<string[]>(role?.privileges ?? []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!role) return;
    if (!teamId) {
      enqueueSnackbar(TEAM_TEXTS.noTeamForRole, { variant: 'error' });
      return;
    }
    if (!validate(validateRole)) return;
    try {
      await updateRole({
        id: role.id,
        body: { team: teamId, name: form.name.trim(), description: form.description.trim(), privileges },
      }).unwrap();
      enqueueSnackbar(ROLE_MESSAGES.roleUpdated, { variant: 'success' });
      onClose();
    } catch {
      enqueueSnackbar(MESSAGES.unexpected, { variant: 'error' });
    }
  };

  return (
    <FormDialog
      open={Boolean(role)}
      title={TEAM_TEXTS.updateRoleTitle}
      busy={isLoading}
      submitLabel="Update"
      busyLabel="Updating..."
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      maxWidth="md"
    >
      <RoleFormFields idPrefix="update-role" form={form} errors={errors} onChange={setForm} />
      <Typography variant="subtitle1" component="h3">
        Permissions
      </Typography>
      <PermissionTransferList available={permissions.data ?? ALL_PERMISSIONS} value={privileges} onChange={setPrivileges} disabled={isLoading} />
    </FormDialog>
  );
}
