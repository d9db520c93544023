import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { Role } from '../../../../../shared/api/schemas/roles';
import { PageTitle } from '../../../components/page-title';
import { useListTeamRolesQuery } from '../../../api/teams';
import { useRoleDeletion } from '../hooks/use-role-deletion';
import { useTeamAccess } from '../../../lib/team-access';
import { TEAM_TEXTS } from '../messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CustomRolesCard } from './custom-roles-card';
import { RoleAccessCard } from './role-access-card';
import { CreateRoleDialog, UpdateRoleDialog } from './role-dialogs';
import { RoleList } from './role-list';

/** /dashboard/manage-roles: the team's roles, the chosen one's permissions and holders, and custom roles. */
export default function ManageRolePage() {
  const intl = useIntl();
  const { teamId, known, members, can } = useTeamAccess();
  // Without roles.view_role the list would only be refused: it is not asked for.
  const mayViewRoles = can('roles.view_role');
  const roles = useListTeamRolesQuery(teamId && mayViewRoles ? teamId : skipToken);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Role | null>(null);
  const deletion = useRoleDeletion((role) => {
    if (selectedId === role.id) setSelectedId(null);
  });
  const selected = roles.data?.find((role) => role.id === selectedId) ?? null;

  return (
    <>
      <Link component={RouterLink} to="/dashboard/manage-user" underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        {intl.formatMessage({ id: 'team.back' })}
      </Link>
      <PageTitle title={intl.formatMessage({ id: TEAM_TEXTS.manageRole })} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Card component="section" aria-labelledby="roles-heading">
            <CardHeader title={intl.formatMessage({ id: TEAM_TEXTS.roles })} slotProps={{ title: { id: 'roles-heading', component: 'h2', variant: 'h6' } }} />
            <CardContent>
              <RoleList
                known={known}
                teamId={teamId}
                mayView={mayViewRoles}
                can={can}
                roles={roles}
                selectedId={selectedId}
                onSelect={setSelectedId}
                onEdit={setEditing}
                onDelete={deletion.ask}
              />
            </CardContent>
          </Card>
          {/* Creating a role needs roles.add_role (route createRole): a member without it does not see the box. */}
          {can('roles.add_role') && <CustomRolesCard disabled={!teamId} onCreate={() => setCreating(true)} />}
        </Box>
        <RoleAccessCard role={selected} members={members} />
      </Box>

      <CreateRoleDialog open={creating} teamId={teamId} onClose={() => setCreating(false)} />
      <UpdateRoleDialog key={editing?.id ?? 'none'} role={editing} teamId={teamId} onClose={() => setEditing(null)} />
      <ConfirmDialog open={Boolean(deletion.doomed)} title={intl.formatMessage({ id: TEAM_TEXTS.deleteConfirm })} busy={deletion.deleting} onConfirm={() => void deletion.confirm()} onClose={deletion.cancel}>
        {deletion.doomed && <Typography>{deletion.doomed.name}</Typography>}
      </ConfirmDialog>
    </>
  );
}
