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
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';

function memberColumns(intl: IntlShape): AdminColumn<AdminTeamMember>[] {
  return [
  { key: 'name', header: <FormattedMessage id="admin.col.fullName" />, cell: (member) => `${member.member.first_name} ${member.member.last_name}` },
  { key: 'email', header: <FormattedMessage id="admin.col.emailAddress" />, cell: (member) => member.member.email },
  { key: 'role', header: <FormattedMessage id="admin.col.role" />, cell: (member) => member.role?.name ?? intl.formatMessage({ id: 'admin.noRole' }) },
  { key: 'status', header: <FormattedMessage id="admin.col.status" />, cell: (member) => intl.formatMessage({ id: member.status === 'invited' ? 'admin.invited' : 'admin.active' }) },
  { key: 'approved', header: <FormattedMessage id="admin.col.approved" />, cell: (member) => <TriStateTag value={member.admin_approved} /> },
  ];
}

/** Spec 3 §2: a user, with Go Back and the members of the team they own. */
export default function UserDetailPage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const { data, isLoading, error, refetch } = useAdminUserQuery(id);
  return (
    <Paper sx={{ p: 2 }}>
      <Button component={RouterLink} to="/admin/manage-users" sx={{ mb: 1 }}>
        <FormattedMessage id="admin.goBack" />
      </Button>
      <PageTitle title={intl.formatMessage({ id: 'admin.page.userDetails' })} area="admin" />
      {isLoading && <Skeleton height={80} />}
      {error &&
        (isStaffMfaRefusal(error) ? (
          <StaffMfaRefusal />
        ) : (
          <LoadError message={apiErrorMessage(error, intl.formatMessage({ id: ADMIN_MESSAGES.membersFailed }))} onRetry={() => void refetch()} />
        ))}
      {data && (
        <>
          <Typography variant="h6"><FormattedMessage id="admin.personName" values={{ first: data.first_name, last: data.last_name }} /></Typography>
          <Typography color="text.secondary">{data.email}</Typography>
          <Typography sx={{ mb: 2 }}><FormattedMessage id={data.is_staff ? 'admin.userType.admin' : 'admin.userType.user'} /></Typography>
          <Typography variant="h6" component="h2" gutterBottom>
            {data.owned_team ? (
              <FormattedMessage id="admin.membersOf" values={{ team: data.owned_team.name, count: data.members.length }} />
            ) : (
              <FormattedMessage id="admin.ownsNoTeam" />
            )}
          </Typography>
          {data.owned_team && (
            <AdminTable
              label={intl.formatMessage({ id: 'admin.table.members' })}
              columns={memberColumns(intl)}
              rows={data.members}
              rowKey={(member) => member.id}
              loading={false}
              error={null}
              emptyText={intl.formatMessage({ id: 'admin.empty.members' })}
              onRetry={() => void refetch()}
            />
          )}
        </>
      )}
    </Paper>
  );
}
