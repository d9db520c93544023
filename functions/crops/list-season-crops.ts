import { fieldSeasons } from '../core/crops/crop-seasons';
import { teamOfField } from '../core/fields/field-store';
import { route } from '../lib/http';

/** The crops planned on a field in a season year, each as its season entry (crop, sowing and harvest dates). */
export const listSeasonCrops = route(
  'listSeasonCrops',
  { ownerTeam: ({ query }) => teamOfField(query.field) },
  async ({ query, team }) => fieldSeasons(team.teamId, query.field, query.season),
);
