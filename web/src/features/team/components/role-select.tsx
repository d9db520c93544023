import { useController, type Control } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { formatText } from '../../../lib/i18n/format-text';
import type { Role } from '../../../../../shared/api/schemas/roles';

const NO_HELP = ' ';

/** The team's roles a member can be given: every role but Owner (a native select, so it is labelled and typeable). */
export function RoleSelect({
  id,
  roles,
  value,
  error,
  onChange,
}: {
  id: string;
  roles: Role[];
  value: string;
  error?: string;
  onChange: (roleId: string) => void;
}) {
  const intl = useIntl();
  return (
    <TextField
      id={id}
      select
      label={intl.formatMessage({ id: 'team.role' })}
      name="role"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ? formatText(intl, error) : NO_HELP}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-required': true } }}
    >
      <option value="">{intl.formatMessage({ id: 'team.selectARole' })}</option>
      {roles
        .filter((role) => !role.is_owner)
        .map((role) => (
          <option key={role.id} value={role.id}>
            {role.name}
          </option>
        ))}
    </TextField>
  );
}

/** The role select bound to a form's `role` field, its message under it. */
export function FormRoleSelect<Values extends { role: string }>({ control, id, roles }: { control: Control<Values>; id: string; roles: Role[] }) {
  const { field, fieldState } = useController({ control: control as unknown as Control<{ role: string }>, name: 'role' });
  return <RoleSelect id={id} roles={roles} value={field.value} error={fieldState.error?.message} onChange={field.onChange} />;
}
