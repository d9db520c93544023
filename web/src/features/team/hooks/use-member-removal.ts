import { useState } from 'react';
import { formatText } from '../../../lib/i18n/format-text';
import { useIntl } from 'react-intl';
import { useSnackbar } from 'notistack';
import { ROLE_MESSAGES, type TeamMember } from '../../../../../shared/api/schemas/roles';
import { apiErrorMessage } from '../../../lib/api';
import { useRemoveMemberMutation } from '../../../api/teams';

/** Removing a member after a confirmation: the member asked about, the call, and what it answered. */
export function useMemberRemoval() {
  const intl = useIntl();
  const { enqueueSnackbar } = useSnackbar();
  const [removeMember, { isLoading: removing }] = useRemoveMemberMutation();
  const [doomed, setDoomed] = useState<TeamMember | null>(null);

  const confirm = async () => {
    if (!doomed) return;
    try {
      await removeMember(doomed.id).unwrap();
      enqueueSnackbar(formatText(intl, ROLE_MESSAGES.memberRemoved), { variant: 'success' });
    } catch (caught) {
      enqueueSnackbar(apiErrorMessage(caught), { variant: 'error' });
    }
    setDoomed(null);
  };

  return { doomed, ask: setDoomed, cancel: () => setDoomed(null), confirm, removing };
}
