import Alert from '@mui/material/Alert';
import { useIntl } from 'react-intl';
import { permissionLabel, permissionLabelId } from '../../../shared/domain/permissions';
import { formatText } from '../lib/i18n/format-text';

/**
 * Says why part of a screen is missing for a member whose role lacks a permission, instead of an empty screen or a
 * button that fails at Save: what they cannot do (a catalogue key or text), the permission it takes and who can give it.
 */
export function PermissionNote({ what, permission }: { what: string; permission: string }) {
  const intl = useIntl();
  // The permission's label in the language on screen (the team screens' own), English for a code without one.
  const labelId = permissionLabelId(permission);
  const label = labelId ? intl.formatMessage({ id: labelId }) : permissionLabel(permission);
  return (
    <Alert severity="info" variant="outlined" sx={{ mb: 2 }} data-testid="permission-note">
      {intl.formatMessage(
        { id: 'app.permissionNote' },
        { what: formatText(intl, what), permission: label },
      )}
    </Alert>
  );
}
