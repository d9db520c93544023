import { DatesQuery } from '../../shared/api/schemas/monitoring';
import { fieldDates } from '../core/imagery/monitoring';
import { route } from '../lib/http';
import { ownerOfField, teamIdOf } from './field-team';

export const getIndexDates = route('getIndexDates', { query: DatesQuery, ownerTeam: ownerOfField }, async ({ query, team, log }) =>
  fieldDates(teamIdOf(team), query, { log }),
);
