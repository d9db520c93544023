import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

export const EMPTY_USER_SEARCH = { email: '', first_name: '', last_name: '', team_name: '', user_type: '' };
export type UserSearch = typeof EMPTY_USER_SEARCH;

const TEXT_FIELDS: readonly [keyof UserSearch, string][] = [
  ['email', 'Email'],
  ['first_name', 'First Name'],
  ['last_name', 'Last Name'],
  ['team_name', 'Team Name'],
];

/** The users' search: by e-mail, names, team name and type, applied on Search. */
export function UserSearchForm({ onSearch }: { onSearch: (search: UserSearch) => void }) {
  const [draft, setDraft] = useState<UserSearch>(EMPTY_USER_SEARCH);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <Stack component="form" onSubmit={submit} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }} aria-label="Search users">
      {TEXT_FIELDS.map(([name, label]) => (
        <TextField key={name} size="small" label={label} value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} />
      ))}
      <TextField select size="small" label="User Type" value={draft.user_type} onChange={(e) => setDraft({ ...draft, user_type: e.target.value })} sx={{ minWidth: 140 }}>
        <MenuItem value="">All</MenuItem>
        <MenuItem value="admin">admin</MenuItem>
        <MenuItem value="user">user</MenuItem>
      </TextField>
      <Button type="submit" variant="contained">
        Search
      </Button>
    </Stack>
  );
}
