import { setTeamApproval } from '../core/admin/teams';
import { route } from '../lib/http';

/** Approve (true) or revoke (false) a team (spec 3 §4). */
export const approveTeam = route('approveTeam', async ({ params, body }) => setTeamApproval(params.id, body.admin_approved));
