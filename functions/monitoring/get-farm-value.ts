import { farmValue } from '../core/imagery/farm-value';
import { route } from '../lib/http';

/** Index statistics of a polygon within one of the team's fields (spec 2 §7.5). */
export const getFarmValue = route('getFarmValue', async ({ query, team, log }) => farmValue(team.teamId, query, { log }));
