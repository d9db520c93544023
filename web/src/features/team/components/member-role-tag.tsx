import Chip from '@mui/material/Chip';
import { useIntl } from 'react-intl';
import type { TeamMember } from '../../../../../shared/api/schemas/roles';
import { TEAM_TEXTS } from '../messages';

/** The member's role name, or a 'Not Found' tag when the member has no role (spec 1 §4). */
export function MemberRoleTag({ role }: { role: TeamMember['role'] }) {
  const intl = useIntl();
  if (role) return <>{role.name}</>;
  return <Chip size="small" color="warning" variant="outlined" label={intl.formatMessage({ id: TEAM_TEXTS.notFound })} />;
}
