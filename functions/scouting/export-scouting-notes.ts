import { SCOUTING_EXPORTS } from '../core/scouting/note-export';
import { allNotes } from '../core/scouting/note-store';
import { toNotes } from '../core/scouting/to-note';
import { exportReply } from '../lib/export-reply';
import { route } from '../lib/http';

/** The team's notes (or a field's) as a file to save: CSV or GeoJSON points. */
export const exportScoutingNotes = route('exportScoutingNotes', async ({ query, team }) => {
  const format = SCOUTING_EXPORTS[query.format];
  const notes = await toNotes(team.teamId, await allNotes(team.teamId, query));
  return exportReply(format.write(notes), { name: format.file, contentType: format.contentType, scope: team.teamId });
});
