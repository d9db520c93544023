import { deletePhoto } from '../core/scouting/note-photos';
import { teamOfNote } from '../core/scouting/note-store';
import { toNote } from '../core/scouting/to-note';
import { route } from '../lib/http';

export const deleteScoutingPhoto = route('deleteScoutingPhoto', { ownerTeam: ({ params, query }) => teamOfNote(params.id, query.team) }, async ({ params, team }) =>
  toNote(await deletePhoto(team.teamId, params.id, params.photoId)),
);
