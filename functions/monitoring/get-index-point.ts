import { PointQuery } from '../../shared/api/schemas/monitoring';
import { fieldPointValue } from '../core/imagery/monitoring';
import { route } from '../lib/http';
import { ownerOfField, teamIdOf } from './field-team';

export const getIndexPoint = route('getIndexPoint', { query: PointQuery, ownerTeam: ownerOfField }, async ({ query, team, log }) =>
  fieldPointValue(teamIdOf(team), query, { log }),
);
