import Card from '@mui/material/Card';
import { useIntl } from 'react-intl';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import type { Role, TeamMember } from '../../../../../shared/api/schemas/roles';
import { apiErrorMessage } from '../../../lib/api';
import { fullName } from '../hooks/use-team-access';
import { TEAM_TEXTS, usePermissionLabel } from '../messages';

interface Members {
  data?: TeamMember[];
  isError: boolean;
  error?: unknown;
}

function HolderList({ role, members }: { role: Role; members: Members }) {
  const intl = useIntl();
  if (members.isError) return <Typography color="text.secondary">{apiErrorMessage(members.error)}</Typography>;
  if (!members.data) return <CircularProgress size={20} aria-label={intl.formatMessage({ id: TEAM_TEXTS.loading })} />;
  const holders = members.data.filter((member) => member.role?.id === role.id);
  if (holders.length === 0) return <Typography color="text.secondary">{intl.formatMessage({ id: TEAM_TEXTS.noMembersWithRole })}</Typography>;
  return (
    <List dense aria-label={intl.formatMessage({ id: TEAM_TEXTS.membersWithRole })}>
      {holders.map((member) => (
        <ListItem key={member.id} disableGutters>
          <ListItemText primary={fullName(member)} secondary={member.member.email} />
        </ListItem>
      ))}
    </List>
  );
}

/** The chosen role: its permissions and the members who hold it; a hint until one is chosen. */
export function RoleAccessCard({ role, members }: { role: Role | null; members: Members }) {
  const label = usePermissionLabel();
  const intl = useIntl();
  if (!role) {
    return (
      <Card component="section" aria-label={intl.formatMessage({ id: TEAM_TEXTS.roleAccess })}>
        <CardContent sx={{ py: 6, textAlign: 'center' }}>
          <Typography color="text.secondary">{intl.formatMessage({ id: TEAM_TEXTS.selectRole })}</Typography>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card component="section" aria-labelledby="role-access-heading">
      <CardHeader title={intl.formatMessage({ id: TEAM_TEXTS.roleAccess })} slotProps={{ title: { id: 'role-access-heading', component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {role.name}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {role.description}
        </Typography>
        {role.privileges.length === 0 ? (
          <Typography color="text.secondary">{intl.formatMessage({ id: TEAM_TEXTS.noPermissions })}</Typography>
        ) : (
          <List dense aria-label={intl.formatMessage({ id: 'team.permissionsOf' }, { name: role.name })} sx={{ columns: { sm: 2 } }}>
            {role.privileges.map((code) => (
              <ListItem key={code} disableGutters sx={{ breakInside: 'avoid' }}>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <CheckCircleOutlineIcon fontSize="small" color="success" aria-hidden />
                </ListItemIcon>
                <ListItemText primary={label(code)} />
              </ListItem>
            ))}
          </List>
        )}
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {intl.formatMessage({ id: TEAM_TEXTS.membersWithRole })}
        </Typography>
        <HolderList role={role} members={members} />
      </CardContent>
    </Card>
  );
}
