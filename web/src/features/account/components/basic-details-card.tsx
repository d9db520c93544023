import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { UpdateProfileBody, type UserDetails } from '../../../../../shared/api/schemas/accounts';
import { MESSAGES } from '../../../../../shared/domain/accounts';
import { SubmitButton } from '../../../components/form/submit-button';
import { fieldErrors } from '../../../lib/validation';
import { useUpdateProfileMutation } from '../api';

type Errors = Partial<Record<keyof UpdateProfileBody, string>>;

export function BasicDetailsCard({ user }: { user: UserDetails | null }) {
  const { enqueueSnackbar } = useSnackbar();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [form, setForm] = useState<UpdateProfileBody>({ first_name: '', last_name: '' });
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (user) setForm({ first_name: user.first_name, last_name: user.last_name });
  }, [user]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = UpdateProfileBody.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors<keyof UpdateProfileBody>(parsed.error));
      return;
    }
    setErrors({});
    if (!user) return;
    try {
      await updateProfile({ userId: user.id, body: parsed.data }).unwrap();
      enqueueSnackbar(MESSAGES.accountUpdated, { variant: 'success' });
    } catch {
      enqueueSnackbar(MESSAGES.unexpected, { variant: 'error' });
    }
  };

  return (
    <Card component="section" aria-labelledby="basic-details-title">
      <CardHeader title="Basic Details" slotProps={{ title: { id: 'basic-details-title', component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Box component="form" aria-label="Basic Details" noValidate onSubmit={submit}>
          <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              id="account-first-name"
              label="First Name"
              name="first_name"
              value={form.first_name}
              onChange={(event) => setForm({ ...form, first_name: event.target.value })}
              error={Boolean(errors.first_name)}
              helperText={errors.first_name ?? ' '}
            />
            <TextField
              id="account-last-name"
              label="Last Name"
              name="last_name"
              value={form.last_name}
              onChange={(event) => setForm({ ...form, last_name: event.target.value })}
              error={Boolean(errors.last_name)}
              helperText={errors.last_name ?? ' '}
            />
            <TextField
              id="account-email"
              label="Email"
              name="email"
              value={user?.email ?? ''}
              helperText=" "
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <TextField
              id="account-team-name"
              label="Team Name"
              name="team_name"
              value={user?.owned_team?.name ?? ''}
              helperText=" "
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Box>
          <SubmitButton busy={isLoading} label="Save" busyLabel="Updating..." fullWidth={false} disabled={!user || isLoading} />
        </Box>
      </CardContent>
    </Card>
  );
}
