import type { TeamAccess } from '../core/teams/teams';
import { Forbidden } from '../lib/errors';

/** The team a field route acts on; the handler factory has already checked membership and permission. */
export function teamIdOf(team: TeamAccess | null): string {
  if (!team) throw new Forbidden();
  return team.teamId;
}
