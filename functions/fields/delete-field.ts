import { deleteField as remove, teamOfField } from '../core/fields/field-store';
import { noContent, route } from '../lib/http';

export const deleteField = route(
  'deleteField',
  { ownerTeam: ({ params }) => teamOfField(params.id) },
  async ({ params, team }) => {
    await remove(team.teamId, params.id);
    return noContent();
  },
);
