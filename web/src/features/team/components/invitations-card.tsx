import { skipToken } from '@reduxjs/toolkit/query/react';
import { formatText } from '../../../lib/i18n/format-text';
import { useIntl } from 'react-intl';
import { useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { INVITATION_MESSAGES, type Invitation } from '../../../../../shared/api/schemas/roles';
import { apiErrorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/hooks';
import { useAcceptInvitationMutation, useDeclineInvitationMutation, useListMyInvitationsQuery } from '../../../api/teams';
import { useSwitchTeam } from '../hooks/use-switch-team';

/**
 * Invitations into other teams, waiting for the user's answer. Accepting makes the team one the user can switch to
 * (and switches to it); declining leaves nothing behind. Nothing shows while there are none.
 */
export function InvitationsCard() {
  const intl = useIntl();
  const { claims } = useSession();
  const invitations = useListMyInvitationsQuery(claims?.userId ?? skipToken);
  const [accept, accepting] = useAcceptInvitationMutation();
  const [decline, declining] = useDeclineInvitationMutation();
  const switchTeam = useSwitchTeam();
  const { enqueueSnackbar } = useSnackbar();
  const pending = invitations.data ?? [];
  if (pending.length === 0) return null;
  const busy = accepting.isLoading || declining.isLoading;

  const answer = async (invitation: Invitation, yes: boolean) => {
    try {
      if (yes) {
        const team = await accept(invitation.id).unwrap();
        enqueueSnackbar(formatText(intl, INVITATION_MESSAGES.accepted), { variant: 'success' });
        switchTeam(team.id);
      } else {
        await decline(invitation.id).unwrap();
        enqueueSnackbar(formatText(intl, INVITATION_MESSAGES.declined), { variant: 'info' });
      }
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
    }
  };

  return (
    <Card component="section" aria-labelledby="invitations-title" sx={{ gridColumn: '1 / -1' }}>
      <CardHeader
        title={intl.formatMessage({ id: 'team.invitationsTitle' }, { count: pending.length })}
        slotProps={{ title: { id: 'invitations-title', component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <List disablePadding>
          {pending.map((invitation) => (
            <ListItem key={invitation.id} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={intl.formatMessage({ id: 'team.invitationAs' }, { team: invitation.team.name, role: invitation.role.name })}
                secondary={intl.formatMessage({ id: 'team.invitedBy' }, { name: invitation.invited_by, date: dayjs(invitation.invited_at).format('DD MMM YYYY') })}
              />
              <Stack direction="row" spacing={1}>
                <Button variant="contained" disabled={busy} onClick={() => void answer(invitation, true)} aria-label={intl.formatMessage({ id: 'team.acceptInvitation' }, { team: invitation.team.name })}>
                  {intl.formatMessage({ id: 'team.accept' })}
                </Button>
                <Button variant="outlined" color="inherit" disabled={busy} onClick={() => void answer(invitation, false)} aria-label={intl.formatMessage({ id: 'team.declineInvitation' }, { team: invitation.team.name })}>
                  {intl.formatMessage({ id: 'team.decline' })}
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
