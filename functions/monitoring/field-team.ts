import { teamOfField } from '../core/imagery/field-shape';
import type { TeamAccess } from '../core/teams/teams';
import { Forbidden } from '../lib/errors';

/** The field a monitoring route addresses belongs to a team; callers of other teams read it as not found. */
export const ownerOfField = ({ query }: { query: { field: string } }) => teamOfField(query.field);

export function teamIdOf(team: TeamAccess | null): string {
  if (!team) throw new Forbidden();
  return team.teamId;
}
