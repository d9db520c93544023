import { selectedFieldsSummary } from '../core/farm-summary/selected-summary';
import { route } from '../lib/http';

/**
 * Fields of other teams are left out of the answer (never named), so the ids need no owner check. Tasks and weather
 * follow the caller's role and the team's approval (see selectedFieldsSummary).
 */
export const getSelectedFieldsSummary = route('getSelectedFieldsSummary', async ({ params, team, log }) =>
  selectedFieldsSummary(team, params.ids, log),
);
