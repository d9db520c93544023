import { useState } from 'react';
import { formatText } from '../../../lib/i18n/format-text';
import { useIntl } from 'react-intl';
import { useSnackbar } from 'notistack';
import { ROLE_MESSAGES, type Role } from '../../../../../shared/api/schemas/roles';
import { apiErrorMessage } from '../../../lib/api';
import { useDeleteRoleMutation } from '../../../api/teams';

/** Deleting a role after a confirmation: the role asked about, the call, and what it answered. */
export function useRoleDeletion(onDeleted: (role: Role) => void) {
  const intl = useIntl();
  const { enqueueSnackbar } = useSnackbar();
  const [deleteRole, { isLoading: deleting }] = useDeleteRoleMutation();
  const [doomed, setDoomed] = useState<Role | null>(null);

  const confirm = async () => {
    if (!doomed) return;
    try {
      await deleteRole(doomed.id).unwrap();
      enqueueSnackbar(formatText(intl, ROLE_MESSAGES.roleDeleted), { variant: 'success' });
      onDeleted(doomed);
    } catch (caught) {
      // A role still held by members is refused with formatText(intl, ROLE_MESSAGES.roleInUse).
      enqueueSnackbar(apiErrorMessage(caught), { variant: 'error' });
    }
    setDoomed(null);
  };

  return { doomed, ask: setDoomed, cancel: () => setDoomed(null), confirm, deleting };
}
