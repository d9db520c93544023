import Alert from '@mui/material/Alert';
import { permissionLabel } from '../../../shared/domain/permissions';

const PERMISSION_NOTE_TEXTS = {
  missing: (what: string, permission: string) =>
    `Your role does not let you ${what} (it needs "${permissionLabel(permission)}"). Ask the team owner to add it to your role.`,
} as const;

/**
 * Says why part of a screen is missing for a member whose role lacks a permission, instead of an empty screen or a
 * button that fails at Save: what they cannot do, the permission it takes and who can give it.
 */
export function PermissionNote({ what, permission }: { what: string; permission: string }) {
  return (
    <Alert severity="info" variant="outlined" sx={{ mb: 2 }} data-testid="permission-note">
      {PERMISSION_NOTE_TEXTS.missing(what, permission)}
    </Alert>
  );
}
