import { useSnackbar } from 'notistack';
import { useState } from 'react';
import type { ZodSafeParseResult } from 'zod';
import { ADMIN_MESSAGES } from '../../../../../shared/domain/admin';
import { apiErrorMessage } from '../../../lib/api';
import { readApiError } from '../../../lib/api-errors';
import { zodFieldErrors, type FieldErrors } from './form-helpers';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../../../shared/i18n/english';
import { formatText } from '../../../lib/i18n/format-text';

export interface RecordSaving<Body> {
  create: (body: Body) => Promise<unknown>;
  update: (id: string, body: Body) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** The toasts of a created and an updated record. */
  created: MessageId;
  updated: MessageId;
}

/**
 * The create-or-update form of an admin configuration tab: the draft, the record being edited, the field errors,
 * saving a parsed draft (its field errors, or the server's, under the fields; the outcome as a toast), and deleting
 * a record after confirmation (a failure keeps the confirmation open with the reason as a toast, so it can be retried).
 */
export function useRecordForm<Draft, Body>(empty: Draft, saving: RecordSaving<Body>) {
  const [draft, setDraft] = useState<Draft>(empty);
  const [editing, setEditing] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [doomed, setDoomed] = useState<string | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const intl = useIntl();

  const reset = () => {
    setDraft(empty);
    setEditing(null);
    setErrors({});
  };
  const startEditing = (id: string, record: Draft) => {
    setEditing(id);
    setErrors({});
    setDraft(record);
  };
  const save = async (parsed: ZodSafeParseResult<Body>) => {
    if (!parsed.success) {
      // The shared schemas' messages are catalogue keys: shown in the language on screen.
      setErrors(Object.fromEntries(Object.entries(zodFieldErrors(parsed.error)).map(([field, message]) => [field, formatText(intl, message)])));
      return;
    }
    try {
      if (editing) {
        await saving.update(editing, parsed.data);
        enqueueSnackbar(intl.formatMessage({ id: saving.updated }), { variant: 'success' });
      } else {
        await saving.create(parsed.data);
        enqueueSnackbar(intl.formatMessage({ id: saving.created }), { variant: 'success' });
      }
      reset();
    } catch (failure) {
      const { fields, first } = readApiError(failure, intl.formatMessage({ id: ADMIN_MESSAGES.networkError }));
      setErrors(fields);
      enqueueSnackbar(first, { variant: 'error' });
    }
  };
  const confirmDelete = async () => {
    if (!doomed) return;
    try {
      await saving.remove(doomed);
      // The form must not go on updating a record that is gone.
      if (editing === doomed) reset();
      setDoomed(null);
    } catch (failure) {
      enqueueSnackbar(apiErrorMessage(failure, intl.formatMessage({ id: ADMIN_MESSAGES.networkError })), { variant: 'error' });
    }
  };
  return { draft, setDraft, editing, errors, reset, startEditing, save, doomed, setDoomed, confirmDelete };
}
