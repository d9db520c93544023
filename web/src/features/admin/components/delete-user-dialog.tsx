import Typography from '@mui/material/Typography';
import type { AdminUser } from '../../../../../shared/api/schemas/admin';
import { ADMIN_MESSAGES } from '../../../../../shared/domain/admin';
import { ConfirmDialog } from './confirm-dialog';
import { FormattedMessage, useIntl } from 'react-intl';

/** Deleting a user, after saying what goes with them and what is kept. */
export function DeleteUserDialog({ doomed, busy, onConfirm, onClose }: { doomed: AdminUser | null; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const intl = useIntl();
  return (
    <ConfirmDialog open={doomed !== null} question={ADMIN_MESSAGES.confirmDeleteUser} busy={busy} busyLabel={intl.formatMessage({ id: ADMIN_MESSAGES.userDeleting })} onConfirm={onConfirm} onClose={onClose}>
      <Typography sx={{ mb: 1 }}>
        {doomed && <FormattedMessage id="admin.deleteUser.noSignIn" values={{ name: `${doomed.first_name} ${doomed.last_name}`, email: doomed.email }} />}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {doomed?.owned_team ? (
          <FormattedMessage id="admin.deleteUser.teamDeleted" values={{ team: doomed.owned_team.name }} />
        ) : (
          <FormattedMessage id="admin.deleteUser.noTeam" />
        )}
      </Typography>
    </ConfirmDialog>
  );
}
