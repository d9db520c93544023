import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { UserDetails } from '../../../../../shared/api/schemas/accounts';
import { MESSAGES } from '../../../../../shared/domain/accounts';
import { supportMailto, useSupportEmail } from '../../../lib/config';
import { accountBanner } from '../banners';

export const BANNER_TEXTS = {
  subscribe: 'Want to enjoy all our services?',
  subscribeAction: 'Click Here to Subscribe',
  contact: 'Contact the administrator',
  upgrade: 'Not satisfied with your current plan?',
  upgradeAction: 'Click Here to Upgrade',
} as const;

const CONTACT_SUBJECT = 'Please add my account to a team';

export function AccountBanners({ user }: { user: UserDetails | null }) {
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
          {MESSAGES.noTeam}
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
