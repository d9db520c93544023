import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ADMIN_MESSAGES } from '../../../../../shared/domain/admin';
import { LoadError } from '../../../components/load-error';
import { PageTitle } from '../../../components/page-title';
import { apiErrorMessage } from '../../../lib/api';
import type { AdminTeamMember } from '../../../../../shared/api/schemas/admin';
import { useAdminUserQuery } from '../../../api/admin';
import { AdminTable, type AdminColumn } from './admin-table';
import { TriStateTag } from './tri-state-tag';
import { isStaffMfaRefusal, StaffMfaRefusal } from './staff-mfa-refusal';

const MEMBER_COLUMNS: readonly AdminColumn<AdminTeamMember>[] = [
  { key: 'name', header: 'Full Name', cell: (member) => `${member.member.first_name} ${member.member.last_name}` },
  { key: 'email', header: 'Email Address', cell: (member) => member.member.email },
  { key: 'role', header: 'Role', cell: (member) => member.role?.name ?? 'No role' },
  { key: 'status', header: 'Status', cell: (member) => (member.status === 'invited' ? 'Invited' : 'Active') },
  { key: 'approved', header: 'Approved?', cell: (member) => <TriStateTag value={member.admin_approved} /> },
];

/** Spec 3 §2: a user, with Go Back and the members of the team they own. */
export default function UserDetailPage() {
  const { id = '' } = useParams();
  const { data, isLoading, error, refetch } = useAdminUserQuery(id);
  return (
    <Paper sx={{ p: 2 }}>
      <Button component={RouterLink} to="/admin/manage-users" sx={{ mb: 1 }}>
        Go Back
      </Button>
      <PageTitle title="User Details" area="admin" />
      {isLoading && <Skeleton height={80} />}
      {error &&
        (isStaffMfaRefusal(error) ? (
          <StaffMfaRefusal />
        ) : (
          <LoadError message={apiErrorMessage(error, ADMIN_MESSAGES.membersFailed)} onRetry={() => void refetch()} />
        ))}
      {data && (
        <>
          <Typography variant="h6">{`${data.first_name} ${data.last_name}`}</Typography>
          <Typography color="text.secondary">{data.email}</Typography>
          <Typography sx={{ mb: 2 }}>{data.is_staff ? 'Admin' : 'Portfolio User'}</Typography>
          <Typography variant="h6" component="h2" gutterBottom>
            {data.owned_team ? `Members of ${data.owned_team.name} (${data.members.length})` : 'This user owns no team'}
          </Typography>
          {data.owned_team && (
            <AdminTable
              label="Team members"
              columns={MEMBER_COLUMNS}
              rows={data.members}
              rowKey={(member) => member.id}
              loading={false}
              error={null}
              emptyText="No members"
              onRetry={() => void refetch()}
            />
          )}
        </>
      )}
    </Paper>
  );
}
