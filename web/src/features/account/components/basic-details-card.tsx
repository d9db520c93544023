import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useIntl } from 'react-intl';
import { UpdateProfileBody, type UserDetails } from '../../../../../shared/api/schemas/accounts';
import { MESSAGES } from '../../../../../shared/domain/accounts';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { showApiError, useZodForm } from '../../../components/form/use-zod-form';
import { useUpdateProfileMutation } from '../../../api/accounts';
import { formatText } from '../../../lib/i18n/format-text';

/** Keeps the line under the input, as under the name inputs. */
const NO_HELP = ' ';

export function BasicDetailsCard({ user }: { user: UserDetails | null }) {
  const intl = useIntl();
  const { enqueueSnackbar } = useSnackbar();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const form = useZodForm(UpdateProfileBody, { defaultValues: { first_name: '', last_name: '' } });
  const { reset } = form;

  useEffect(() => {
    if (user) reset({ first_name: user.first_name, last_name: user.last_name });
  }, [user, reset]);

  const submit = async (body: UpdateProfileBody) => {
    if (!user) return;
    try {
      await updateProfile({ userId: user.id, body: { first_name: body.first_name, last_name: body.last_name } }).unwrap();
      enqueueSnackbar(formatText(intl, MESSAGES.accountUpdated), { variant: 'success' });
    } catch (caught) {
      showApiError(form, caught);
      enqueueSnackbar(formatText(intl, MESSAGES.unexpected), { variant: 'error' });
    }
  };

  return (
    <Card component="section" aria-labelledby="basic-details-title">
      <CardHeader title={intl.formatMessage({ id: 'account.basicDetails' })} slotProps={{ title: { id: 'basic-details-title', component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Box component="form" aria-label={intl.formatMessage({ id: 'account.basicDetails' })} noValidate onSubmit={form.handleSubmit(submit)}>
          <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField control={form.control} name="first_name" id="account-first-name" label={intl.formatMessage({ id: 'account.firstName' })} keepSpace />
            <FormTextField control={form.control} name="last_name" id="account-last-name" label={intl.formatMessage({ id: 'account.lastName' })} keepSpace />
            <TextField
              id="account-email"
              label={intl.formatMessage({ id: 'account.email' })}
              name="email"
              value={user?.email ?? ''}
              helperText={NO_HELP}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Box>
          <SubmitButton busy={isLoading} label={intl.formatMessage({ id: 'account.save' })} busyLabel={intl.formatMessage({ id: 'account.updating' })} fullWidth={false} disabled={!user || isLoading} />
        </Box>
      </CardContent>
    </Card>
  );
}
