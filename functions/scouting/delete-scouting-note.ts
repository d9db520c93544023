import { deleteNoteAndPhotos } from '../core/scouting/note-cleanup';
import { noteInTeam, teamOfNote } from '../core/scouting/note-store';
import { noContent, route } from '../lib/http';

/** The note and its photos' objects; the task made from it stays (it is the team's work, not the note's). */
export const deleteScoutingNote = route('deleteScoutingNote', { ownerTeam: ({ params, query }) => teamOfNote(params.id, query.team) }, async ({ params, team }) => {
  await deleteNoteAndPhotos(await noteInTeam(team.teamId, params.id));
  return noContent();
});
