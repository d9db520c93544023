import { deleteSeason as removeSeason, teamOfSeason } from '../core/crops/crop-seasons';
import { noContent, route } from '../lib/http';

export const deleteSeason = route('deleteSeason', { ownerTeam: ({ params }) => teamOfSeason(params.id) }, async ({ params, query, team }) => {
  await removeSeason(team.teamId, params.id, { field: query.field, crop: query.crop });
  return noContent();
});
