import { drawField as draw } from '../core/fields/field-edits';
import { toField } from '../core/fields/field-store';
import { created, route } from '../lib/http';
import { keyedRequest } from '../lib/idempotent-route';

export const drawField = route('drawField', { idempotent: true }, async ({ body, team, log }) =>
  created(toField(await draw(team.teamId, body, log, keyedRequest()))),
);
