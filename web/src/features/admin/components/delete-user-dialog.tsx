import Typography from '@mui/material/Typography';
import type { AdminUser } from '../../../../../shared/api/schemas/admin';
import { ADMIN_MESSAGES } from '../../../../../shared/domain/admin';
import { ConfirmDialog } from './confirm-dialog';

/** Deleting a user, after saying what goes with them and what is kept. */
export function DeleteUserDialog({ doomed, busy, onConfirm, onClose }: { doomed: AdminUser | null; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <ConfirmDialog open={doomed !== null} question={ADMIN_MESSAGES.confirmDeleteUser} busy={busy} busyLabel="Deleting..." onConfirm={onConfirm} onClose={onClose}>
      <Typography sx={{ mb: 1 }}>{doomed ? `${doomed.first_name} ${doomed.last_name} (${doomed.email}) will no longer be able to sign in.` : ''}</Typography>
      <Typography sx={{ mb: 1 }}>
        {doomed?.owned_team
          ? `Their team ${doomed.owned_team.name} is deleted with its fields, uploaded files, roles, members' memberships, tasks, crops and stored index values.`
          : 'They own no team; their memberships of other teams are removed.'}{' '}
        Payments and subscriptions are kept for the books, without their name.
      </Typography>
    </ConfirmDialog>
  );
}
