import MyAccountPage from '../../features/account/components/my-account-page';
import { InvitationsCard } from '../../features/team/components/invitations-card';
import { TeamMembersCard } from '../../features/team/components/team-members-card';

/** My Account with the team's cards: the invitations to answer and the members of the user's team. */
export default function MyAccountRoute() {
  return <MyAccountPage invitations={<InvitationsCard />} teamMembers={<TeamMembersCard />} />;
}
