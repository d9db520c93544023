import { skipToken } from '@reduxjs/toolkit/query/react';
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
        enqueueSnackbar(INVITATION_MESSAGES.accepted, { variant: 'success' });
        switchTeam(team.id);
      } else {
        await decline(invitation.id).unwrap();
        enqueueSnackbar(INVITATION_MESSAGES.declined, { variant: 'info' });
      }
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
    }
  };

  return (
    <Card component="section" aria-labelledby="invitations-title" sx={{ gridColumn: '1 / -1' }}>
      <CardHeader
        title={`Team Invitations (${pending.length})`}
        slotProps={{ title: { id: 'invitations-title', component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <List disablePadding>
          {pending.map((invitation) => (
            <ListItem key={invitation.id} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={`${invitation.team.name}, as ${invitation.role.name}`}
                secondary={`Invited by ${invitation.invited_by} on ${dayjs(invitation.invited_at).format('DD MMM YYYY')}`}
              />
              <Stack direction="row" spacing={1}>
                <Button variant="contained" disabled={busy} onClick={() => void answer(invitation, true)} aria-label={`Accept the invitation to ${invitation.team.name}`}>
                  Accept
                </Button>
                <Button variant="outlined" color="inherit" disabled={busy} onClick={() => void answer(invitation, false)} aria-label={`Decline the invitation to ${invitation.team.name}`}>
                  Decline
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
