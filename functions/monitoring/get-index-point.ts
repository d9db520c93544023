import { fieldPointValue } from '../core/imagery/monitoring';
import { route } from '../lib/http';
import { ownerOfField } from './field-team';

export const getIndexPoint = route('getIndexPoint', { ownerTeam: ownerOfField }, async ({ query, team, log }) =>
  fieldPointValue(team.teamId, query, { log }),
);
