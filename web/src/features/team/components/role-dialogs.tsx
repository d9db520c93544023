import { useState, type FormEvent } from 'react';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import type * as z from 'zod';
import { CreateRoleBody, ROLE_MESSAGES, type Role } from '../../../../../shared/api/schemas/roles';
import { MESSAGES } from '../../../../../shared/domain/accounts';
import { ALL_PERMISSIONS } from '../../../../../shared/domain/permissions';
import { FormTextField } from '../../../components/form/form-text-field';
import { showApiError, useZodForm } from '../../../components/form/use-zod-form';
import { useCreateRoleMutation, useListPermissionsQuery, useUpdateRoleMutation } from '../../../api/teams';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { TEAM_TEXTS } from '../messages';
import { FormDialog } from '../../../components/form-dialog';
import { PermissionTransferList } from './permission-transfer-list';
import { useIntl } from 'react-intl';

/** Spec 1 §5: name ('Role Name is Required') and description are required. */
const RoleForm = CreateRoleBody.pick({ name: true, description: true });
type RoleForm = z.infer<typeof RoleForm>;

function useRoleForm(initial: RoleForm) {
  return useZodForm(RoleForm, { defaultValues: initial });
}

function RoleFormFields({ idPrefix, form }: { idPrefix: string; form: ReturnType<typeof useRoleForm> }) {
  return (
    <>
      <FormTextField
        control={form.control}
        name="name"
        id={`${idPrefix}-name`}
        label="Role Name"
        keepSpace
        slotProps={{ htmlInput: { 'aria-required': true, maxLength: 60 } }}
      />
      <FormTextField
        control={form.control}
        name="description"
        id={`${idPrefix}-description`}
        label="Description"
        multiline
        minRows={2}
        keepSpace
        slotProps={{ htmlInput: { 'aria-required': true, maxLength: 300 } }}
      />
    </>
  );
}

const EMPTY: RoleForm = { name: '', description: '' };

/** POST /roles/create/ with an empty privileges list (spec 1 §6); permissions are chosen when updating. */
export function CreateRoleDialog({ open, teamId, onClose }: { open: boolean; teamId: string | null; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const intl = useIntl();
  const [createRole, { isLoading }] = useCreateRoleMutation();
  const submitOnce = useSubmitKey();
  const form = useRoleForm(EMPTY);

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = async ({ name, description }: RoleForm) => {
    if (!teamId) {
      enqueueSnackbar(TEAM_TEXTS.noTeamForRole, { variant: 'error' });
      return;
    }
    try {
      await submitOnce((idempotencyKey) =>
        createRole({ name, description, team: teamId, privileges: [], idempotencyKey }).unwrap(),
      );
      enqueueSnackbar(ROLE_MESSAGES.roleCreated, { variant: 'success' });
      close();
    } catch (caught) {
      showApiError(form, caught);
      enqueueSnackbar(intl.formatMessage({ id: MESSAGES.unexpected }), { variant: 'error' });
    }
  };

  return (
    <FormDialog
      open={open}
      title={TEAM_TEXTS.createRoleTitle}
      busy={isLoading}
      submitLabel="Create"
      busyLabel="Creating..."
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      onClose={close}
    >
      <RoleFormFields idPrefix="create-role" form={form} />
    </FormDialog>
  );
}

/** PUT /roles/{id}/ with the chosen privileges. Rendered with `key={role.id}` so the form starts from the role. */
export function UpdateRoleDialog({ role, teamId, onClose }: { role: Role | null; teamId: string | null; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const intl = useIntl();
  const [updateRole, { isLoading }] = useUpdateRoleMutation();
  const permissions = useListPermissionsQuery();
  const form = useRoleForm({ name: role?.name ?? '', description: role?.description ?? '' });
  const [privileges, setPrivileges] = useState<string[]>(role?.privileges ?? []);

  const save = async ({ name, description }: RoleForm) => {
    if (!role || !teamId) return;
    try {
      await updateRole({ id: role.id, body: { team: teamId, name, description, privileges } }).unwrap();
      enqueueSnackbar(ROLE_MESSAGES.roleUpdated, { variant: 'success' });
      onClose();
    } catch (caught) {
      showApiError(form, caught);
      enqueueSnackbar(intl.formatMessage({ id: MESSAGES.unexpected }), { variant: 'error' });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!role) return;
    if (!teamId) {
      enqueueSnackbar(TEAM_TEXTS.noTeamForRole, { variant: 'error' });
      return;
    }
    await form.handleSubmit(save)(event);
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
      <RoleFormFields idPrefix="update-role" form={form} />
      <Typography variant="subtitle1" component="h3">
        Permissions
      </Typography>
      <PermissionTransferList available={permissions.data ?? ALL_PERMISSIONS} value={privileges} onChange={setPrivileges} disabled={isLoading} />
    </FormDialog>
  );
}
