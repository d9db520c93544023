import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useSnackbar } from 'notistack';
import { ROLE_MESSAGES, type Role } from '../../../../../shared/api/schemas/roles';
import { MESSAGES } from '../../../../../shared/domain/accounts';
import { permissionLabel } from '../../../../../shared/domain/permissions';
import { PageTitle } from '../../../components/page-title';
import { apiErrorMessage } from '../../../lib/api';
import { useDeleteRoleMutation, useListTeamRolesQuery } from '../../../api/teams';
import { fullName } from '../hooks/use-team-access';
import { useTeamAccess } from '../../../lib/team-access';
import { TEAM_TEXTS } from '../messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CreateRoleDialog, UpdateRoleDialog } from './role-dialogs';

export default function ManageRolePage() {
  const { enqueueSnackbar } = useSnackbar();
  const { teamId, known, members, can } = useTeamAccess();
  // Without roles.view_role the list would only be refused: it is not asked for.
  const mayViewRoles = can('roles.view_role');
  const roles = useListTeamRolesQuery(teamId && mayViewRoles ? teamId : skipToken);
  const [deleteRole, { isLoading: deleting }] = useDeleteRoleMutation();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Role | null>(null);
  const [deletingRole, setDeletingRole] = useState<Role | null>(null);

  const selected = roles.data?.find((role) => role.id === selectedId) ?? null;
  const holders = selected ? (members.data ?? []).filter((member) => member.role?.id === selected.id) : [];

  const confirmDelete = async () => {
    if (!deletingRole) return;
    try {
      await deleteRole(deletingRole.id).unwrap();
      enqueueSnackbar(ROLE_MESSAGES.roleDeleted, { variant: 'success' });
      if (selectedId === deletingRole.id) setSelectedId(null);
    } catch (caught) {
      // A role still held by members is refused with ROLE_MESSAGES.roleInUse.
      enqueueSnackbar(apiErrorMessage(caught), { variant: 'error' });
    }
    setDeletingRole(null);
  };

  const roleList = () => {
    if (known && !teamId) return <Typography color="text.secondary">{MESSAGES.noTeam}</Typography>;
    if (known && !mayViewRoles) return <Typography color="text.secondary">{TEAM_TEXTS.cannotViewRoles}</Typography>;
    if (roles.isError) return <Alert severity="error">{apiErrorMessage(roles.error)}</Alert>;
    if (!roles.data) return <CircularProgress size={24} aria-label={TEAM_TEXTS.loading} />;
    if (roles.data.length === 0) return <Typography color="text.secondary">{TEAM_TEXTS.noRoles}</Typography>;
    return (
      <List aria-label={TEAM_TEXTS.roles} disablePadding>
        {roles.data.map((role) => (
          // The description sits under the button, not in it: a button's name ('Scout') must hold all its visible text.
          <ListItem
            key={role.id}
            disablePadding
            sx={{ flexDirection: 'column', alignItems: 'stretch' }}
            secondaryAction={
              role.is_owner ? (
                <Tooltip title={ROLE_MESSAGES.ownerRoleLocked}>
                  <LockOutlinedIcon fontSize="small" color="disabled" titleAccess={ROLE_MESSAGES.ownerRoleLocked} />
                </Tooltip>
              ) : (
                <Box sx={{ display: 'flex', gap: 0.5 }}>
                  {can('roles.change_role') && (
                    <IconButton size="small" aria-label={`Edit ${role.name}`} onClick={() => setEditing(role)}>
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  )}
                  {can('roles.delete_role') && (
                    <IconButton size="small" color="error" aria-label={`Delete ${role.name}`} onClick={() => setDeletingRole(role)}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  )}
                </Box>
              )
            }
          >
            <ListItemButton
              selected={role.id === selectedId}
              aria-pressed={role.id === selectedId}
              aria-describedby={role.description ? `role-description-${role.id}` : undefined}
              onClick={() => setSelectedId(role.id)}
              sx={{ pr: 12 }}
            >
              <ListItemText primary={role.name} />
            </ListItemButton>
            {role.description && (
              <Typography id={`role-description-${role.id}`} variant="body2" color="text.secondary" sx={{ px: 2, pr: 12, mt: -0.5, pb: 1 }}>
                {role.description}
              </Typography>
            )}
          </ListItem>
        ))}
      </List>
    );
  };

  const holderList = () => {
    if (members.isError) return <Typography color="text.secondary">{apiErrorMessage(members.error)}</Typography>;
    if (!members.data) return <CircularProgress size={20} aria-label={TEAM_TEXTS.loading} />;
    if (holders.length === 0) return <Typography color="text.secondary">{TEAM_TEXTS.noMembersWithRole}</Typography>;
    return (
      <List dense aria-label={TEAM_TEXTS.membersWithRole}>
        {holders.map((member) => (
          <ListItem key={member.id} disableGutters>
            <ListItemText primary={fullName(member)} secondary={member.member.email} />
          </ListItem>
        ))}
      </List>
    );
  };

  return (
    <>
      <Link component={RouterLink} to="/dashboard/manage-user" underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        Back
      </Link>
      <PageTitle title={TEAM_TEXTS.manageRole} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Card component="section" aria-labelledby="roles-heading">
            <CardHeader title={TEAM_TEXTS.roles} slotProps={{ title: { id: 'roles-heading', component: 'h2', variant: 'h6' } }} />
            <CardContent>{roleList()}</CardContent>
          </Card>
          <Card component="section" aria-labelledby="custom-roles-heading" sx={{ bgcolor: 'action.hover' }}>
            <CardContent>
              <Typography id="custom-roles-heading" variant="h6" component="h2" gutterBottom>
                {TEAM_TEXTS.customRoles}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {TEAM_TEXTS.customRolesHint}
              </Typography>
              {can('roles.add_role') && (
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} disabled={!teamId}>
                  {TEAM_TEXTS.createCustomRole}
                </Button>
              )}
            </CardContent>
          </Card>
        </Box>

        {selected ? (
          <Card component="section" aria-labelledby="role-access-heading">
            <CardHeader
              title={TEAM_TEXTS.roleAccess}
              slotProps={{ title: { id: 'role-access-heading', component: 'h2', variant: 'h6' } }}
            />
            <CardContent>
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                {selected.name}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {selected.description}
              </Typography>
              {selected.privileges.length === 0 ? (
                <Typography color="text.secondary">{TEAM_TEXTS.noPermissions}</Typography>
              ) : (
                <List dense aria-label={`Permissions of ${selected.name}`} sx={{ columns: { sm: 2 } }}>
                  {selected.privileges.map((code) => (
                    <ListItem key={code} disableGutters sx={{ breakInside: 'avoid' }}>
                      <ListItemIcon sx={{ minWidth: 32 }}>
                        <CheckCircleOutlineIcon fontSize="small" color="success" aria-hidden />
                      </ListItemIcon>
                      <ListItemText primary={permissionLabel(code)} />
                    </ListItem>
                  ))}
                </List>
              )}
              <Divider sx={{ my: 2 }} />
              <Typography variant="subtitle1" component="h3" gutterBottom>
                {TEAM_TEXTS.membersWithRole}
              </Typography>
              {holderList()}
            </CardContent>
          </Card>
        ) : (
          <Card component="section" aria-label={TEAM_TEXTS.roleAccess}>
            <CardContent sx={{ py: 6, textAlign: 'center' }}>
              <Typography color="text.secondary">{TEAM_TEXTS.selectRole}</Typography>
            </CardContent>
          </Card>
        )}
      </Box>

      <CreateRoleDialog open={creating} teamId={teamId} onClose={() => setCreating(false)} />
      <UpdateRoleDialog key={editing?.id ?? 'none'} role={editing} teamId={teamId} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={Boolean(deletingRole)}
        title={TEAM_TEXTS.deleteConfirm}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeletingRole(null)}
      >
        {deletingRole && <Typography>{deletingRole.name}</Typography>}
      </ConfirmDialog>
    </>
  );
}
