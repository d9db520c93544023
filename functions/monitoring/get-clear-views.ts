import { fieldClearViews } from '../core/imagery/clear-views';
import { route } from '../lib/http';
import { ownerOfField } from './field-team';

/** Every Sentinel-2 and Sentinel-1 acquisition over a field with its state, and the longest gap without a usable view. */
export const getClearViews = route('getClearViews', { ownerTeam: ownerOfField }, async ({ query, team, log }) =>
  fieldClearViews(team.teamId, query, { log }),
);
