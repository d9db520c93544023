import { useState, type ReactNode } from 'react';
import { formatText } from '../../../lib/i18n/format-text';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import type { TeamMember } from '../../../../../shared/api/schemas/roles';
import { MESSAGES } from '../../../../../shared/domain/accounts';
import { PageTitle } from '../../../components/page-title';
import { apiErrorMessage } from '../../../lib/api';
import { useListTeamRolesQuery } from '../../../api/teams';
import { useMemberRemoval } from '../hooks/use-member-removal';
import { fullName } from '../hooks/use-team-access';
import { useTeamAccess } from '../../../lib/team-access';
import { TEAM_TEXTS } from '../messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { InviteMemberDialog } from './invite-member-dialog';
import { MemberCards, MemberTable, type MemberListState } from './member-views';
import { UpdateMemberRoleDialog } from './update-member-role-dialog';

function MembersTitle({ state }: { state: MemberListState }) {
  const intl = useIntl();
  if (state.kind === 'loading') {
    return (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        {intl.formatMessage({ id: 'team.membersTitle' })} <Skeleton variant="text" width={32} aria-label={intl.formatMessage({ id: TEAM_TEXTS.loading })} />
      </Box>
    );
  }
  const members = state.kind === 'members' ? state.members : [];
  return intl.formatMessage({ id: 'team.membersCount' }, { count: members.filter((member) => !member.pending).length });
}

/**
 * /dashboard/manage-user: the team's members with their roles, invite, update a role, remove; under them the alerts
 * feature's cards (who receives what, the thresholds), handed in by app/.
 */
export default function UserManagementPage({ alerts }: { alerts?: ReactNode }) {
  const intl = useIntl();
  const { teamId, known, members, can } = useTeamAccess();
  const roles = useListTeamRolesQuery(teamId ?? skipToken);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const removal = useMemberRemoval();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const roleList = roles.data ?? [];

  const noTeam = known && !teamId;
  const state: MemberListState = noTeam
    ? { kind: 'message', text: formatText(intl, MESSAGES.noTeam) }
    : members.isError
      ? { kind: 'message', text: apiErrorMessage(members.error) }
      : !members.data
        ? { kind: 'loading' }
        : members.data.length === 0
          ? { kind: 'message', text: intl.formatMessage({ id: TEAM_TEXTS.noMembers }) }
          : { kind: 'members', members: members.data };
  const rights = { canChange: can('roles.change_teammember'), canRemove: can('roles.delete_teammember'), onEdit: setEditing, onRemove: removal.ask };

  return (
    <>
      <PageTitle title={intl.formatMessage({ id: TEAM_TEXTS.userManagement })} />
      <Card component="section" aria-labelledby="team-members-heading">
        <CardHeader
          title={<MembersTitle state={state} />}
          slotProps={{ title: { id: 'team-members-heading', component: 'h2', variant: 'h6' } }}
          // The buttons go under the title on a phone instead of running off the screen.
          sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { m: 0, alignSelf: 'center', width: { xs: '100%', sm: 'auto' } } }}
          action={
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to="/dashboard/manage-roles" variant="outlined">
                {intl.formatMessage({ id: TEAM_TEXTS.manageRoles })}
              </Button>
              {can('roles.add_teammember') && (
                <Button variant="contained" startIcon={<PersonAddAlt1Icon />} onClick={() => setInviting(true)} disabled={!teamId}>
                  {intl.formatMessage({ id: TEAM_TEXTS.inviteMember })}
                </Button>
              )}
            </Box>
          }
        />
        <CardContent>
          {roles.isError && can('roles.add_teammember') && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {apiErrorMessage(roles.error)}
            </Alert>
          )}
          {narrow ? <MemberCards state={state} roles={roles.data} {...rights} /> : <MemberTable state={state} roles={roles.data} labelledBy="team-members-heading" {...rights} />}
        </CardContent>
      </Card>
      {alerts}

      <InviteMemberDialog open={inviting} teamId={teamId} roles={roleList} onClose={() => setInviting(false)} />
      <UpdateMemberRoleDialog key={editing?.id ?? 'none'} member={editing} teamId={teamId} roles={roleList} onClose={() => setEditing(null)} />
      <ConfirmDialog open={Boolean(removal.doomed)} title={intl.formatMessage({ id: TEAM_TEXTS.removeConfirm })} busy={removal.removing} onConfirm={() => void removal.confirm()} onClose={removal.cancel}>
        {removal.doomed && (
          <Typography>
            {intl.formatMessage({ id: 'team.memberWithEmail' }, { name: fullName(removal.doomed), email: removal.doomed.member.email })}
          </Typography>
        )}
      </ConfirmDialog>
    </>
  );
}
