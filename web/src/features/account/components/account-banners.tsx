import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UserDetails } from '../../../../../shared/api/schemas/accounts';
import { MESSAGES } from '../../../../../shared/domain/accounts';
import { ADMIN_MESSAGES } from '../../../../../shared/domain/admin';
import { supportMailto, useSupportEmail } from '../../../lib/config';
import { formatText } from '../../../lib/i18n/format-text';
import { accountBanner, teamAwaitingApproval } from '../banners';

export const BANNER_TEXTS = {
  subscribe: 'account.banner.subscribe',
  subscribeAction: 'account.banner.subscribeAction',
  contact: 'account.banner.contact',
  upgrade: 'account.banner.upgrade',
  upgradeAction: 'account.banner.upgradeAction',
} as const;

/** The dashboard's banners: the team's approval when staff have not given it, then the plan banner of spec 1 §2. */
export function AccountBanners({ user }: { user: UserDetails | null }) {
  const intl = useIntl();
  return (
    <>
      {teamAwaitingApproval(user) && (
        <Alert severity="warning" variant="outlined" sx={{ mb: 2 }} data-testid="team-approval-banner">
          {formatText(intl, ADMIN_MESSAGES.unapprovedTeam)}
        </Alert>
      )}
      <PlanBanner user={user} />
    </>
  );
}

function PlanBanner({ user }: { user: UserDetails | null }) {
  const intl = useIntl();
  const supportEmail = useSupportEmail();
  switch (accountBanner(user)) {
    case 'subscribe':
      return (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button component={RouterLink} to="/subscription/plans" color="inherit" size="small">
              <FormattedMessage id={BANNER_TEXTS.subscribeAction} />
            </Button>
          }
        >
          <FormattedMessage id={BANNER_TEXTS.subscribe} />
        </Alert>
      );
    case 'no-team':
      return (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button component="a" href={supportMailto(supportEmail, intl.formatMessage({ id: 'account.banner.contactSubject' }))} color="inherit" size="small">
              <FormattedMessage id={BANNER_TEXTS.contact} />
            </Button>
          }
        >
          {formatText(intl, MESSAGES.noTeam)}
        </Alert>
      );
    case 'upgrade':
      return (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button component={RouterLink} to="/subscription/plans" color="inherit" size="small">
              <FormattedMessage id={BANNER_TEXTS.upgradeAction} />
            </Button>
          }
        >
          <FormattedMessage id={BANNER_TEXTS.upgrade} />
        </Alert>
      );
    default:
      return null;
  }
}
