import { listRotations as fieldRotations } from '../core/crops/rotations';
import { teamOfField } from '../core/fields/field-store';
import { route } from '../lib/http';

export const listRotations = route(
  'listRotations',
  { ownerTeam: ({ query }) => teamOfField(query.field) },
  async ({ query, team }) => fieldRotations(team.teamId, query.field),
);
