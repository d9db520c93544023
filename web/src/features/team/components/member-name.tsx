import Chip from '@mui/material/Chip';
import { useIntl } from 'react-intl';
import type { TeamMember } from '../../../../../shared/api/schemas/roles';
import { fullName } from '../hooks/use-team-access';
import { TEAM_TEXTS } from '../messages';

/** A member's name; someone invited who has not accepted is listed as 'Invited' (only their address is known). */
export function MemberName({ member }: { member: TeamMember }) {
  const intl = useIntl();
  if (member.pending) return <Chip size="small" color="info" variant="outlined" label={intl.formatMessage({ id: TEAM_TEXTS.invited })} />;
  return <>{fullName(member)}</>;
}
