import { DrawFieldBody } from '../../shared/api/schemas/fields';
import { drawField as draw } from '../core/fields/field-edits';
import { toField } from '../core/fields/field-store';
import { created, route } from '../lib/http';
import { teamIdOf } from './team-id';

export const drawField = route('drawField', { body: DrawFieldBody }, async ({ body, team }) =>
  created(toField(await draw(teamIdOf(team), body))),
);
