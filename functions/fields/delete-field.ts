import { FieldIdParams } from '../../shared/api/schemas/fields';
import { deleteField as remove, teamOfField } from '../core/fields/field-store';
import { noContent, route } from '../lib/http';
import { teamIdOf } from './team-id';

export const deleteField = route(
  'deleteField',
  { params: FieldIdParams, ownerTeam: ({ params }) => teamOfField(params.id) },
  async ({ params, team }) => {
    await remove(teamIdOf(team), params.id);
    return noContent();
  },
);
