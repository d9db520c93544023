import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { UserDetails } from '../../../../../shared/api/schemas/accounts';
import { MESSAGES } from '../../../../../shared/domain/accounts';
import { ADMIN_MESSAGES } from '../../../../../shared/domain/admin';
import { supportMailto, useSupportEmail } from '../../../lib/config';
import { accountBanner, teamAwaitingApproval } from '../banners';
import { FormattedMessage } from 'react-intl';

export const BANNER_TEXTS = {
  subscribe: 'Want to enjoy all our services?',
  subscribeAction: 'Click Here to Subscribe',
  contact: 'Contact the administrator',
  upgrade: 'Not satisfied with your current plan?',
  upgradeAction: 'Click Here to Upgrade',
} as const;

const CONTACT_SUBJECT = 'Please add my account to a team';

/** The dashboard's banners: the team's approval when staff have not given it, then the plan banner of spec 1 §2. */
export function AccountBanners({ user }: { user: UserDetails | null }) {
  return (
    <>
      {teamAwaitingApproval(user) && (
        <Alert severity="warning" variant="outlined" sx={{ mb: 2 }} data-testid="team-approval-banner">
          {ADMIN_MESSAGES.unapprovedTeam}
        </Alert>
      )}
      <PlanBanner user={user} />
    </>
  );
}

function PlanBanner({ user }: { user: UserDetails | null }) {
  const supportEmail = useSupportEmail();
  switch (accountBanner(user)) {
    case 'subscribe':
      return (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button component={RouterLink} to="/subscription/plans" color="inherit" size="small">
              {BANNER_TEXTS.subscribeAction}
            </Button>
          }
        >
          {BANNER_TEXTS.subscribe}
        </Alert>
      );
    case 'no-team':
      return (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button component="a" href={supportMailto(supportEmail, CONTACT_SUBJECT)} color="inherit" size="small">
              {BANNER_TEXTS.contact}
            </Button>
          }
        >
          <FormattedMessage id={MESSAGES.noTeam} />
        </Alert>
      );
    case 'upgrade':
      return (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button component={RouterLink} to="/subscription/plans" color="inherit" size="small">
              {BANNER_TEXTS.upgradeAction}
            </Button>
          }
        >
          {BANNER_TEXTS.upgrade}
        </Alert>
      );
    default:
      return null;
  }
}
