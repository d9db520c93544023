import { fieldDates } from '../core/imagery/monitoring';
import { route } from '../lib/http';
import { ownerOfField } from './field-team';

export const getIndexDates = route('getIndexDates', { ownerTeam: ownerOfField }, async ({ query, team, log }) =>
  fieldDates(team.teamId, query, { log }),
);
