import { selectedFieldsSummary } from '../core/farm-summary/selected-summary';
import { route } from '../lib/http';

/** Fields of other teams are left out of the answer (never named), so the ids need no owner check. */
export const getSelectedFieldsSummary = route('getSelectedFieldsSummary', async ({ params, team, log }) =>
  selectedFieldsSummary(team.teamId, params.ids, log),
);
