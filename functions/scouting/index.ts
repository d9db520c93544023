import { resourceRouter } from '../lib/router';
import { confirmScoutingPhoto } from './confirm-scouting-photo';
import { createScoutingNote } from './create-scouting-note';
import { deleteScoutingNote } from './delete-scouting-note';
import { deleteScoutingPhoto } from './delete-scouting-photo';
import { exportScoutingNotes } from './export-scouting-notes';
import { getScoutingNote } from './get-scouting-note';
import { listScoutingNotes } from './list-scouting-notes';
import { makeScoutingTask } from './make-scouting-task';
import { requestScoutingPhoto } from './request-scouting-photo';
import { updateScoutingNote } from './update-scouting-note';

export const handler = resourceRouter('scouting', {
  listScoutingNotes,
  createScoutingNote,
  exportScoutingNotes,
  getScoutingNote,
  updateScoutingNote,
  deleteScoutingNote,
  requestScoutingPhoto,
  confirmScoutingPhoto,
  deleteScoutingPhoto,
  makeScoutingTask,
});
