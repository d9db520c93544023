import UserManagementPage from '../../features/team/components/user-management-page';
import { TeamAlertsSection } from '../../features/alert-settings/components/team-alerts-section';

/** The team's members, with the alerts feature's cards: who receives what and the team's alert thresholds. */
export default function UserManagementRoute() {
  return <UserManagementPage alerts={<TeamAlertsSection />} />;
}
