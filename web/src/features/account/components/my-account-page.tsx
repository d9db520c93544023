import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { PageTitle } from '../../../components/page-title';
import { LoadError } from '../../../components/load-error';
import { apiErrorMessage } from '../../../lib/api';
import type { CurrentTeam } from '../../../lib/use-current-team';
import { useUserDetails } from '../../../lib/use-user-details';
import { BasicDetailsCard } from './basic-details-card';
import { CardSkeleton } from './card-skeleton';
import { LanguageCard } from './language-card';
import { SubscriptionCard } from './subscription-card';
import { TeamNameCard } from './team-name-card';
import { TwoStepCard } from './two-step-card';
import { UpdatePasswordCard } from './update-password-card';

export const PROFILE_LOAD_FAILED = 'account.loadFailed';

/**
 * The team's cards come from the team feature: app/ composes them into the page. One team throughout: `team` is the
 * one whose name, members and subscription the page shows (the profile is read for it).
 */
export interface MyAccountPageProps {
  team: CurrentTeam | null;
  invitations: ReactNode;
  teamMembers: ReactNode;
  /** The alerts feature's card (how and which alerts reach the user), at #alerts. */
  alerts?: ReactNode;
}

export default function MyAccountPage({ team, invitations, teamMembers, alerts }: MyAccountPageProps) {
  const intl = useIntl();
  const { userDetails, query } = useUserDetails();
  // Without the profile the cards would read as "no name, no members, no subscription": say it failed instead.
  const failed = !userDetails && query.isError;
  return (
    <>
      <PageTitle title={intl.formatMessage({ id: 'account.title' })} />
      {failed && (
        <Box sx={{ mb: 3 }}>
          <LoadError
            message={`${intl.formatMessage({ id: PROFILE_LOAD_FAILED })} ${apiErrorMessage(query.error, '')}`.trim()}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
        {invitations}
        {userDetails ? <BasicDetailsCard user={userDetails} /> : !failed && <CardSkeleton title={intl.formatMessage({ id: 'account.basicDetails' })} lines={4} />}
        {userDetails && <LanguageCard user={userDetails} />}
        {userDetails && alerts}
        <UpdatePasswordCard />
        <TwoStepCard />
        {userDetails ? <TeamNameCard team={team} /> : !failed && <CardSkeleton title={intl.formatMessage({ id: 'account.team.title' })} lines={1} />}
        {userDetails ? teamMembers : !failed && <CardSkeleton title={intl.formatMessage({ id: 'account.members.title' })} />}
        {userDetails ? <SubscriptionCard user={userDetails} team={team} /> : !failed && <CardSkeleton title={intl.formatMessage({ id: 'account.subscription.title' })} lines={2} />}
      </Box>
    </>
  );
}
