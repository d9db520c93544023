import { updateTeamThresholds } from '../core/alerts/threshold-changes';
import { route } from '../lib/http';

/** Changes some of the team's thresholds (the route needs alert.change_alertthreshold), recording who did. */
export const updateAlertThresholds = route('updateAlertThresholds', async ({ team, body, caller }) => updateTeamThresholds(team.teamId, body, caller.userId));
