import { deleteCrop as removeCrop, teamOfCrop } from '../core/crops/crop-catalogue';
import { noContent, route } from '../lib/http';

export const deleteCrop = route('deleteCrop', { ownerTeam: ({ params }) => teamOfCrop(params.cropId) }, async ({ params, team }) => {
  await removeCrop(team.teamId, params.cropId);
  return noContent();
});
