import Typography from '@mui/material/Typography';
import type { AdminTeam } from '../../../../../shared/api/schemas/admin';
import { ADMIN_MESSAGES } from '../../../../../shared/domain/admin';
import { ConfirmDialog } from './confirm-dialog';
import { FormattedMessage, useIntl } from 'react-intl';

export interface PendingApproval {
  team: AdminTeam;
  approve: boolean;
}

/** Approve or revoke a team, after saying what it changes for its members. */
export function TeamApprovalDialog({ pending, busy, onConfirm, onClose }: { pending: PendingApproval | null; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={pending !== null}
      question={pending?.approve ? ADMIN_MESSAGES.confirmApprove : ADMIN_MESSAGES.confirmRevoke}
      busy={busy}
      busyLabel={intl.formatMessage({ id: pending?.approve ? 'admin.approving' : 'admin.revoking' })}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Typography sx={{ mb: 1 }}>
        {pending && <FormattedMessage id={pending.approve ? 'admin.approval.approveEffect' : 'admin.approval.revokeEffect'} values={{ team: pending.team.name }} />}
      </Typography>
    </ConfirmDialog>
  );
}
