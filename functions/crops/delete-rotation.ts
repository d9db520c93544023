import { deleteRotation as removeRotation, teamOfRotation } from '../core/crops/rotations';
import { noContent, route } from '../lib/http';

export const deleteRotation = route('deleteRotation', { ownerTeam: ({ params }) => teamOfRotation(params.id) }, async ({ params, team }) => {
  await removeRotation(team.teamId, params.id);
  return noContent();
});
