import Typography from '@mui/material/Typography';
import type { AdminTeam } from '../../../../../shared/api/schemas/admin';
import { ADMIN_MESSAGES } from '../../../../../shared/domain/admin';
import { ConfirmDialog } from './confirm-dialog';

export interface PendingApproval {
  team: AdminTeam;
  approve: boolean;
}

/** Approve or revoke a team, after saying what it changes for its members. */
export function TeamApprovalDialog({ pending, busy, onConfirm, onClose }: { pending: PendingApproval | null; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={pending !== null}
      question={pending?.approve ? ADMIN_MESSAGES.confirmApprove : ADMIN_MESSAGES.confirmRevoke}
      busy={busy}
      busyLabel={pending?.approve ? 'Approving...' : 'Revoking...'}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Typography sx={{ mb: 1 }}>
        {pending?.approve
          ? `${pending.team.name} gets its scheduled index computation and paid services back.`
          : `${pending?.team.name ?? ''}'s members can still sign in, but its scheduled index computation and paid services stop.`}
      </Typography>
    </ConfirmDialog>
  );
}
