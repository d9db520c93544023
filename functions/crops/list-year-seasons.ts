import { fieldSeasons } from '../core/crops/crop-seasons';
import { teamOfField } from '../core/fields/field-store';
import { route } from '../lib/http';

export const listYearSeasons = route(
  'listYearSeasons',
  { ownerTeam: ({ params }) => teamOfField(params.fieldId) },
  async ({ params, team }) => fieldSeasons(team.teamId, params.fieldId, params.year),
);
