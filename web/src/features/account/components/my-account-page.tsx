import Box from '@mui/material/Box';
import { PageTitle } from '../../../components/page-title';
import { useUserDetails } from '../hooks/use-user-details';
import { BasicDetailsCard } from './basic-details-card';
import { SubscriptionCard } from './subscription-card';
import { TeamMembersCard } from './team-members-card';
import { UpdatePasswordCard } from './update-password-card';

export default function MyAccountPage() {
  const { userDetails } = useUserDetails();
  return (
    <>
      <PageTitle title="My Account" />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
        <BasicDetailsCard user={userDetails} />
        <UpdatePasswordCard />
        <TeamMembersCard />
        <SubscriptionCard user={userDetails} />
      </Box>
    </>
  );
}
