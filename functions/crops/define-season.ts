import { defineSeason as addSeason } from '../core/crops/crop-seasons';
import { teamOfField } from '../core/fields/field-store';
import { created, route } from '../lib/http';
import { keyedRequest } from '../lib/idempotent-route';

export const defineSeason = route(
  'defineSeason',
  { ownerTeam: ({ body }) => teamOfField(body.field), idempotent: true },
  async ({ body, team }) => created(await addSeason(team.teamId, body, keyedRequest())),
);
