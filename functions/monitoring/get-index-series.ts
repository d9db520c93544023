import { SeriesQuery } from '../../shared/api/schemas/monitoring';
import { fieldSeries } from '../core/imagery/monitoring';
import { route } from '../lib/http';
import { ownerOfField, teamIdOf } from './field-team';

export const getIndexSeries = route('getIndexSeries', { query: SeriesQuery, ownerTeam: ownerOfField }, async ({ query, team, log }) =>
  fieldSeries(teamIdOf(team), query, { log }),
);
