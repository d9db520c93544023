import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { UpdateProfileBody, type UserDetails } from '../../../../../shared/api/schemas/accounts';
import { MESSAGES } from '../../../../../shared/domain/accounts';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { showApiError, useZodForm } from '../../../components/form/use-zod-form';
import { useUpdateProfileMutation } from '../../../api/accounts';
import { useIntl } from 'react-intl';

export function BasicDetailsCard({ user }: { user: UserDetails | null }) {
  const { enqueueSnackbar } = useSnackbar();
  const intl = useIntl();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const form = useZodForm(UpdateProfileBody, { defaultValues: { first_name: '', last_name: '' } });
  const { reset } = form;

  useEffect(() => {
    if (user) reset({ first_name: user.first_name, last_name: user.last_name });
  }, [user, reset]);

  const submit = async (body: UpdateProfileBody) => {
    if (!user) return;
    try {
      await updateProfile({ userId: user.id, body }).unwrap();
      enqueueSnackbar(intl.formatMessage({ id: MESSAGES.accountUpdated }), { variant: 'success' });
    } catch (caught) {
      showApiError(form, caught);
      enqueueSnackbar(intl.formatMessage({ id: MESSAGES.unexpected }), { variant: 'error' });
    }
  };

  return (
    <Card component="section" aria-labelledby="basic-details-title">
      <CardHeader title="Basic Details" slotProps={{ title: { id: 'basic-details-title', component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Box component="form" aria-label="Basic Details" noValidate onSubmit={form.handleSubmit(submit)}>
          <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField control={form.control} name="first_name" id="account-first-name" label="First Name" keepSpace />
            <FormTextField control={form.control} name="last_name" id="account-last-name" label="Last Name" keepSpace />
            <TextField
              id="account-email"
              label="Email"
              name="email"
              value={user?.email ?? ''}
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
