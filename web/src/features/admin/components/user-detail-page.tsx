import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ADMIN_MESSAGES } from '../../../../../shared/domain/admin';
import { LoadError } from '../../../components/load-error';
import { PageTitle } from '../../../components/page-title';
import { apiErrorMessage } from '../../../lib/api';
import { useAdminUserQuery } from '../../../api/admin';
import { TriStateTag } from './tri-state-tag';
import { isStaffMfaRefusal, StaffMfaRefusal } from './staff-mfa-refusal';

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
            <TableContainer>
              <Table size="small" aria-label="Team members">
                <TableHead>
                  <TableRow>
                    <TableCell>Full Name</TableCell>
                    <TableCell>Email Address</TableCell>
                    <TableCell>Role</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Approved?</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.members.map((member) => (
                    <TableRow key={member.id}>
                      <TableCell>{`${member.member.first_name} ${member.member.last_name}`}</TableCell>
                      <TableCell>{member.member.email}</TableCell>
                      <TableCell>{member.role?.name ?? 'No role'}</TableCell>
                      <TableCell>{member.status === 'invited' ? 'Invited' : 'Active'}</TableCell>
                      <TableCell>
                        <TriStateTag value={member.admin_approved} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </Paper>
  );
}
