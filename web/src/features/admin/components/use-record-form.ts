import { useSnackbar } from 'notistack';
import { useState } from 'react';
import type { ZodSafeParseResult } from 'zod';
import { ADMIN_MESSAGES } from '../../../../../shared/domain/admin';
import { apiErrorMessage } from '../../../lib/api';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from './form-helpers';

export interface RecordSaving<Body> {
  create: (body: Body) => Promise<unknown>;
  update: (id: string, body: Body) => Promise<unknown>;
  /** The toasts of a created and an updated record. */
  created: string;
  updated: string;
}

/**
 * The create-or-update form of an admin configuration tab: the draft, the record being edited, the field errors,
 * and saving a parsed draft (its field errors, or the server's, under the fields; the outcome as a toast).
 */
export function useRecordForm<Draft, Body>(empty: Draft, saving: RecordSaving<Body>) {
  const [draft, setDraft] = useState<Draft>(empty);
  const [editing, setEditing] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { enqueueSnackbar } = useSnackbar();

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
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    try {
      if (editing) {
        await saving.update(editing, parsed.data);
        enqueueSnackbar(saving.updated, { variant: 'success' });
      } else {
        await saving.create(parsed.data);
        enqueueSnackbar(saving.created, { variant: 'success' });
      }
      reset();
    } catch (failure) {
      setErrors(serverFieldErrors(failure));
      enqueueSnackbar(apiErrorMessage(failure, ADMIN_MESSAGES.networkError), { variant: 'error' });
    }
  };
  return { draft, setDraft, editing, errors, reset, startEditing, save };
}
