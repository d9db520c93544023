import MyAccountPage from '../../features/account/components/my-account-page';
import { AlertSettingsCard } from '../../features/alert-settings/components/alert-settings-card';
import { InvitationsCard } from '../../features/team/components/invitations-card';
import { TeamMembersCard } from '../../features/team/components/team-members-card';
import { useCurrentTeam } from '../../lib/use-current-team';

/** My Account with the team's cards (the invitations to answer, the members of the team the page shows) and the alerts card. */
export default function MyAccountRoute() {
  const team = useCurrentTeam();
  return <MyAccountPage team={team} invitations={<InvitationsCard />} teamMembers={<TeamMembersCard team={team} />} alerts={<AlertSettingsCard />} />;
}
