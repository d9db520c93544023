import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { TeamMember } from '../../../../../shared/api/schemas/roles';
import { useIntl } from 'react-intl';
import { formatText } from '../../../lib/i18n/format-text';

/**
 * Team members by e-mail; the value is their member ids (`member.pk`). `limitTags` is the spec's tag count
 * (3 on create, 2 on update, 5 on re-assign): more chosen members show as '+n'.
 */
export function AssigneePicker({
  members,
  value,
  onChange,
  limitTags,
  error,
  loading,
  label,
}: {
  members: TeamMember[];
  value: string[];
  onChange: (ids: string[]) => void;
  limitTags: number;
  error?: string;
  loading?: boolean;
  label?: string;
}) {
  const intl = useIntl();
  const byId = new Map(members.map((member) => [member.member.pk, member]));
  return (
    <Autocomplete
      multiple
      limitTags={limitTags}
      loading={loading}
      options={members.map((member) => member.member.pk)}
      value={value}
      onChange={(_event, ids) => onChange(ids)}
      getOptionLabel={(id) => byId.get(id)?.member.email ?? id}
      renderInput={(params) => <TextField {...params} label={label ?? intl.formatMessage({ id: 'activities.assigneesLabel' })} error={Boolean(error)} helperText={error && formatText(intl, error)} />}
    />
  );
}
