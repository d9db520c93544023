import { editField } from '../core/fields/field-edits';
import { teamOfField, toField } from '../core/fields/field-store';
import { route } from '../lib/http';

export const updateField = route(
  'updateField',
  { ownerTeam: ({ params }) => teamOfField(params.id) },
  async ({ params, body, team, log }) => toField(await editField(team.teamId, params.id, body, log)),
);
