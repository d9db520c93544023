import { FieldIdParams, UpdateFieldBody } from '../../shared/api/schemas/fields';
import { editField } from '../core/fields/field-edits';
import { teamOfField, toField } from '../core/fields/field-store';
import { route } from '../lib/http';
import { teamIdOf } from './team-id';

export const updateField = route(
  'updateField',
  { params: FieldIdParams, body: UpdateFieldBody, ownerTeam: ({ params }) => teamOfField(params.id) },
  async ({ params, body, team }) => toField(await editField(teamIdOf(team), params.id, body)),
);
