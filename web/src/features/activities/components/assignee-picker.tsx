import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { TeamMember } from '../../../../../shared/api/schemas/roles';

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
  label = 'Assignees',
}: {
  members: TeamMember[];
  value: string[];
  onChange: (ids: string[]) => void;
  limitTags: number;
  error?: string;
  loading?: boolean;
  label?: string;
}) {
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
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
    />
  );
}
