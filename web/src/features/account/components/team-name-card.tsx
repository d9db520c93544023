import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useIntl } from 'react-intl';
import { RenameTeamBody } from '../../../../../shared/api/schemas/roles';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { showApiError, useZodForm } from '../../../components/form/use-zod-form';
import { useRenameTeamMutation } from '../../../api/teams';
import type { CurrentTeam } from '../../../lib/use-current-team';
import { ACCOUNT_TEAM_TEXTS } from '../texts';

/** The name of the team the user works in; its owner renames it here, a member reads it. */
export function TeamNameCard({ team }: { team: CurrentTeam | null }) {
  const intl = useIntl();
  const t = (id: (typeof ACCOUNT_TEAM_TEXTS)[keyof typeof ACCOUNT_TEAM_TEXTS]) => intl.formatMessage({ id });
  const { enqueueSnackbar } = useSnackbar();
  const [renameTeam, { isLoading }] = useRenameTeamMutation();
  const form = useZodForm(RenameTeamBody, { defaultValues: { name: '' } });
  const { reset } = form;

  useEffect(() => {
    if (team?.name) reset({ name: team.name });
  }, [team?.name, reset]);

  const submit = async (body: RenameTeamBody) => {
    if (!team?.isOwner) return;
    try {
      await renameTeam({ teamId: team.id, body }).unwrap();
      enqueueSnackbar(t(ACCOUNT_TEAM_TEXTS.renamed), { variant: 'success' });
    } catch (caught) {
      enqueueSnackbar(showApiError(form, caught), { variant: 'error' });
    }
  };

  return (
    <Card component="section" aria-labelledby="team-name-title">
      <CardHeader title={t(ACCOUNT_TEAM_TEXTS.teamCardTitle)} slotProps={{ title: { id: 'team-name-title', component: 'h2', variant: 'h6' } }} />
      <CardContent>
        {team?.isOwner ? (
          <Box component="form" aria-label={t(ACCOUNT_TEAM_TEXTS.renameButton)} noValidate onSubmit={form.handleSubmit(submit)}>
            <FormTextField control={form.control} name="name" id="account-team-name" label={t(ACCOUNT_TEAM_TEXTS.teamNameLabel)} keepSpace />
            <SubmitButton busy={isLoading} label={t(ACCOUNT_TEAM_TEXTS.renameButton)} busyLabel={t(ACCOUNT_TEAM_TEXTS.renaming)} fullWidth={false} />
          </Box>
        ) : (
          <TextField
            id="account-team-name"
            label={t(ACCOUNT_TEAM_TEXTS.teamNameLabel)}
            value={team?.name ?? ''}
            helperText={t(ACCOUNT_TEAM_TEXTS.ownerOnly)}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        )}
      </CardContent>
    </Card>
  );
}
