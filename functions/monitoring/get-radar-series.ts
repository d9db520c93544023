import { fieldRadarSeries } from '../core/imagery/radar-series';
import { route } from '../lib/http';
import { ownerOfField } from './field-team';

/** A field's Sentinel-1 series: one point per acquisition with its orbit, for the analysis chart's radar tab. */
export const getRadarSeries = route('getRadarSeries', { ownerTeam: ownerOfField }, async ({ query, team, log }) =>
  fieldRadarSeries(team.teamId, query, { log }),
);
