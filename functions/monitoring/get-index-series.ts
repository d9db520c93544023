import { fieldSeries } from '../core/imagery/monitoring';
import { route } from '../lib/http';
import { ownerOfField } from './field-team';

export const getIndexSeries = route('getIndexSeries', { ownerTeam: ownerOfField }, async ({ query, team, log }) =>
  fieldSeries(team.teamId, query, { log }),
);
