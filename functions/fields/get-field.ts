import { teamSeasonsByField } from '../core/crops/crop-seasons';
import { fieldInTeam, teamOfField, toField } from '../core/fields/field-store';
import { route } from '../lib/http';

/** One field with its whole boundary (the list sends display outlines): what Edit Boundary reshapes. */
export const getField = route('getField', { ownerTeam: ({ params }) => teamOfField(params.id) }, async ({ params, team }) => {
  const [item, seasons] = await Promise.all([fieldInTeam(team.teamId, params.id), teamSeasonsByField(team.teamId)]);
  return { ...toField(item), crop_season: seasons.get(item.fieldId) ?? [] };
});
