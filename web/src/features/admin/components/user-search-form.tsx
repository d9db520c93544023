import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../../../shared/i18n/english';

export const EMPTY_USER_SEARCH = { email: '', first_name: '', last_name: '', team_name: '', user_type: '' };
export type UserSearch = typeof EMPTY_USER_SEARCH;

const TEXT_FIELDS: readonly [keyof UserSearch, MessageId][] = [
  ['email', 'admin.col.email'],
  ['first_name', 'admin.search.firstName'],
  ['last_name', 'admin.search.lastName'],
  ['team_name', 'admin.search.teamName'],
];

/** The users' search: by e-mail, names, team name and type, applied on Search. */
export function UserSearchForm({ onSearch }: { onSearch: (search: UserSearch) => void }) {
  const intl = useIntl();
  const [draft, setDraft] = useState<UserSearch>(EMPTY_USER_SEARCH);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <Stack component="form" onSubmit={submit} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }} aria-label={intl.formatMessage({ id: 'admin.search.label' })}>
      {TEXT_FIELDS.map(([name, label]) => (
        <TextField key={name} size="small" label={intl.formatMessage({ id: label })} value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} />
      ))}
      <TextField select size="small" label={intl.formatMessage({ id: 'admin.search.userType' })} value={draft.user_type} onChange={(e) => setDraft({ ...draft, user_type: e.target.value })} sx={{ minWidth: 140 }}>
        <MenuItem value="">
          <FormattedMessage id="admin.all" />
        </MenuItem>
        <MenuItem value="admin">
          <FormattedMessage id="admin.userType.admin" />
        </MenuItem>
        <MenuItem value="user">
          <FormattedMessage id="admin.userType.user" />
        </MenuItem>
      </TextField>
      <Button type="submit" variant="contained">
        <FormattedMessage id="admin.search.submit" />
      </Button>
    </Stack>
  );
}
