import { useState } from 'react';
import { useSnackbar } from 'notistack';
import type { ScoutingNote } from '../../../../../shared/api/schemas/scouting';
import { SCOUTING_MESSAGES } from '../../../../../shared/domain/scouting';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { apiErrorMessage } from '../../../lib/api';
import { useText } from '../../../lib/i18n/use-text';
import { useDeleteScoutingNoteMutation } from '../../../api/scouting';
import { NoteEditDialog } from './note-edit-dialog';
import { NoteTaskDialog } from './note-task-dialog';

/** What can be done to a note from a card (make a task, edit, delete) and the dialogs that do it. */
export function useNoteActions(onDeleted?: (note: ScoutingNote) => void) {
  const { t, say } = useText();
  const { enqueueSnackbar } = useSnackbar();
  const [tasking, setTasking] = useState<ScoutingNote | null>(null);
  const [editing, setEditing] = useState<ScoutingNote | null>(null);
  const [deleting, setDeleting] = useState<ScoutingNote | null>(null);
  const [remove, removing] = useDeleteScoutingNoteMutation();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id).unwrap();
      enqueueSnackbar(say(SCOUTING_MESSAGES.deleted), { variant: 'success' });
      onDeleted?.(deleting);
    } catch (error) {
      enqueueSnackbar(say(apiErrorMessage(error)), { variant: 'error' });
    } finally {
      setDeleting(null);
    }
  };

  const dialogs = (
    <>
      {tasking && <NoteTaskDialog note={tasking} onClose={() => setTasking(null)} />}
      {editing && <NoteEditDialog note={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog open={deleting !== null} title={t('scouting.deleteConfirm')} busy={removing.isLoading} onConfirm={() => void confirmDelete()} onClose={() => setDeleting(null)} />
    </>
  );
  return { actions: { onMakeTask: setTasking, onEdit: setEditing, onDelete: setDeleting }, dialogs };
}
