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
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import { useSnackbar } from 'notistack';
import { ROLE_MESSAGES, type TeamMember } from '../../../../../shared/api/schemas/roles';
import { MESSAGES } from '../../../../../shared/domain/accounts';
import { PageTitle } from '../../../components/page-title';
import { apiErrorMessage } from '../../../lib/api';
import { useListTeamRolesQuery, useRemoveMemberMutation } from '../api';
import { fullName, isOwnerMember, useTeamAccess } from '../hooks/use-team-access';
import { TEAM_TEXTS } from '../messages';
import { ConfirmDialog } from './confirm-dialog';
import { InviteMemberDialog } from './invite-member-dialog';
import { MemberRoleTag } from './member-role-tag';
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

export default function UserManagementPage() {
  const { enqueueSnackbar } = useSnackbar();
  const { teamId, known, members, can } = useTeamAccess();
  const roles = useListTeamRolesQuery(teamId ?? skipToken);
  const [removeMember, { isLoading: removing }] = useRemoveMemberMutation();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [removingMember, setRemovingMember] = useState<TeamMember | null>(null);

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

  const body = () => {
    if (known && !teamId) return <BodyMessage>{MESSAGES.noTeam}</BodyMessage>;
    if (members.isError) return <BodyMessage>{apiErrorMessage(members.error)}</BodyMessage>;
    if (!members.data) {
      return (
        <BodyMessage>
          <CircularProgress size={24} aria-label={TEAM_TEXTS.loading} />
        </BodyMessage>
      );
    }
    if (list.length === 0) return <BodyMessage>{TEAM_TEXTS.noMembers}</BodyMessage>;
    return list.map((member) => {
      const name = fullName(member);
      const locked = isOwnerMember(member, roles.data);
      return (
        <TableRow key={member.id} hover>
          <TableCell>{name}</TableCell>
          <TableCell>{member.member.email}</TableCell>
          <TableCell>
            <MemberRoleTag role={member.role} />
          </TableCell>
          <TableCell align="right">
            {locked ? (
              <Chip size="small" label={TEAM_TEXTS.notAllowed} />
            ) : (
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
            )}
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
          title={`Team Members (${list.length})`}
          slotProps={{ title: { id: 'team-members-heading', component: 'h2', variant: 'h6' } }}
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
