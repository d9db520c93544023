import { fusedFieldSeries } from '../core/imagery/fused-series';
import { fieldSeries } from '../core/imagery/monitoring';
import { route } from '../lib/http';
import { ownerOfField } from './field-team';

export const getIndexSeries = route('getIndexSeries', { ownerTeam: ownerOfField }, async ({ query, team, log }) =>
  query.fill === 'radar' ? fusedFieldSeries(team.teamId, query, { log }) : fieldSeries(team.teamId, query, { log }),
);
