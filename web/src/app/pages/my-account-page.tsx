import MyAccountPage from '../../features/account/components/my-account-page';
import { InvitationsCard } from '../../features/team/components/invitations-card';
import { TeamMembersCard } from '../../features/team/components/team-members-card';
import { useCurrentTeam } from '../../lib/use-current-team';

/** My Account with the team's cards: the invitations to answer and the members of the team the page shows. */
export default function MyAccountRoute() {
  const team = useCurrentTeam();
  return <MyAccountPage team={team} invitations={<InvitationsCard />} teamMembers={<TeamMembersCard team={team} />} />;
}
