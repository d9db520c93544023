import { teamMonitoring } from '../core/imagery/team-monitoring';
import { route } from '../lib/http';

/** The team's fields with their latest stored index values and scene dates (spec 2 §7.1). */
export const getMonitoring = route('getMonitoring', async ({ team }) => teamMonitoring(team.teamId));
