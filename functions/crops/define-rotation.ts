import { defineRotation as addRotation } from '../core/crops/rotations';
import { teamOfField } from '../core/fields/field-store';
import { created, route } from '../lib/http';
import { keyedRequest } from '../lib/idempotent-route';

export const defineRotation = route(
  'defineRotation',
  { ownerTeam: ({ body }) => teamOfField(body.field), idempotent: true },
  async ({ body, team }) => created(await addRotation(team.teamId, body, keyedRequest())),
);
