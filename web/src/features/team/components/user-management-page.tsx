import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import { useSnackbar } from 'notistack';
import { ROLE_MESSAGES, type TeamMember } from '../../../../../shared/api/schemas/roles';
import { MESSAGES } from '../../../../../shared/domain/accounts';
import { PageTitle } from '../../../components/page-title';
import { apiErrorMessage } from '../../../lib/api';
import { useListTeamRolesQuery, useRemoveMemberMutation } from '../../../api/teams';
import { fullName, isOwnerMember } from '../hooks/use-team-access';
import { useTeamAccess } from '../../../lib/team-access';
import { TEAM_TEXTS } from '../messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { InviteMemberDialog } from './invite-member-dialog';
import { MemberRoleTag } from './member-role-tag';
import { MemberName } from './member-name';
import { UpdateMemberRoleDialog } from './update-member-role-dialog';

function BodyMessage({ children }: { children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={4} align="center" sx={{ py: 4, color: 'text.secondary' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

interface ActionProps {
  member: TeamMember;
  name: string;
  locked: boolean;
}

export default function UserManagementPage() {
  const { enqueueSnackbar } = useSnackbar();
  const { teamId, known, members, can } = useTeamAccess();
  const roles = useListTeamRolesQuery(teamId ?? skipToken);
  const [removeMember, { isLoading: removing }] = useRemoveMemberMutation();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [removingMember, setRemovingMember] = useState<TeamMember | null>(null);

  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const list = members.data ?? [];
  const roleList = roles.data ?? [];
  const canChange = can('roles.change_teammember');
  const canRemove = can('roles.delete_teammember');

  const confirmRemove = async () => {
    if (!removingMember) return;
    try {
      await removeMember(removingMember.id).unwrap();
      enqueueSnackbar(ROLE_MESSAGES.memberRemoved, { variant: 'success' });
    } catch (caught) {
      enqueueSnackbar(apiErrorMessage(caught), { variant: 'error' });
    }
    setRemovingMember(null);
  };

  // A render helper, not a component: defined here it would remount its buttons on every render.
  const memberActions = ({ member, name, locked }: ActionProps) => {
    if (locked) return <Chip size="small" label={TEAM_TEXTS.notAllowed} />;
    return (
      <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
        {canChange && (
          <Tooltip title="Update role">
            <IconButton size="small" aria-label={`Update role of ${name}`} onClick={() => setEditing(member)}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {canRemove && (
          <Tooltip title="Remove member">
            <IconButton size="small" color="error" aria-label={`Remove ${name}`} onClick={() => setRemovingMember(member)}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
    );
  };

  const loading = !members.isError && !members.data && !(known && !teamId);

  // Below `sm` each member is a card with the role and the actions in view, instead of a table scrolled sideways.
  const cards = () => {
    if (loading) return [0, 1, 2].map((row) => <Skeleton key={row} variant="rounded" height={88} sx={{ mb: 1.5 }} />);
    if (known && !teamId) return <Typography color="text.secondary">{MESSAGES.noTeam}</Typography>;
    if (members.isError) return <Typography color="text.secondary">{apiErrorMessage(members.error)}</Typography>;
    if (list.length === 0) return <Typography color="text.secondary">{TEAM_TEXTS.noMembers}</Typography>;
    return (
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Team members">
        {list.map((member) => {
          const name = fullName(member);
          return (
            <Paper component="li" key={member.id} variant="outlined" sx={{ p: 1.5 }}>
              <Typography component="div" sx={{ fontWeight: 600 }}>
                <MemberName member={member} />
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                {member.member.email}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1, gap: 1 }}>
                <MemberRoleTag role={member.role} />
                {memberActions({ member, name, locked: isOwnerMember(member, roles.data) })}
              </Box>
            </Paper>
          );
        })}
      </Stack>
    );
  };

  const body = () => {
    if (known && !teamId) return <BodyMessage>{MESSAGES.noTeam}</BodyMessage>;
    if (members.isError) return <BodyMessage>{apiErrorMessage(members.error)}</BodyMessage>;
    if (!members.data) {
      return [0, 1, 2].map((row) => (
        <TableRow key={row} aria-hidden="true">
          <TableCell colSpan={4}>
            <Skeleton />
          </TableCell>
        </TableRow>
      ));
    }
    if (list.length === 0) return <BodyMessage>{TEAM_TEXTS.noMembers}</BodyMessage>;
    return list.map((member) => {
      const name = fullName(member);
      const locked = isOwnerMember(member, roles.data);
      return (
        <TableRow key={member.id} hover>
          <TableCell>
            <MemberName member={member} />
          </TableCell>
          <TableCell>{member.member.email}</TableCell>
          <TableCell>
            <MemberRoleTag role={member.role} />
          </TableCell>
          <TableCell align="right">
            {memberActions({ member, name, locked })}
          </TableCell>
        </TableRow>
      );
    });
  };

  return (
    <>
      <PageTitle title={TEAM_TEXTS.userManagement} />
      <Card component="section" aria-labelledby="team-members-heading">
        <CardHeader
          title={
            loading ? (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                Team Members <Skeleton variant="text" width={32} aria-label={TEAM_TEXTS.loading} />
              </Box>
            ) : (
              `Team Members (${list.filter((member) => !member.pending).length})`
            )
          }
          slotProps={{ title: { id: 'team-members-heading', component: 'h2', variant: 'h6' } }}
          // The buttons go under the title on a phone instead of running off the screen.
          sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { m: 0, alignSelf: 'center', width: { xs: '100%', sm: 'auto' } } }}
          action={
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to="/dashboard/manage-roles" variant="outlined">
                {TEAM_TEXTS.manageRoles}
              </Button>
              {can('roles.add_teammember') && (
                <Button variant="contained" startIcon={<PersonAddAlt1Icon />} onClick={() => setInviting(true)} disabled={!teamId}>
                  {TEAM_TEXTS.inviteMember}
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
          {narrow ? (
            cards()
          ) : (
            <TableContainer>
              <Table aria-labelledby="team-members-heading">
                <TableHead>
                  <TableRow>
                    <TableCell>Full Name</TableCell>
                    <TableCell>Email Address</TableCell>
                    <TableCell>Role</TableCell>
                    <TableCell align="right">Action</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>{body()}</TableBody>
              </Table>
            </TableContainer>
          )}
        </CardContent>
      </Card>

      <InviteMemberDialog open={inviting} teamId={teamId} roles={roleList} onClose={() => setInviting(false)} />
      <UpdateMemberRoleDialog key={editing?.id ?? 'none'} member={editing} teamId={teamId} roles={roleList} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={Boolean(removingMember)}
        title={TEAM_TEXTS.removeConfirm}
        busy={removing}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemovingMember(null)}
      >
        {removingMember && (
          <Typography>
            {fullName(removingMember)} ({removingMember.member.email})
          </Typography>
        )}
      </ConfirmDialog>
    </>
  );
}
