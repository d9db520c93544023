import { teamOfNote, updateNote } from '../core/scouting/note-store';
import { toNote } from '../core/scouting/to-note';
import { route } from '../lib/http';

export const updateScoutingNote = route('updateScoutingNote', { ownerTeam: ({ params, query }) => teamOfNote(params.id, query.team) }, async ({ params, body, team }) =>
  toNote(await updateNote(team.teamId, params.id, body)),
);
