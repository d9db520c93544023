import { notBuilt, resourceRouter } from '../lib/router';

export const handler = resourceRouter('scouting', {
  listScoutingNotes: notBuilt,
  createScoutingNote: notBuilt,
  exportScoutingNotes: notBuilt,
  getScoutingNote: notBuilt,
  updateScoutingNote: notBuilt,
  deleteScoutingNote: notBuilt,
  requestScoutingPhoto: notBuilt,
  confirmScoutingPhoto: notBuilt,
  deleteScoutingPhoto: notBuilt,
  makeScoutingTask: notBuilt,
});
